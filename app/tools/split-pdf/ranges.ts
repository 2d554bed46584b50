/**
 * The page ranges a visitor types for Split PDF, "1-3, 5, 8-": read strictly, so a typo
 * is shown, never guessed at. A range is "N", "N-M" or "N-" (to the last page), pages
 * counted from 1; ranges are kept in the order typed.
 */

export interface PageRange {
  /** First and last page, 1-based, inclusive. */
  from: number;
  to: number;
}

export type RangesResult = { ok: true; ranges: PageRange[] } | { ok: false; message: string };

export const RANGES_EXAMPLE = "1-3, 5, 8-";
const EMPTY_MESSAGE = `Type the pages to keep, for example ${RANGES_EXAMPLE}`;

const RANGE = /^(\d{1,6})(?:\s*(-)\s*(\d{1,6})?)?$/;

function pagesWord(count: number): string {
  return count === 1 ? "1 page" : `${count} pages`;
}

export function parsePageRanges(text: string, pageCount: number): RangesResult {
  const parts = text.split(",").map((part) => part.trim());
  if (parts.every((part) => part === "")) return { ok: false, message: EMPTY_MESSAGE };
  const ranges: PageRange[] = [];
  for (const part of parts) {
    if (part === "") return { ok: false, message: `There is an empty place between two commas. ${EMPTY_MESSAGE}` };
    const match = RANGE.exec(part);
    if (!match) return { ok: false, message: `“${part}” is not a page or a range. Use numbers like ${RANGES_EXAMPLE}` };
    const from = Number(match[1]);
    const to = match[2] ? (match[3] ? Number(match[3]) : pageCount) : from;
    if (from < 1 || to < 1) return { ok: false, message: "Pages are counted from 1." };
    if (from > to) return { ok: false, message: `“${part}” runs backwards; write it as ${to}-${from}.` };
    const beyond = Math.max(from, to);
    if (beyond > pageCount)
      return { ok: false, message: `Page ${beyond} does not exist: this PDF has ${pagesWord(pageCount)}.` };
    ranges.push({ from, to });
  }
  return { ok: true, ranges };
}

/** "1-3" or "5": a range as it is named in messages and file names. */
export function rangeLabel({ from, to }: PageRange): string {
  return from === to ? String(from) : `${from}-${to}`;
}

/** The ranges typed back for a set of chosen pages: [1, 2, 3, 5] → "1-3, 5". */
export function formatPageSet(pages: Iterable<number>): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const ranges: PageRange[] = [];
  for (const page of sorted) {
    const last = ranges.at(-1);
    if (last && page === last.to + 1) last.to = page;
    else ranges.push({ from: page, to: page });
  }
  return ranges.map(rangeLabel).join(", ");
}

/** Every page number the ranges hold, each once. */
export function pagesOf(ranges: readonly PageRange[]): Set<number> {
  const pages = new Set<number>();
  for (const { from, to } of ranges) for (let page = from; page <= to; page++) pages.add(page);
  return pages;
}

/** Consecutive runs of `size` pages: every page (size 1) or every N pages. */
export function chunkRanges(pageCount: number, size: number): PageRange[] {
  const step = Math.max(1, Math.floor(size));
  const ranges: PageRange[] = [];
  for (let from = 1; from <= pageCount; from += step) ranges.push({ from, to: Math.min(pageCount, from + step - 1) });
  return ranges;
}
