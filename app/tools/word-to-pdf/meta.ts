import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import { converterMeta } from "#app/tool-kit/converter-meta.ts";

/** The Word to PDF Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = converterMeta("Word", "PDF", {
  description:
    "Convert Word documents to PDF with headings, lists, tables and images kept and the text still selectable.",
  // Several at once: a batch, two converting at a time, and a ZIP.
  input: { ...INPUTS.word, multiple: true },
  offer: {
    text: "Need this turned into a designed brochure or a landing page?",
    platforms: ["Graphics Design", "Web Design"],
  },
});
