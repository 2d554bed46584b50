import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The YouTube Title Generator: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "youtube-title-generator",
  group: "youtube",
  title: "YouTube Title Generator",
  description: "Get 15 click-worthy video titles for your topic, ready to copy.",
  demo: false,
  offer: {
    text: "Want these titles in front of more viewers?",
    cta: "Promote my videos",
    platforms: ["YouTube Ads"],
  },
} as const satisfies ToolMeta;
