import { useCallback, useEffect, useEffectEvent, useState } from "react";

interface Remote<T> {
  /** The data of the current key; null while it loads or when it failed. */
  data: T | null;
  error: string | null;
  loading: boolean;
  /** Changes the loaded data in place (after a save answered with the new row). */
  update: (change: (data: T) => T) => void;
}

/**
 * Loads `load()` whenever `key` changes, dropping answers to an older key. A 401 goes to
 * `onSignedOut` (back to the sign-in page); other failures become `error` with `failure`.
 */
export function useRemote<T>(
  key: string,
  load: () => Promise<T>,
  onSignedOut: (error: unknown) => boolean,
  failure: string,
): Remote<T> {
  const [state, setState] = useState<{ key: string; data: T | null; error: string | null } | null>(null);
  // The loader changes identity every render; the key alone says when to load again.
  const loadNow = useEffectEvent(load);

  useEffect(() => {
    let active = true;
    loadNow()
      .then((data) => {
        if (active) setState({ key, data, error: null });
      })
      .catch((error: unknown) => {
        if (!active || onSignedOut(error)) return;
        setState({ key, data: null, error: failure });
      });
    return () => {
      active = false;
    };
  }, [key, onSignedOut, failure]);

  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) => (current?.data != null ? { ...current, data: change(current.data) } : current)),
    [],
  );

  const current = state?.key === key ? state : null;
  return { data: current?.data ?? null, error: current?.error ?? null, loading: current === null, update };
}
