/**
 * CPU slow-down calibrated to the host, as Lighthouse's docs advise for slow hosts
 * (docs/throttling.md, "Calibrating the CPU slowdown"): the default 4× assumes a fast desktop
 * (BenchmarkIndex ≈ 1500); on a shared 2-core machine the index is often 250–500, and 4× on
 * top of it emulates a phone several times slower than Lighthouse's target device.
 */
import { chromium } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/** Lighthouse's default mobile slow-down, used as the ceiling. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The multiplier for a host's BenchmarkIndex, by the anchor points of Lighthouse's CPU
 * throttling calculator (lighthouse-cpu-throttling-calculator.vercel.app, linked from
 * throttling.md): 150 → 1×, 800 → 2×, 1300 → 3×, then +1× per 233 points (1533 → 4×).
 * Rounded to 0.1, never below 1× (a host slower than the target device) nor above 4×.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  let multiplier: number;
  if (benchmarkIndex < 800) multiplier = 1 + (benchmarkIndex - 150) / 650;
  else if (benchmarkIndex < 1300) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 3 + (benchmarkIndex - 1300) / 233;
  return Math.min(DEFAULT_CPU_SLOWDOWN, Math.round(multiplier * 10) / 10);
}

/**
 * Lighthouse's own BenchmarkIndex, run in a blank tab of the Chromium listening on `port` just
 * before the page is audited (the host's load changes from minute to minute).
 */
export async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    await page.close();
    return Number(index);
  } finally {
    await browser.close();
  }
}
