/**
 * A cap on the work of reading content streams: a hostile PDF (millions of operators, a
 * form drawn by forms drawn by forms) would otherwise keep the worker busy for hours.
 * Once spent, the scan stops and the images it did not reach are sized to their page,
 * which never makes them softer than they should be (a best-effort output, not an error).
 */
export interface ScanLimits {
  /** Tokens (operators and operands) read over all pages and forms. */
  tokens: number;
  /** Milliseconds of scanning. */
  ms: number;
}

/** Far above any real document (a dense 500-page report reads a few million tokens in seconds). */
export const SCAN_LIMITS: ScanLimits = { tokens: 20_000_000, ms: 20_000 };

export class ScanBudget {
  exhausted = false;
  private spent = 0;
  private readonly deadline: number;

  constructor(
    private readonly limits: ScanLimits = SCAN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.deadline = now() + limits.ms;
  }

  /** Counts one token; false once the budget is spent (the clock is read every 4096 tokens). */
  spend(): boolean {
    if (this.exhausted) return false;
    this.spent++;
    if (this.spent > this.limits.tokens || ((this.spent & 0xfff) === 0 && this.now() > this.deadline))
      this.exhausted = true;
    return !this.exhausted;
  }
}
