import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";

/** The WebP to JPG Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "webp-to-jpg",
  group: "file-conversion",
  title: "WebP to JPG Converter",
  description: "Convert WebP images to JPG for apps and sites that do not accept WebP.",
  demo: false,
  input: INPUTS.webpBatch,
  output: { mimeType: "image/jpeg" },
  offer: {
    text: "Need graphics or ad creatives made for you?",
    cta: "Talk to us",
    goals: "Converted a WebP image to JPG with your free tool; need design help.",
    platforms: ["Graphics Design"],
  },
} as const satisfies ConverterMeta;
