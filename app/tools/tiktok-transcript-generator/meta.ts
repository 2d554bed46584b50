import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The TikTok Transcript Generator: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "tiktok-transcript-generator",
  group: "tiktok",
  title: "TikTok Transcript Generator",
  description: "See how a timestamped TikTok transcript looks, and copy or download it as text.",
  demo: true,
} as const satisfies ToolMeta;
