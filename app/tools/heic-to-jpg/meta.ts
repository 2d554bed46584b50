import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";

/** HEIC to JPG: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "heic-to-jpg",
  group: "images",
  title: "HEIC to JPG Converter",
  description:
    "Convert iPhone photos (HEIC or HEIF) to JPG or PNG in your browser, upright and in their colours, many at once with a ZIP. Your photos never leave your device.",
  demo: false,
  from: "HEIC",
  to: "JPG",
  input: INPUTS.heicBatch,
  output: { mimeType: "image/jpeg" },
  offer: { text: "Need photos turned into posts and ads?", cta: "Talk to us", platforms: ["Graphics Design"] },
} as const satisfies ConverterMeta;
