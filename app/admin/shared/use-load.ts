import { useEffect, useEffectEvent } from "react";

/**
 * Calls `load()` whenever `key` changes (never while it is null) and hands the answer to
 * `onAnswer`, or the failure to `onFailure`, unless a newer key has come meanwhile. The
 * callbacks may change every render; the key alone says when to load again.
 */
export function useLoad<T>(
  key: string | null,
  load: () => Promise<T>,
  onAnswer: (answer: T) => void,
  onFailure: (error: unknown) => void,
): void {
  const loadNow = useEffectEvent(load);
  const answered = useEffectEvent(onAnswer);
  const failed = useEffectEvent(onFailure);

  useEffect(() => {
    if (key === null) return;
    let active = true;
    loadNow()
      .then((answer) => {
        if (active) answered(answer);
      })
      .catch((error: unknown) => {
        if (active) failed(error);
      });
    return () => {
      active = false;
    };
  }, [key]);
}
