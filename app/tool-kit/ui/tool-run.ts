import { useEffect, useState } from "react";

// Finished tool runs: each one is noted for the visit (the lead it may become says which
// tools were used) and counted per tool and day on the server (app/lib/lead-source.ts,
// contracts/leads/lead-source.ts). The shared tool UIs call these, never the tools themselves.

/**
 * Notes one finished run of the tool `slug`: a conversion finished, a generation or
 * analysis done, a (simulated) check or download ready. The lead-source module is loaded
 * on demand, so it never joins a page's first-load JavaScript; a failure is ignored.
 */
export function recordRun(slug: string): void {
  void import("#app/lib/lead-source.ts").then((source) => source.recordToolRun(slug)).catch(() => undefined);
}

/** How long a live tool's input must stay unchanged before its analysis counts as a run. */
export const LIVE_RUN_SETTLE_MS = 1500;

/**
 * One run per page view for a tool that analyses as the visitor types: `record` is called
 * once, the first time a non-empty input has stayed the same for `settleMs`.
 * `update` takes each analysed input; `pause` drops a pending wait (the page goes away).
 */
export function onceSettled(record: () => void, settleMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let recorded = false;
  const pause = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    update(input: string) {
      pause();
      if (recorded || input.trim() === "") return;
      timer = setTimeout(() => {
        timer = undefined;
        recorded = true;
        record();
      }, settleMs);
    },
    pause,
  };
}

/** A live tool's run (`onceSettled`): pass the text its results were computed from. */
export function useSettledRun(slug: string, analysed: string, settleMs = LIVE_RUN_SETTLE_MS): void {
  const [runs] = useState(() => onceSettled(() => recordRun(slug), settleMs));
  useEffect(() => {
    runs.update(analysed);
    return runs.pause;
  }, [runs, analysed]);
}
