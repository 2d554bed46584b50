import { ConversionError } from "#app/tool-kit/conversion/conversion-error.ts";

/**
 * A cap on the work of reading content streams: a hostile PDF (millions of operators, a
 * form drawn by forms drawn by forms) would otherwise keep the worker busy for hours.
 * Once spent, the scan stops and the images it did not reach are sized to their page,
 * which never makes them softer than they should be (a best-effort output, not an error).
 * Decoded bytes are capped too, per stream and in all: a few kilobytes of Flate can expand
 * to gigabytes (a "zip bomb"), which no real document holds; such a file is refused.
 */
export interface ScanLimits {
  /** Tokens (operators and operands) read over all pages and forms. */
  tokens: number;
  /** Milliseconds of scanning. */
  ms: number;
  /** Bytes one stream may decode to (page content, form, font, image). */
  streamBytes?: number;
  /** Bytes all the streams we decode may come to together. */
  decodedBytes?: number;
}

const MB = 1024 * 1024;

/**
 * Far above any real document (a dense 500-page report reads a few million tokens in seconds;
 * the largest image we read, 60 megapixels in RGB, decodes to 180 MB).
 */
export const SCAN_LIMITS = { tokens: 20_000_000, ms: 20_000, streamBytes: 256 * MB, decodedBytes: 2048 * MB };

export const EXPANDS_TOO_FAR_MESSAGE =
  "This PDF holds data that expands to far more than any real document when opened, so it was not compressed. It may be damaged or made to harm.";

/** Thrown when a decoded stream would pass a cap: the file is refused, with the message above. */
export function expandsTooFar(): ConversionError {
  return new ConversionError("unsupported", EXPANDS_TOO_FAR_MESSAGE);
}

export class ScanBudget {
  exhausted = false;
  private spent = 0;
  private decoded = 0;
  private readonly deadline: number;
  /** Bytes one stream may decode to. */
  readonly streamBytes: number;

  constructor(
    private readonly limits: ScanLimits = SCAN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.deadline = now() + limits.ms;
    this.streamBytes = limits.streamBytes ?? SCAN_LIMITS.streamBytes;
  }

  /** Counts `bytes` decoded; throws the refusal once all streams together pass the cap. */
  spendDecoded(bytes: number): void {
    this.decoded += bytes;
    if (this.decoded > (this.limits.decodedBytes ?? SCAN_LIMITS.decodedBytes)) throw expandsTooFar();
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
