import { useCallback, useEffect, useRef, useState } from "react";
import { recordRun } from "#app/tool-kit/ui/tool-run.ts";

export type DelayedTaskStatus = "idle" | "working" | "done";

/**
 * The simulated tools' "generating / checking / processing" states: run() shows the working state
 * for `delayMs`, then computes and shows the result. Running again replaces the result;
 * leaving the page cancels a pending run. Each run that shows its result is recorded as a
 * run of the tool `slug`.
 */
export function useDelayedTask<T>(delayMs: number, slug: string) {
  const [status, setStatus] = useState<DelayedTaskStatus>("idle");
  const [result, setResult] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    (produce: () => T) => {
      clearTimeout(timer.current);
      setStatus("working");
      timer.current = setTimeout(() => {
        setResult(produce());
        setStatus("done");
        recordRun(slug);
      }, delayMs);
    },
    [delayMs, slug],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setStatus("idle");
    setResult(null);
  }, []);

  return { status, result, working: status === "working", run, reset };
}
