import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";

/** The PNG to PDF Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "png-to-pdf",
  group: "file-conversion",
  title: "PNG to PDF Converter",
  description: "Combine several PNG images into one PDF, one page per image, in the order you choose.",
  demo: false,
  input: INPUTS.pngs,
  output: { mimeType: "application/pdf" },
  offer: {
    text: "Need a brochure, deck or catalogue designed properly?",
    cta: "Talk to us",
    goals: "Combined PNG images into a PDF with your free tool; need design help with brochures or decks.",
    platforms: ["Graphics Design"],
  },
} as const satisfies ConverterMeta;
