import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The TikTok Caption Generator: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "tiktok-caption-generator",
  group: "tiktok",
  title: "TikTok Caption Generator",
  description: "Get TikTok captions in the style you want, with hashtags and emojis.",
  demo: false,
  offer: {
    text: "Want your TikTok planned, posted and promoted for you?",
    cta: "Talk to us",
    platforms: ["Social Media Organic", "Paid Social Ads"],
  },
} as const satisfies ToolMeta;
