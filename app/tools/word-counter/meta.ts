import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The Word Counter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "word-counter",
  group: "seo",
  title: "Word Counter",
  description: "Count words, characters, sentences and paragraphs as you type, with reading time.",
  demo: false,
  offer: {
    text: "Writing for search? We plan and write content that ranks.",
    cta: "Get SEO help",
    platforms: ["SEO"],
  },
} as const satisfies ToolMeta;
