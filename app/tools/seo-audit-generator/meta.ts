import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The SEO Audit Generator: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "seo-audit-generator",
  group: "seo",
  title: "SEO Audit Generator",
  description:
    "Audit any public web page: title, description, headings, links, images, structured data, speed and security headers, with a downloadable report.",
  demo: false,
} as const satisfies ToolMeta;
