import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The Instagram Caption Generator: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "instagram-caption-generator",
  group: "instagram",
  title: "Instagram Caption Generator",
  description: "Get ready-to-post Instagram captions in the mood you want, with hashtags and emojis.",
  demo: false,
  offer: {
    text: "Want your Instagram planned, posted and promoted for you?",
    cta: "Talk to us",
    platforms: ["Social Media Organic", "Paid Social Ads"],
  },
} as const satisfies ToolMeta;
