import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** The UTM Link Builder: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "utm-builder",
  group: "marketing",
  title: "UTM Link Builder",
  description:
    "Tag your links with utm_source, utm_medium and utm_campaign so your analytics shows which post, ad or e-mail brought each visit. Copy it or make a QR code in one click.",
  demo: false,
  offer: {
    text: "Want campaigns that are measured from the first click to the sale?",
    cta: "Plan my campaign",
    platforms: ["Performance Marketing", "Paid Social Ads", "Google Ads"],
  },
} as const satisfies ToolMeta;
