import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import { converterMeta } from "#app/tool-kit/converter-meta.ts";

/** The PDF to JPG Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = converterMeta("PDF", "JPG", {
  description:
    "Turn every page of a PDF into a JPG image at the resolution you choose, and download them one by one or as a ZIP.",
  input: { ...INPUTS.pdf, multiple: true }, // several PDFs make a batch
  offer: {
    text: "Turning pages into posts or ads? Our designers can make them.",
    platforms: ["Graphics Design", "Social Media Organic"],
  },
});
