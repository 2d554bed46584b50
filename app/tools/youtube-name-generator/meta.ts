import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The YouTube Channel Name Generator: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "youtube-name-generator",
  group: "youtube",
  title: "YouTube Channel Name Generator",
  description: "Get 20 channel name ideas from your keywords and niche.",
  demo: false,
  offer: {
    text: "Starting a channel? We help new channels find their first viewers.",
    cta: "Grow my channel",
    platforms: ["YouTube Ads"],
  },
} as const satisfies ToolMeta;
