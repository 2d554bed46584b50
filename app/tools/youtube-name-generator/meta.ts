import type { ToolMeta } from "#app/tools/tool-definition.ts";

/** The YouTube Channel Name Generator: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "youtube-name-generator",
  group: "youtube",
  title: "YouTube Channel Name Generator",
  description: "Get 20 channel name ideas from your keywords and niche.",
  demo: false,
} as const satisfies ToolMeta;
