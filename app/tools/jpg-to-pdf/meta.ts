import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import { converterMeta } from "#app/tool-kit/converter-meta.ts";

/** The JPG to PDF Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = converterMeta("JPG", "PDF", {
  description: "Combine several JPG photos into one PDF, one page per image, in the order you choose.",
  input: INPUTS.jpegs,
  offer: {
    text: "Need a brochure, deck or catalogue designed properly?",
    platforms: ["Graphics Design"],
  },
});
