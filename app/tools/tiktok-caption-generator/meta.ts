import type { ToolMeta } from "#app/tools/tool-definition.ts";

/** The TikTok Caption Generator: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "tiktok-caption-generator",
  group: "tiktok",
  title: "TikTok Caption Generator",
  description: "Get TikTok captions in the style you want, with hashtags and emojis.",
  demo: false,
} as const satisfies ToolMeta;
