import { useCallback, useRef } from "react";

/**
 * A tool's result box that scrolls into view when a result is ready: on a phone the
 * result often appears below the fold, under the form that made it. The scroll is
 * instant when the visitor asked for reduced motion.
 */
export function useRevealResult<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const reveal = useCallback(() => {
    requestAnimationFrame(() => {
      const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
      ref.current?.scrollIntoView?.({ behavior: reduced ? "auto" : "smooth", block: "start" });
    });
  }, []);
  return { ref, reveal };
}
