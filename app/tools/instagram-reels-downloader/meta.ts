import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The Instagram Reels Downloader: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "instagram-reels-downloader",
  group: "instagram",
  title: "Instagram Reels Downloader",
  description: "Preview how saving an Instagram Reel for personal use works.",
  demo: true,
} as const satisfies ToolMeta;
