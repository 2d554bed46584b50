import { PLATFORM_OPTIONS } from "#contracts/leads/form-constants.ts";

// A tool's result offer links to /quote?tool=<slug>&goals=<one line>&platform=<option>…
// (quoteOfferHref in app/tool-kit/ui/tool-offer.tsx). The page is prerendered, so the quote
// form reads the link after hydration and fills in what the visitor has not typed yet.
// Loaded on demand by the form: only a /quote visit with a query string needs it.

/** A tool slug as the lead records it (`offerTool`). */
const OFFER_TOOL_PATTERN = /^[a-z0-9-]{1,80}$/;
/** An offer's goals are a line or two; a longer value is cut (well under the field's own limit). */
export const MAX_PREFILL_GOALS = 1000;

type Platform = (typeof PLATFORM_OPTIONS)[number];

export interface QuotePrefill {
  /** The tool whose offer was followed; absent unless it looks like a tool slug. */
  tool?: string;
  goals?: string;
  /** Known platforms only, in the form's order, each once. */
  platforms: Platform[];
}

/** What the quote link asks to fill in, checked and capped: `search` is window.location.search. */
export function parseQuotePrefill(search: string): QuotePrefill {
  const params = new URLSearchParams(search);
  const prefill: QuotePrefill = { platforms: [] };
  const tool = params.get("tool");
  if (tool && OFFER_TOOL_PATTERN.test(tool)) prefill.tool = tool;
  // Characters, not UTF-16 units, so an emoji is never cut in half.
  const goals = Array.from(params.get("goals")?.trim() ?? "")
    .slice(0, MAX_PREFILL_GOALS)
    .join("")
    .trim();
  if (goals) prefill.goals = goals;
  const asked = new Set(params.getAll("platform").slice(0, 2 * PLATFORM_OPTIONS.length));
  prefill.platforms = PLATFORM_OPTIONS.filter((platform) => asked.has(platform));
  return prefill;
}

/**
 * The fields to set from `prefill` given what the form holds: goals only while the goals
 * box is empty, platforms only while none is ticked. Whatever the visitor typed or ticked
 * stays as it is.
 */
export function prefillChanges(
  prefill: QuotePrefill,
  current: { goals: string; platforms: readonly string[] },
): { goals?: string; platforms?: Platform[] } {
  const changes: { goals?: string; platforms?: Platform[] } = {};
  if (prefill.goals && current.goals.trim() === "") changes.goals = prefill.goals;
  if (prefill.platforms.length > 0 && current.platforms.length === 0) changes.platforms = prefill.platforms;
  return changes;
}

/**
 * Fills the quote form from its link: reads what the form shows now (typed before or after
 * hydration), sets the missing fields through `setField` and returns the offer's tool.
 */
export function applyQuotePrefill(
  form: HTMLFormElement,
  search: string,
  setField: (name: "goals" | "platforms", value: string | string[]) => void,
): string | undefined {
  const prefill = parseQuotePrefill(search);
  const goals = form.elements.namedItem("goals");
  const ticked = form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="platforms"]:checked');
  const changes = prefillChanges(prefill, {
    goals: goals instanceof HTMLTextAreaElement ? goals.value : "",
    platforms: [...ticked].map((box) => box.value),
  });
  if (changes.goals !== undefined) setField("goals", changes.goals);
  if (changes.platforms !== undefined) setField("platforms", changes.platforms);
  return prefill.tool;
}
