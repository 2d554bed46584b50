// The metadata of a tool that works on PDFs (Merge PDF, Split PDF): a real tool of the
// "pdf" group with its input rule and its offer. Plain data, types only.
import type { InputRule } from "#app/tool-kit/conversion/input-rules.ts";
import type { ResultOffer, ToolMeta } from "#app/tool-kit/tool-definition.ts";

export interface PdfToolMeta extends ToolMeta {
  group: "pdf";
  demo: false;
  input: InputRule;
  offer: ResultOffer;
}
