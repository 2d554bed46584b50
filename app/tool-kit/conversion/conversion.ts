import { ABORTED_MESSAGE, ConversionError } from "#app/tool-kit/conversion/conversion-error.ts";

/** Options every converter takes. */
export interface ConvertOptions {
  /** Called with a fraction in [0, 1] that never decreases; 1 when done. */
  onProgress?: (fraction: number) => void;
  /** Aborting rejects the conversion with a ConversionError of code "aborted". */
  signal?: AbortSignal;
}

export type BinaryInput = ArrayBuffer | Uint8Array;

/** A view of the input bytes without copying. */
export function toBytes(input: BinaryInput): Uint8Array {
  return input instanceof Uint8Array ? input : new Uint8Array(input);
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ConversionError("aborted", ABORTED_MESSAGE);
}

/**
 * A progress reporter for one phase of a conversion: maps the phase's own 0..1
 * onto [from, to] of the whole, clamps, and never goes backwards.
 */
export function progressReporter(
  onProgress: ((fraction: number) => void) | undefined,
): (fraction: number, from?: number, to?: number) => void {
  let last = 0;
  return (fraction, from = 0, to = 1) => {
    if (!onProgress) return;
    const value = from + (to - from) * Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
    if (value < last) return;
    last = value;
    onProgress(value);
  };
}

/**
 * Rejects with a ConversionError when `promise` has not settled after `ms`, or
 * when `signal` aborts. The underlying work is not stopped (run it in a worker
 * to be able to terminate it).
 */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  timeoutMessage: string,
  signal?: AbortSignal,
): Promise<T> {
  throwIfAborted(signal);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      cleanup();
      reject(new ConversionError("aborted", ABORTED_MESSAGE));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new ConversionError("timeout", timeoutMessage));
    }, ms);
    const cleanup = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        cleanup();
        resolve(value);
      },
      (error: unknown) => {
        cleanup();
        reject(error);
      },
    );
  });
}

/** Lets the event loop breathe (progress events, abort) between chunks of synchronous work. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
