/**
 * Runs `work` and records how long it took as a User Timing measure named `name`
 * (visible in the browser's performance panel; the text tools benchmark reads it).
 * Only the latest measure of each name is kept, so live tools do not pile them up.
 */
export function measured<T>(name: string, work: () => T): T {
  if (typeof performance === "undefined" || typeof performance.measure !== "function") return work();
  const start = performance.now();
  const result = work();
  try {
    performance.clearMeasures(name);
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // Timing is a diagnostic only; never let it break the tool.
  }
  return result;
}
