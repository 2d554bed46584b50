import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";

/** The WebP to PNG Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "webp-to-png",
  group: "file-conversion",
  title: "WebP to PNG Converter",
  description: "Convert WebP images to PNG and keep their transparency.",
  demo: false,
  input: INPUTS.webpBatch,
  output: { mimeType: "image/png" },
  offer: {
    text: "Need graphics or web images made for you?",
    cta: "Talk to us",
    goals: "Converted a WebP image to PNG with your free tool; need design help.",
    platforms: ["Graphics Design", "Web Design"],
  },
} as const satisfies ConverterMeta;
