import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The YouTube Description Generator: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "youtube-description-generator",
  group: "youtube",
  title: "YouTube Description Generator",
  description: "Write a complete video description with timestamps, links, a call to action and hashtags.",
  demo: false,
  offer: {
    text: "Video ready to publish? We can promote it to the right viewers.",
    cta: "Promote my video",
    platforms: ["YouTube Ads"],
  },
} as const satisfies ToolMeta;
