import type { HostileSites } from "../corpus/hostile-sites/site.ts";
import { probeHealth, quantile } from "./measure/health-probe.ts";
import { EventLoopWatch } from "#server/test-support/event-loop-watch.ts";

// Audits, crawls and link-previews every hostile-site entry through a running server while /api/health is
// asked every 50 ms and the event loop's delay is measured: the run of the hostile-sites test
// and of `npm run bench -- hostile`. The server runs in this process (the sites in another),
// so the event-loop figures are the server's.

/** An audit answers within: the page (10 s), robots.txt (3 s), the extras and checks (12 s), and a queue. */
export const AUDIT_DEADLINE_MS = 30_000;
/** A crawl answers within: its 30 s budget, the last page's reading, and a queue. */
export const CRAWL_DEADLINE_MS = 45_000;
/** A link preview answers within: the page (10 s), the share image (4 s), and a queue. */
export const PREVIEW_DEADLINE_MS = 20_000;
const DEADLINES = { audit: AUDIT_DEADLINE_MS, crawl: CRAWL_DEADLINE_MS, preview: PREVIEW_DEADLINE_MS };
const PATHS = { audit: "/api/seo-audit", crawl: "/api/seo-audit/crawl", preview: "/api/link-preview" };
const HEALTH_EVERY_MS = 50;

export interface Outcome {
  entry: string;
  kind: "audit" | "crawl" | "preview";
  /** HTTP status, or null when no answer came before the deadline (and a grace). */
  status: number | null;
  ms: number;
  /** The error sentence of a refusal. */
  message?: string;
  /** Answered before its deadline with 200, or with a refusal that says why (never 500). */
  answered: boolean;
}

export interface HostileReport {
  outcomes: Outcome[];
  health: { probes: number; p99Ms: number; worstMs: number; failed: number };
  eventLoopMaxMs: number;
  /**
   * The longest stretch of this thread's own CPU time between two ticks of a 10 ms timer: the
   * event loop held by our work alone, less the garbage collector's pauses (this process's heap
   * is the harness's as much as the server's: they are given apart, as gcMaxMs). Unlike the
   * delay, it does not grow while the process waits for a core on a busy machine.
   */
  heldCpuMaxMs: number;
  /** The longest garbage-collector pause of this process. */
  gcMaxMs: number;
  /** The longest stretches the event loop was held (over 40 ms), with what was in flight. */
  stalls: { ms: number; during: string[] }[];
}

/** Ticks at least this late are kept with the audits, crawls and previews then running. */
const STALL_MS = 40;

const inFlight = new Set<string>();

async function ask(baseUrl: string, entry: string, target: string, kind: Outcome["kind"]): Promise<Outcome> {
  const job = `${entry} ${kind}`;
  inFlight.add(job);
  try {
    return await askOnce(baseUrl, entry, target, kind);
  } finally {
    inFlight.delete(job);
  }
}

async function askOnce(baseUrl: string, entry: string, target: string, kind: Outcome["kind"]): Promise<Outcome> {
  const deadline = DEADLINES[kind];
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${PATHS[kind]}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: target }),
      signal: AbortSignal.timeout(deadline + 10_000),
    });
    const body = (await response.json()) as { error?: unknown };
    const ms = performance.now() - started;
    const message = typeof body.error === "string" ? body.error : undefined;
    const said = response.status === 200 || (response.status !== 500 && (message ?? "").length > 10);
    return {
      entry,
      kind,
      status: response.status,
      ms,
      ...(message ? { message } : {}),
      answered: said && ms <= deadline,
    };
  } catch {
    return { entry, kind, status: null, ms: performance.now() - started, answered: false };
  }
}

/** Asks /api/health every 50 ms until stopped: the probes, their p99 and worst time, and the failures. */
function probeHealthSummary(baseUrl: string) {
  const stop = probeHealth(baseUrl, HEALTH_EVERY_MS);
  return async () => {
    const { sorted, failed } = await stop();
    return { probes: sorted.length, p99Ms: quantile(sorted, 0.99), worstMs: sorted.at(-1) ?? 0, failed };
  };
}

