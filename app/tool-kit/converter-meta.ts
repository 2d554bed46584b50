// Every converter is "<From> to <To> Converter" at /tools/<from>-to-<to>, a real tool in the
// file-conversion group whose result offer links with "Talk to us"; its output type follows
// from its target format. So a converter's meta.ts names its two formats and what is its own.
// Plain data, no imports beyond types: the tool registry reads it at build time.
import type { InputRule } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta, ResultOffer } from "#app/tool-kit/tool-definition.ts";

/** The MIME type of each target format (of each page, for PDF to images). */
const OUTPUT_TYPES = {
  PDF: "application/pdf",
  PNG: "image/png",
  JPG: "image/jpeg",
  JPEG: "image/jpeg",
  MP3: "audio/mpeg",
} as const;

interface ConverterFacts {
  description: string;
  input: InputRule;
  offer: Omit<ResultOffer, "cta">;
}

/** The metadata of the converter from `from` to `to`. */
export function converterMeta<const From extends string, const To extends keyof typeof OUTPUT_TYPES>(
  from: From,
  to: To,
  { description, input, offer }: ConverterFacts,
): ConverterMeta & { slug: Lowercase<`${From}-to-${To}`>; offer: ResultOffer } {
  return {
    slug: `${from}-to-${to}`.toLowerCase() as Lowercase<`${From}-to-${To}`>,
    group: "file-conversion",
    title: `${from} to ${to} Converter`,
    description,
    demo: false,
    from,
    to,
    input,
    output: { mimeType: OUTPUT_TYPES[to] },
    offer: { ...offer, cta: "Talk to us" },
  };
}
