import { useState } from "react";

/** A failure's message as the admin shows it; `fallback`, when given, stands in for a failure without one. */
export function errorText(caught: unknown, fallback?: string): string {
  if (fallback !== undefined) return caught instanceof Error && caught.message ? caught.message : fallback;
  return caught instanceof Error ? caught.message : String(caught);
}

/**
 * One action at a time, with its busy flag and its failure message: a call while one runs is
 * dropped; a 401 goes to `onSignedOut` (back to the sign-in page); `claim` may keep a failure
 * for itself (a message that belongs beside a field) before it becomes `error`.
 */
export function useBusy(onSignedOut: (error: unknown) => boolean, fallback?: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(work: () => Promise<void>, claim?: (caught: unknown) => boolean) {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      if (!onSignedOut(caught) && !claim?.(caught)) setError(errorText(caught, fallback));
    } finally {
      setPending(false);
    }
  }

  return { pending, error, setError, run };
}
