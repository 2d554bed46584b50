import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";

/** Resize for social media: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "resize-image",
  group: "images",
  title: "Resize Image for Social Media",
  description:
    "Resize and crop photos to the exact sizes of Instagram, YouTube, Facebook, LinkedIn, X and WhatsApp, or your own, with a focus point you choose. In your browser, many at once.",
  demo: false,
  from: "JPEG, PNG, WebP or AVIF",
  to: "JPEG",
  input: INPUTS.photos,
  output: { mimeType: "image/jpeg" },
  offer: { text: "Need posts and ad creatives made for you?", cta: "Talk to us", platforms: ["Graphics Design"] },
} as const satisfies ConverterMeta;
