import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";

/** Compress image: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "compress-image",
  group: "images",
  title: "Compress Image",
  description:
    "Make JPEG, PNG, WebP and AVIF images smaller in your browser: pick a quality or a target size in KB, compare before and after, many at once. Your files never leave your device.",
  demo: false,
  from: "JPEG, PNG, WebP or AVIF",
  to: "smaller images",
  input: INPUTS.photos,
  // Each result keeps its own format; this is the type of the usual case.
  output: { mimeType: "image/jpeg" },
  offer: { text: "Want a faster website with images done right?", cta: "Talk to us", platforms: ["Web Design"] },
} as const satisfies ConverterMeta;
