import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";

/** The PDF to PNG Converter: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "pdf-to-png",
  group: "file-conversion",
  title: "PDF to PNG Converter",
  description: "Turn every page of a PDF into a sharp PNG image, and download them one by one or as a ZIP.",
  demo: false,
  input: INPUTS.pdf,
  output: { mimeType: "image/png" },
  offer: {
    text: "Turning pages into posts or ads? Our designers can make them.",
    cta: "Talk to us",
    goals: "Converted a PDF to PNG with your free tool; need design help for posts or ads.",
    platforms: ["Graphics Design", "Social Media Organic"],
  },
} as const satisfies ConverterMeta;