/**
 * A freshly started process loads and compiles code on first use (the fetch client's parser,
 * the server's routes and date formats): tens of ms that no hostile entry causes and a
 * running server has long paid. One health probe and one refused audit pay them before the
 * measures start.
 */
async function warmUp(baseUrl: string): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await (await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) })).arrayBuffer();
    const refused = await fetch(`${baseUrl}/api/seo-audit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "ftp://example.com/" }),
      signal: AbortSignal.timeout(10_000),
    });
    await refused.arrayBuffer();
  }
}

/**
 * Audits, crawls and previews each entry `repetitions` times, `parallel` requests at a time
 * (within the server's caps: 4 audits, 2 crawls, 4 previews), while measuring health and the event loop.
 */
export async function runHostile(
  baseUrl: string,
  sites: HostileSites,
  { repetitions = 1, parallel = 2 }: { repetitions?: number; parallel?: number } = {},
): Promise<HostileReport> {
  const jobs: (() => Promise<Outcome>)[] = [];
  for (let r = 0; r < repetitions; r++) {
    for (const { name, url } of sites.sites) {
      jobs.push(() => ask(baseUrl, name, url, "audit"));
      jobs.push(() => ask(baseUrl, name, url, "crawl"));
      jobs.push(() => ask(baseUrl, name, url, "preview"));
    }
  }
  await warmUp(baseUrl);
  const loop = new EventLoopWatch({ inFlight: () => [...inFlight], stallMs: STALL_MS });
  loop.start();
  const stopHealth = probeHealthSummary(baseUrl);
  const outcomes: Outcome[] = [];
  const lane = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) outcomes.push(await job());
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  const health = await stopHealth();
  loop.stop();
  const stalls = loop.stalls
    .filter((stall) => stall.wallMs >= STALL_MS)
    .map((stall) => ({ ms: stall.wallMs, during: stall.during }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  return {
    outcomes,
    health,
    eventLoopMaxMs: loop.maxMs,
    heldCpuMaxMs: loop.heldBesidesGcMs,
    gcMaxMs: loop.gcMaxMs,
    stalls,
  };
}

/** The run as a table a person reads: one row per entry, then the figures against the bars. */
export function formatReport(report: HostileReport): string {
  const rows = report.outcomes.map(
    (o) =>
      `${o.entry.padEnd(22)} ${o.kind.padEnd(7)} ${String(o.status ?? "none").padEnd(5)} ${(o.ms / 1000).toFixed(1).padStart(5)} s  ${o.answered ? "ok " : "NO "} ${o.message ?? ""}`,
  );
  const inTime = report.outcomes.filter((o) => o.answered).length;
  return [
    ...rows,
    "",
    `hostile entries tried        ${new Set(report.outcomes.map((o) => o.entry)).size} (${report.outcomes.length} audits, crawls and previews)`,
    `answered in time             ${inTime} / ${report.outcomes.length}`,
    `health probes                ${report.health.probes} (${report.health.failed} failed)`,
    `health p99                   ${report.health.p99Ms.toFixed(1)} ms (bar 50)`,
    `health worst                 ${report.health.worstMs.toFixed(1)} ms (bar 250)`,
    `event-loop delay max         ${report.eventLoopMaxMs.toFixed(1)} ms (bar 100)`,
    `event loop held (CPU) max    ${report.heldCpuMaxMs.toFixed(1)} ms (bar 100; GC pauses apart)`,
    `longest GC pause             ${report.gcMaxMs.toFixed(1)} ms`,
    ...report.stalls.map(
      (stall) => `  held ${stall.ms.toFixed(0).padStart(4)} ms during ${stall.during.join(", ") || "(nothing)"}`,
    ),
  ].join("\n");
}

/** Whether the run meets the bars. */
export function meetsBars(report: HostileReport): boolean {
  return (
    report.outcomes.every((o) => o.answered) &&
    report.health.failed === 0 &&
    report.health.p99Ms <= 50 &&
    report.health.worstMs <= 250 &&
    report.eventLoopMaxMs <= 100 &&
    report.heldCpuMaxMs <= 100
  );
}
