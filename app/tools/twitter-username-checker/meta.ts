import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The Twitter/X Username Checker: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "twitter-username-checker",
  group: "twitter",
  title: "Twitter/X Username Checker",
  description: "Check whether a Twitter/X handle looks free and get alternative suggestions.",
  demo: true,
} as const satisfies ToolMeta;
