// Asking /api/health on a timer while a bench loads the server: how long the server keeps a
// plain request waiting is the measure of its event loop under that load.

/** The q-quantile of an ascending list (0 for an empty one). */
export const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);

/**
 * Asks /api/health every `everyMs` until the returned stop is called; stop waits for the probes
 * still out and gives each probe's time to its answer, ascending, and how many failed.
 */
export function probeHealth(baseUrl: string, everyMs: number) {
  const times: number[] = [];
  let failed = 0;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const started = performance.now();
    const probe = fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(60_000) })
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) failed++;
      })
      .catch(() => {
        failed++;
      })
      .finally(() => {
        times.push(performance.now() - started);
        pending.delete(probe);
      });
    pending.add(probe);
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return { sorted: [...times].sort((a, b) => a - b), failed };
  };
}
