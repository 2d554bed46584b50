import { INPUTS } from "#app/tool-kit/conversion/input-rules.ts";
import type { InputRule } from "#app/tool-kit/conversion/input-rules.ts";
import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";

/** Compress PDF: what the registry, the route table, the /tools index and the sitemap know of it. */
export const tool = {
  slug: "compress-pdf",
  group: "pdf",
  title: "Compress PDF",
  description:
    "Make a PDF smaller by re-saving its pictures at a lighter size. Text stays selectable, links and pages are kept.",
  demo: false,
  input: INPUTS.pdf,
  offer: {
    text: "Sending brochures or proposals that are too heavy? We design ones that load fast.",
    cta: "Talk to us",
    platforms: ["Graphics Design"],
  },
} as const satisfies ToolMeta & { input: InputRule };
