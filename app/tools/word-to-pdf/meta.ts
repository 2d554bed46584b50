import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";

/** The Word to PDF Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "word-to-pdf",
  group: "file-conversion",
  title: "Word to PDF Converter",
  description:
    "Convert Word documents to PDF with headings, lists, tables and images kept and the text still selectable.",
  demo: false,
  input: INPUTS.word,
  output: { mimeType: "application/pdf" },
  offer: {
    text: "Need this turned into a designed brochure or a landing page?",
    cta: "Talk to us",
    goals: "Converted a Word document to PDF with your free tool; need design help with documents or a landing page.",
    platforms: ["Graphics Design", "Web Design"],
  },
} as const satisfies ConverterMeta;
