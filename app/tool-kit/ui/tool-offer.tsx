import { ButtonLink } from "#app/ui/button-link.tsx";

export interface QuoteOffer {
  /** The tool's slug: the lead records it as the offer that brought the visitor. */
  tool: string;
  /**
   * Where the visitor comes from, for "You came from …" on /quote and the lead's toolContext:
   * "the Word Counter", "the SEO audit of https://x.in (score 62/100; critical: Page title)".
   */
  context: string;
  /** Quote platforms that follow from the tool (values of PLATFORM_OPTIONS). */
  platforms?: readonly string[];
}

/** /quote with the form prefilled: `tool`, `from` (the context) and one `platform` per platform. */
export function quoteOfferHref({ tool, context, platforms = [] }: QuoteOffer): string {
  const params = new URLSearchParams({ tool, from: context });
  for (const platform of platforms) params.append("platform", platform);
  return `/quote?${params.toString()}`;
}

/**
 * The one short offer that ends a real tool's result panel: a sentence and a link to the
 * prefilled quote form.
 */
export function ToolOffer({ text, cta, ...offer }: QuoteOffer & { text: string; cta: string }) {
  return (
    <aside
      aria-label="Work with Crestline Digital"
      className="mt-6 flex flex-col gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium text-slate-800">{text}</p>
      <ButtonLink to={quoteOfferHref(offer)} variant="brand">
        {cta}
      </ButtonLink>
    </aside>
  );
}
