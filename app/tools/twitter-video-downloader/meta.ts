import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The Twitter/X Video Downloader: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "twitter-video-downloader",
  group: "twitter",
  title: "Twitter/X Video Downloader",
  description: "Preview how saving a video from a Twitter/X post for personal use works.",
  demo: true,
} as const satisfies ToolMeta;
