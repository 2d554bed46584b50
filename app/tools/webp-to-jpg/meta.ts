import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import { converterMeta } from "#app/tool-kit/converter-meta.ts";

/** The WebP to JPG Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = converterMeta("WebP", "JPG", {
  description: "Convert WebP images to JPG for apps and sites that do not accept WebP.",
  input: INPUTS.webpBatch,
  offer: {
    text: "Need graphics or ad creatives made for you?",
    platforms: ["Graphics Design"],
  },
});
