import type { CareerOpening } from "#contracts/content/schema.ts";

/** The query name of an Apply button sent before the page's script runs: /careers?opening=<id>. */
export const OPENING_PARAM = "opening";

/**
 * Where an opening's Apply button is sent without script (a GET form, its button carrying
 * `opening=<id>`): /careers?opening=<id>, the page with that opening's dialog open.
 */
export const APPLY_FORM_ACTION = "/careers";

/**
 * What the URL's `?opening=` asks for: undefined without one (the plain page), else the
 * opening it names, or null (the general application) for a name that is no opening.
 */
export function chosenOpening<T extends Pick<CareerOpening, "id">>(
  search: string,
  openings: readonly T[],
): T | null | undefined {
  const wanted = new URLSearchParams(search).get(OPENING_PARAM);
  if (wanted === null) return undefined;
  return openings.find((opening) => opening.id === wanted) ?? null;
}
