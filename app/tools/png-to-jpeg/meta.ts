import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";

/** The PNG to JPEG Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "png-to-jpeg",
  group: "file-conversion",
  title: "PNG to JPEG Converter",
  description:
    "Convert PNG images to JPEG in your browser, with a white background and 90% quality. Your file never leaves your device.",
  demo: false,
  input: INPUTS.pngBatch,
  output: { mimeType: "image/jpeg" },
  offer: {
    text: "Need graphics or ad creatives made for you?",
    cta: "Talk to us",
    goals: "Converted a PNG to JPEG with your free tool; need design help.",
    platforms: ["Graphics Design"],
  },
} as const satisfies ConverterMeta;
