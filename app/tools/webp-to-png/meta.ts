import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import { converterMeta } from "#app/tool-kit/converter-meta.ts";

/** The WebP to PNG Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = converterMeta("WebP", "PNG", {
  description: "Convert WebP images to PNG and keep their transparency.",
  input: INPUTS.webpBatch,
  offer: {
    text: "Need graphics or web images made for you?",
    platforms: ["Graphics Design", "Web Design"],
  },
});
