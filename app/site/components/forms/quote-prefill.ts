import { LIMITS, PLATFORM_OPTIONS } from "#contracts/leads/form-constants.ts";

// A tool's result offer links to /quote?tool=<slug>&from=<context>&platform=<option>…
// (quoteOfferHref in app/tool-kit/ui/tool-offer.tsx). The page is prerendered, so the quote
// form reads the link after hydration: the context ("the SEO audit of https://x.in (…)") goes
// into its own field, shown as "You came from …" and stored as the lead's toolContext; the
// visitor's goals stay theirs to write. Loaded on demand: only a /quote visit with a query needs it.

/** A tool slug as the lead records it (`offerTool`). */
const OFFER_TOOL_PATTERN = /^[a-z0-9-]{1,80}$/;
/** The context is a line; a longer one is cut to what the field stores. */
export const MAX_PREFILL_CONTEXT = LIMITS.toolContext;

type Platform = (typeof PLATFORM_OPTIONS)[number];

export interface QuotePrefill {
  /** The tool whose offer was followed; absent unless it looks like a tool slug. */
  tool?: string;
  /** Where the visitor comes from: which tool, what it found. */
  context?: string;
  /** Known platforms only, in the form's order, each once. */
  platforms: Platform[];
}

/** What the quote link asks to fill in, checked and capped: `search` is window.location.search. */
export function parseQuotePrefill(search: string): QuotePrefill {
  const params = new URLSearchParams(search);
  const prefill: QuotePrefill = { platforms: [] };
  const tool = params.get("tool");
  if (tool && OFFER_TOOL_PATTERN.test(tool)) prefill.tool = tool;
  // Characters, not UTF-16 units, so an emoji is never cut in half; one line.
  const context = Array.from(params.get("from")?.replace(/\s+/g, " ").trim() ?? "")
    .slice(0, MAX_PREFILL_CONTEXT)
    .join("")
    .trim();
  if (context) prefill.context = context;
  const asked = new Set(params.getAll("platform").slice(0, 2 * PLATFORM_OPTIONS.length));
  prefill.platforms = PLATFORM_OPTIONS.filter((platform) => asked.has(platform));
  return prefill;
}

/**
 * The fields to set from `prefill` given what the form holds: the context always (the visitor
 * does not type it), platforms only while none is ticked. What the visitor ticked stays.
 */
export function prefillChanges(
  prefill: QuotePrefill,
  current: { platforms: readonly string[] },
): { toolContext?: string; platforms?: Platform[] } {
  const changes: { toolContext?: string; platforms?: Platform[] } = {};
  if (prefill.context) changes.toolContext = prefill.context;
  if (prefill.platforms.length > 0 && current.platforms.length === 0) changes.platforms = prefill.platforms;
  return changes;
}

/**
 * Fills the quote form from its link: reads the boxes the form shows ticked now (before or
 * after hydration), sets the missing fields through `setField` and returns the offer's tool.
 */
export function applyQuotePrefill(
  form: HTMLFormElement,
  search: string,
  setField: (name: "toolContext" | "platforms", value: string | string[]) => void,
): string | undefined {
  const prefill = parseQuotePrefill(search);
  const ticked = form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="platforms"]:checked');
  const changes = prefillChanges(prefill, { platforms: [...ticked].map((box) => box.value) });
  if (changes.toolContext !== undefined) setField("toolContext", changes.toolContext);
  if (changes.platforms !== undefined) setField("platforms", changes.platforms);
  return prefill.tool;
}
