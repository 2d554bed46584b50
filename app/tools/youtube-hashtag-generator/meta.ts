import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The YouTube Hashtag Generator: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "youtube-hashtag-generator",
  group: "youtube",
  title: "YouTube Hashtag Generator",
  description: "Get 30 relevant hashtags for your video topic and category, and copy them in one click.",
  demo: false,
  offer: {
    text: "Want more views than hashtags alone can bring?",
    cta: "Promote my videos",
    platforms: ["YouTube Ads"],
  },
} as const satisfies ToolMeta;
