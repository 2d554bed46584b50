// The shape of a tool's metadata file, `app/tools/<slug>/meta.ts`. Plain data only:
// app/routes.ts reads every tool's metadata at build time through app/tools/registry.ts.
import type { InputRule } from "#app/tools/conversion/input-rules.ts";

export type ToolGroupId = "file-conversion" | "youtube" | "instagram" | "tiktok" | "twitter" | "seo" | "marketing";

export interface ToolMeta {
  /** The page's path is /tools/<slug>; the folder is app/tools/<slug>/. */
  slug: string;
  group: ToolGroupId;
  title: string;
  description: string;
  /** A simulated tool: it shows sample results and says so, it looks nothing up. */
  demo: boolean;
}

/** A file converter's metadata: what it takes and what it gives. */
export interface ConverterMeta extends ToolMeta {
  input: InputRule;
  output: {
    /** The MIME type of the converted file (of each page, for PDF to images). */
    mimeType: string;
  };
}
