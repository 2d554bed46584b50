import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The Keyword Density Checker: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "keyword-density-checker",
  group: "seo",
  title: "Keyword Density Checker",
  description: "See how often each keyword appears in your text and whether your target keyword is used well.",
  demo: false,
  offer: {
    text: "Want content that ranks, not just the right density?",
    cta: "Get SEO help",
    platforms: ["SEO"],
  },
} as const satisfies ToolMeta;
