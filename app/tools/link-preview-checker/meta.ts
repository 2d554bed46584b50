import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The Link Preview Checker: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "link-preview-checker",
  group: "marketing",
  title: "Link Preview Checker",
  description:
    "See how your link will look when shared on WhatsApp, Facebook, LinkedIn and X, what is missing from its Open Graph and Twitter Card tags, and how to fix it.",
  demo: false,
  offer: {
    text: "Want pages that look right wherever they are shared?",
    cta: "Fix my pages",
    platforms: ["Web Design", "SEO"],
  },
} as const satisfies ToolMeta;
