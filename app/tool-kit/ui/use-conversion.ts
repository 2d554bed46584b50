import { useCallback, useEffect, useRef, useState } from "react";
import { GENERIC_FAILURE_MESSAGE } from "#app/tool-kit/conversion/run-in-worker.ts";
import { isConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { recordRun } from "#app/tool-kit/ui/tool-run.ts";

export type ConversionStatus = "idle" | "converting" | "done";

export interface ConversionRun {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/**
 * The file tools' states: idle → converting → done, with real progress,
 * a user-facing error, and cancellation when the visitor resets or leaves the page.
 * A result or error of a run that was cancelled is ignored. Each finished conversion is
 * recorded as a run of the tool `slug`.
 */
export function useConversion<R>(slug: string) {
  const [status, setStatus] = useState<ConversionStatus>("idle");
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (run: (options: ConversionRun) => Promise<R>): Promise<boolean> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setStatus("converting");
      setProgress(0);
      setResult(null);
      setError(null);
      try {
        const output = await run({
          signal: current.signal,
          onProgress: (fraction) => {
            if (!current.signal.aborted) setProgress(fraction);
          },
        });
        if (current.signal.aborted) return false;
        setProgress(1);
        setResult(output);
        setStatus("done");
        recordRun(slug);
        return true;
      } catch (caught) {
        if (current.signal.aborted) return false;
        setError(isConversionError(caught) ? caught.message : GENERIC_FAILURE_MESSAGE);
        setStatus("idle");
        return false;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [slug],
  );

  /** Cancels a running conversion and forgets the result and the error. */
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setStatus("idle");
    setProgress(0);
    setResult(null);
    setError(null);
  }, []);

  return { status, progress, result, error, setError, start, reset, converting: status === "converting" };
}
