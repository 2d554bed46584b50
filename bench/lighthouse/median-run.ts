/**
 * Several Lighthouse runs of one page as one row. A single run can land either side of a race
 * (when Chrome still asked for the favicon just after the load event, the simulation counted
 * that request if it started before the largest paint: an article measured 902 ms and 1057 ms
 * in two runs a minute apart; Total Blocking Time of a page that hydrates varies more), so
 * Lighthouse's docs advise the median of several runs (docs/variability.md).
 */

/** The middle value, or the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const high = sorted[Math.floor(sorted.length / 2)] as number;
  const low = sorted[Math.ceil(sorted.length / 2) - 1] as number;
  return (low + high) / 2;
}

export interface Run {
  scores: Record<string, number>;
  /** Audits that cost points on a category below its bar. */
  losses: string[];
  metrics: Record<string, number>;
}

/**
 * Each score and metric the median of the runs (rounded as the runs' own), what cost points
 * taken from the run whose Performance score is nearest the median, and the lowest and highest
 * LCP seen.
 */
export function medianRun<T extends Run>(runs: readonly T[]): T & { lcpRange: [number, number] } {
  const first = runs[0];
  if (!first) throw new Error("no runs to combine");
  // Scores are whole points; metrics keep one decimal (KB of JavaScript).
  const medians = (pick: (run: T) => Record<string, number>, scale: number) =>
    Object.fromEntries(
      Object.keys(pick(first)).map((key) => [
        key,
        Math.round(median(runs.map((run) => pick(run)[key] ?? 0)) * scale) / scale,
      ]),
    );
  const scores = medians((run) => run.scores, 1);
  const metrics = medians((run) => run.metrics, 10);
  const performance = scores.performance ?? 0;
  const typical = runs.reduce((best, run) =>
    Math.abs((run.scores.performance ?? 0) - performance) < Math.abs((best.scores.performance ?? 0) - performance)
      ? run
      : best,
  );
  const lcps = runs.map((run) => run.metrics.lcp ?? Number.NaN);
  return {
    ...typical,
    scores,
    metrics,
    lcpRange: [Math.min(...lcps), Math.max(...lcps)],
  };
}
