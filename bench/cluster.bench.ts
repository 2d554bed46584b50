import fs from "node:fs";
import path from "node:path";
import { postgresAvailable } from "#server/platform/db/test-support/postgres-cluster.ts";
import {
  checkChangesAcross,
  checkContentAcross,
  checkSessionAcross,
  checkSharedLimit,
  rollingRestart,
  startInstances,
  streamSubmissions,
} from "#server/test-support/instances.ts";

// Several instances: two real server processes on one PostgreSQL database (fsync on)
// behind a round-robin proxy on 127.0.0.1. A steady stream of submissions runs while each
// instance in turn is stopped with SIGTERM and started again (a rolling restart). Bars:
// 0 requests lost, 0 5xx, every 201 stored; then a session signed in on one instance
// works on the other, a change made on one is read on the other at once, and an article
// published, edited and unpublished on one is on the other's pages within 1.5 s (its version
// check runs every 500 ms). Needs the built site (`npm run build`).
//
//   npm run bench -- cluster

/** Bounded: 8 loops with a 2 ms pause, 30,000 requests or 2 minutes at most. */
const STREAM = { workers: 8, pauseMs: 2, maxRequests: 30_000, limitMs: 120_000 };
/** Traffic before, between and after the restarts. */
const SETTLE_MS = 2_000;

export default async function run() {
  if (!postgresAvailable()) {
    console.log("PostgreSQL binaries not found: the cluster bench is skipped.");
    return;
  }
  const siteDir = path.resolve(import.meta.dirname, "../build/client");
  if (!fs.existsSync(path.join(siteDir, "..", "server", "index.js")))
    throw new Error("Build the site first: npm run build");
  const instances = await startInstances({ durable: true, siteDir });
  try {
    const before = await instances.countSubmissions();
    const started = performance.now();
    const restarting = rollingRestart(instances, SETTLE_MS);
    const stream = await streamSubmissions(instances.proxy.port, restarting, STREAM);
    const seconds = (performance.now() - started) / 1000;
    const restarts = await restarting;
    const stored = (await instances.countSubmissions()) - before;
    const [first, second] = instances.servers.map((server) => server.port) as [number, number];
    // One after the other: the change check stores a lead, which the session check counts.
    /** "ok", or why the check failed. */
    const outcome = (check: Promise<void>) =>
      check.then(
        () => "ok",
        (error: unknown) => String(error),
      );
    const session = await outcome(checkSessionAcross(first, second, before + stored));
    const changes = await outcome(checkChangesAcross(first, second));
    const limit = await outcome(checkSharedLimit(first, second));
    let contentMs = 0;
    const content = await outcome(checkContentAcross(first, second).then((ms) => void (contentMs = ms)));

    const { answered, retried } = instances.proxy;
    console.log(
      `\nTwo instances on one PostgreSQL database behind a round-robin proxy; ${STREAM.workers} senders, rolling restart (SIGTERM, start again) of each, ${seconds.toFixed(1)} s`,
    );
    console.log(
      "| requests sent | answered by instance 1 | answered by instance 2 | restarts survived | requests lost | 5xx | 201 answers | rows stored | retried by the proxy (refused / reset) |",
    );
    console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    console.log(
      `| ${stream.sent} | ${answered[0]} | ${answered[1]} | ${restarts} | ${stream.lost} | ${stream.serverErrors} | ${stream.created} | ${stored} | ${retried.refused} / ${retried.reset} |`,
    );
    console.log(`\nSession signed in on instance 1, used on instance 2: ${session}`);
    console.log(`Change made on one instance, read on the other at once: ${changes}`);
    console.log(`Audit limit (10 a minute) reached across both instances, 429 with Retry-After on each: ${limit}`);
    console.log(
      `Article published, edited and unpublished on one instance, on the other's pages: ${content}${content === "ok" ? ` (slowest ${Math.round(contentMs)} ms)` : ""}`,
    );

    const misses: string[] = [];
    if (stream.lost > 0) misses.push(`${stream.lost} requests lost`);
    if (stream.serverErrors > 0) misses.push(`${stream.serverErrors} answers with a 5xx`);
    if (Object.keys(stream.other).length > 0) misses.push(`unexpected answers ${JSON.stringify(stream.other)}`);
    if (stored !== stream.created) misses.push(`${stream.created} answered 201 but ${stored} rows are stored`);
    for (const result of [session, changes, limit, content]) if (result !== "ok") misses.push(result);
    if (misses.length > 0) throw new Error(misses.join("; "));
  } finally {
    await instances.stop();
  }
}
