import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The Instagram Username Checker: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "instagram-username-checker",
  group: "instagram",
  title: "Instagram Username Checker",
  description: "Check whether an Instagram username looks free and get alternative suggestions.",
  demo: true,
} as const satisfies ToolMeta;
