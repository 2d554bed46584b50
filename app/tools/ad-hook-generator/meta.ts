import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The Ad Hook Generator: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "ad-hook-generator",
  group: "marketing",
  title: "Ad Hook Generator",
  description: "Get six scroll-stopping ad hooks for your product and audience, in the style you choose.",
  demo: false,
  offer: {
    text: "Want these hooks turned into ads that sell?",
    cta: "Plan my ads",
    platforms: ["Paid Social Ads", "Performance Marketing"],
  },
} as const satisfies ToolMeta;
