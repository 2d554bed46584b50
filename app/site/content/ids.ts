/**
 * Parses the {id} of /blog/{id} and /case-studies/{id}: only a canonical
 * positive integer ("1", "12") is an id; "01", "1.0", "1e0", " 1" or "" are
 * not, so each article has exactly one URL.
 */
export function parseContentId(param: string | undefined): number | undefined {
  if (param === undefined || !/^[1-9]\d{0,8}$/.test(param)) return undefined;
  return Number(param);
}
