import { useCallback, useState } from "react";
import { useLoad } from "./use-load.ts";

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

  useLoad(
    key,
    load,
    (data) => setState({ key, data, error: null }),
    (error) => {
      if (!onSignedOut(error)) setState({ key, data: null, error: failure });
    },
  );

  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) => (current?.data != null ? { ...current, data: change(current.data) } : current)),
    [],
  );

  const current = state?.key === key ? state : null;
  return { data: current?.data ?? null, error: current?.error ?? null, loading: current === null, update };
}
