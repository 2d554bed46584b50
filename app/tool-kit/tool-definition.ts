// The shape of a tool's metadata file, `app/tools/<slug>/meta.ts`. Plain data only:
// app/routes.ts reads every tool's metadata at build time through app/tools/registry.ts.
import type { InputRule } from "#app/tool-kit/conversion/input-rules.ts";
import type { PLATFORM_OPTIONS } from "#contracts/leads/form-constants.ts";

export type ToolGroupId =
  "file-conversion" | "pdf" | "youtube" | "instagram" | "tiktok" | "twitter" | "seo" | "marketing" | "images";

export interface ToolMeta {
  /** The page's path is /tools/<slug>; the folder is app/tools/<slug>/. */
  slug: string;
  group: ToolGroupId;
  title: string;
  description: string;
  /** A simulated tool: it shows sample results and says so, it looks nothing up. */
  demo: boolean;
  /** A real tool's way from its result to a quote; a demo has none. */
  offer?: ResultOffer;
}

/**
 * The one short offer that ends a real tool's result panel (app/tool-kit/ui/tool-offer.tsx):
 * a sentence and a call to action linking to /quote, prefilled with the tool's name and `platforms`.
 */
export interface ResultOffer {
  /** e.g. "Need design or ads for this?" */
  text: string;
  /** The link's text, e.g. "Talk to us". */
  cta: string;
  /** The quote form's platforms that fit the tool. */
  platforms: readonly (typeof PLATFORM_OPTIONS)[number][];
}

/** A file converter's metadata: what it takes and what it gives (built by app/tool-kit/converter-meta.ts). */
export interface ConverterMeta extends ToolMeta {
  /** The source format as the page names it, e.g. "PNG". */
  from: string;
  /** The target format as the page names it, e.g. "JPEG". */
  to: string;
  input: InputRule;
  output: {
    /** The MIME type of the converted file (of each page, for PDF to images). */
    mimeType: string;
  };
}
