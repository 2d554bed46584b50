import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { PdfToolMeta } from "#app/tool-kit/pdf/pdf-tool-meta.ts";

/** Split PDF: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "split-pdf",
  group: "pdf",
  title: "Split PDF",
  description: "Take pages out of a PDF by range, split it into single pages or every few pages, as one PDF or a ZIP.",
  demo: false,
  input: INPUTS.pdf,
  offer: {
    text: "Turning a report into handouts or posts? Our designers can help.",
    cta: "Talk to us",
    platforms: ["Graphics Design", "Social Media Organic"],
  },
} as const satisfies PdfToolMeta;
