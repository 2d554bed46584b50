/**
 * The spec's six demo tools (they show a sample result and offer nothing), written out
 * rather than read from the registry, so a tool that wrongly turns demo or real fails.
 */
export const DEMO_TOOL_SLUGS = [
  "instagram-reels-downloader",
  "instagram-username-checker",
  "tiktok-transcript-generator",
  "tiktok-video-downloader",
  "twitter-username-checker",
  "twitter-video-downloader",
];
