// The clock and the spread of leads that the lead-desk and sources benches share: their
// leads are created evenly over SPAN_DAYS days up to a fixed NOW, so both measure the same
// calendar.

export const NOW = new Date("2026-11-22T10:00:00.000Z");
export const DAY_MS = 86_400_000;
export const SPAN_DAYS = 400;

/** When lead `i` of `count` was created: evenly spread over SPAN_DAYS days up to NOW. */
export function spreadCreatedAt(i: number, count: number): string {
  const span = SPAN_DAYS * DAY_MS;
  return new Date(NOW.getTime() - span + Math.floor(i * (span / count))).toISOString();
}
