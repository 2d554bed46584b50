import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { PdfToolMeta } from "#app/tool-kit/pdf/pdf-tool-meta.ts";

/** Merge PDF: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "merge-pdf",
  group: "pdf",
  title: "Merge PDF",
  description:
    "Combine several PDF files into one, in the order you choose. Free, and your files never leave your device.",
  demo: false,
  input: { ...INPUTS.pdf, multiple: true },
  offer: {
    text: "Putting together a proposal or a brochure? Our designers can make it shine.",
    cta: "Talk to us",
    platforms: ["Graphics Design"],
  },
} as const satisfies PdfToolMeta;
