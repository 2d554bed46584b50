import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import { converterMeta } from "#app/tool-kit/converter-meta.ts";

/** The PNG to JPEG Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = converterMeta("PNG", "JPEG", {
  description:
    "Convert PNG images to JPEG in your browser, with a white background and 90% quality. Your file never leaves your device.",
  input: INPUTS.pngBatch,
  offer: {
    text: "Need graphics or ad creatives made for you?",
    platforms: ["Graphics Design"],
  },
});
