import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The TikTok Video Downloader: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "tiktok-video-downloader",
  group: "tiktok",
  title: "TikTok Video Downloader",
  description: "Preview how saving a TikTok video for personal use works.",
  demo: true,
} as const satisfies ToolMeta;
