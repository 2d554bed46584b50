import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import {
  countSubmissionRows,
  createTestDatabase,
  freePort,
  postgresAvailable,
  startPostgresCluster,
} from "#server/platform/db/test-support/postgres-cluster.ts";
import { type ServerProcess, startServerProcess } from "#server/test-support/server-process.ts";
import { processCpu } from "./measure/process-cpu.ts";

// Load: POST /api/submissions under 50 connections,
// 20,000 requests from 127.0.0.1, against the real server process (validation, database
// commit before the 201, one log line per request), next to a bare Fastify route measured
// in the same run, in alternating rounds. Bars (median round): throughput ≥ 50 % of the
// bare route on SQLite, ≥ 40 % on PostgreSQL (fsync on, a throwaway local cluster); p99
// ≤ 25 ms on both; 0 errors, and as many stored rows as 201 answers.
//
//   npm run bench -- load

const CONNECTIONS = 50;
const REQUESTS = 20_000;
const WARM_UP = 2_000;
const ROUNDS = 3;
/** No run may take longer than this, whatever the machine does. */
const RUN_LIMIT_MS = 120_000;
const BARS = {
  SQLite: { ratio: 0.5, p99Ms: 25 },
  PostgreSQL: { ratio: 0.4, p99Ms: 25 },
};

const body = JSON.stringify({
  type: "contact",
  data: {
    fullName: "Load Test",
    contactNumber: "+91 98765 43210",
    email: "load@example.com",
    website: "https://example.com",
    message: "We would like to grow our online sales with Google Ads and SEO this quarter.",
  },
});

interface Measured {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  /** CPU time per request, µs: the server process, PostgreSQL (all its processes), this process (autocannon). */
  cpu: { server: number; postgres: number | null; loadGenerator: number } | null;
}

/** The processes whose CPU time a run is charged for. */
interface Processes {
  server: number;
  /** The postmaster, whose children are PostgreSQL's processes. */
  postgres?: number;
}

/**
 * One autocannon run, timed here from the start to the last response: autocannon notices
 * the end on its one-second ticker, so its own duration moves in whole seconds.
 */
function fire(url: string, amount: number): Promise<autocannon.Result & { seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lastResponse = started;
    const instance = autocannon(
      {
        url,
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        connections: CONNECTIONS,
        amount,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, seconds: (lastResponse - started) / 1000 })),
    );
    instance.on("response", () => (lastResponse = performance.now()));
    const guard = setTimeout(() => instance.stop(), RUN_LIMIT_MS);
    instance.on("done", () => clearTimeout(guard));
  });
}

/**
 * A warm-up run (JIT, caches, connection pools) unless told not to, then the measured run. Counts the 201s of both.
 * The CPU time per request is read from /proc: when others share the machine it still
 * tells where each request's cost goes (it grows with contention, less than throughput falls).
 */
async function measure(
  label: string,
  url: string,
  processes: Processes,
  warmUp = true,
): Promise<{ measured: Measured; created: number }> {
  const warm = warmUp ? await fire(url, WARM_UP) : null;
  const before = { server: processCpu(processes.server), postgres: processCpu(processes.postgres, true) };
  const ownBefore = process.cpuUsage();
  const result = await fire(url, REQUESTS);
  const own = process.cpuUsage(ownBefore);
  const after = { server: processCpu(processes.server), postgres: processCpu(processes.postgres, true) };
  const answered = result["2xx"] + result.non2xx;
  const perRequest = (seconds: number) => (seconds * 1e6) / answered;
  const created = (warm?.statusCodeStats?.["201"]?.count ?? 0) + (result.statusCodeStats?.["201"]?.count ?? 0);
  return {
    created,
    measured: {
      label,
      requestsPerSecond: answered / result.seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result["2xx"],
      failed: result.errors + result.timeouts + result.non2xx,
      cpu:
        before.server === null || after.server === null
          ? null
          : {
              server: perRequest(after.server - before.server),
              postgres:
                before.postgres === null || after.postgres === null
                  ? null
                  : perRequest(after.postgres - before.postgres),
              loadGenerator: (own.user + own.system) / answered,
            },
    },
  };
}

async function startBare(): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "bare-fastify-server.ts")], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, port };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the bare Fastify server did not start");
}

async function stopGracefully(server: ServerProcess) {
  server.child.kill("SIGTERM");
  const code = await server.exited;
  if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM:\n${server.output().slice(-2000)}`);
}

const env = { RATE_LIMIT_ALLOW_LIST: "127.0.0.1", LOG_LEVEL: "info" };

type Round = { bare: Measured; sqlite: Measured; postgres: Measured | null };

/** A server on a throwaway PostgreSQL cluster (fsync on), or null without PostgreSQL binaries. */
async function startOnPostgres() {
  if (!postgresAvailable()) {
    console.log("PostgreSQL binaries not found: the PostgreSQL runs are skipped.");
    return null;
  }
  const cluster = await startPostgresCluster({ durable: true });
  try {
    const url = await createTestDatabase(cluster.url, "load");
    const server = await startServerProcess({ ...env, DATABASE_URL: url }, { logs: false });
    return { cluster, url, server };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

/**
 * ROUNDS rounds of [bare route, SQLite, PostgreSQL], each 20,000 requests, with every
 * server up: each ratio compares runs a few seconds apart, and the median round is the
 * figure, so a busy moment on a shared machine neither flatters nor sinks it.
 */
async function inRounds(): Promise<{
  rounds: Round[];
  sqlite: { stored: number; created: number };
  postgres: { stored: number; created: number } | null;
}> {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? "/tmp"), "crestline-load-"));
  const file = path.join(dir, "load.db");
  const bare = await startBare();
  let onPostgres: Awaited<ReturnType<typeof startOnPostgres>> = null;
  try {
    const server = await startServerProcess({ ...env, DATABASE_URL: `file:${file}` }, { logs: false });
    onPostgres = await startOnPostgres();
    const bareUrl = `http://127.0.0.1:${bare.port}/bare`;
    const appUrl = `http://127.0.0.1:${server.port}/api/submissions`;
    const rounds: Round[] = [];
    const created = { sqlite: 0, postgres: 0 };
    for (let round = 1; round <= ROUNDS; round++) {
      const first = round === 1;
      const bareRun = await measure(`bare Fastify route, round ${round}`, bareUrl, { server: bare.child.pid! }, first);
      const sqliteRun = await measure(
        `POST /api/submissions, SQLite, round ${round}`,
        appUrl,
        { server: server.child.pid! },
        first,
      );
      created.sqlite += sqliteRun.created;
      let postgres: Measured | null = null;
      if (onPostgres) {
        const postgresUrl = `http://127.0.0.1:${onPostgres.server.port}/api/submissions`;
        const postgresRun = await measure(
          `POST /api/submissions, PostgreSQL, round ${round}`,
          postgresUrl,
          { server: onPostgres.server.child.pid!, postgres: onPostgres.cluster.pid() },
          first,
        );
        created.postgres += postgresRun.created;
        postgres = postgresRun.measured;
      }
      rounds.push({ bare: bareRun.measured, sqlite: sqliteRun.measured, postgres });
    }
    await stopGracefully(server);
    const db = new Database(file, { readonly: true });
    const stored = (db.prepare("select count(*) as n from submissions").get() as { n: number }).n;
    db.close();
    let postgres: { stored: number; created: number } | null = null;
    if (onPostgres) {
      await stopGracefully(onPostgres.server);
      postgres = { stored: await countSubmissionRows(onPostgres.url), created: created.postgres };
    }
    return { rounds, sqlite: { stored, created: created.sqlite }, postgres };
  } finally {
    bare.child.kill("SIGTERM");
    onPostgres?.server.child.kill("SIGKILL");
    onPostgres?.cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The median round by throughput against that round's bare route, and the median p99. */
function medianOf(rounds: Round[], pick: (round: Round) => Measured) {
  const middle = Math.floor(rounds.length / 2);
  const ratio = (round: Round) => pick(round).requestsPerSecond / round.bare.requestsPerSecond;
  return {
    ratio: ratio([...rounds].sort((a, b) => ratio(a) - ratio(b))[middle]!),
    p99: rounds.map((round) => pick(round).p99).sort((a, b) => a - b)[middle]!,
  };
}

export default async function run() {
  const { rounds, sqlite, postgres } = await inRounds();

  console.log(
    `\nLoad: ${REQUESTS.toLocaleString("en")} requests a run, ${CONNECTIONS} connections, from 127.0.0.1 (after ${WARM_UP.toLocaleString("en")} warm-up requests); ${ROUNDS} rounds of bare route, SQLite${postgres ? ", PostgreSQL (fsync on)" : ""}`,
  );
  console.log(
    "| run | requests/s | vs bare route, same round | p50 | p99 | 2xx | errors + non-2xx | CPU µs per request: server / PostgreSQL / load generator |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  const µs = (value: number | null | undefined) => (value == null ? "–" : value.toFixed(0));
  const row = (m: Measured, ratio?: number) =>
    console.log(
      `| ${m.label} | ${Math.round(m.requestsPerSecond).toLocaleString("en")} | ${ratio === undefined ? "–" : `${(ratio * 100).toFixed(0)} %`} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.ok} | ${m.failed} | ${µs(m.cpu?.server)} / ${µs(m.cpu?.postgres)} / ${µs(m.cpu?.loadGenerator)} |`,
    );
  for (const round of rounds) {
    row(round.bare);
    row(round.sqlite, round.sqlite.requestsPerSecond / round.bare.requestsPerSecond);
    if (round.postgres) row(round.postgres, round.postgres.requestsPerSecond / round.bare.requestsPerSecond);
  }

  const misses: string[] = [];
  const check = (
    name: keyof typeof BARS,
    median: { ratio: number; p99: number },
    counted: { stored: number; created: number },
  ) => {
    console.log(
      `${name}, median round: ${(median.ratio * 100).toFixed(0)} % of the bare route (bar ≥ ${BARS[name].ratio * 100} %), p99 ${ms(median.p99)} (bar ≤ ${BARS[name].p99Ms} ms); 201 answers ${counted.created}, rows stored ${counted.stored}.`,
    );
    if (median.ratio < BARS[name].ratio)
      misses.push(
        `${name} throughput is ${(median.ratio * 100).toFixed(0)} % of the bare route (bar ${BARS[name].ratio * 100} %)`,
      );
    if (median.p99 > BARS[name].p99Ms) misses.push(`${name} p99 ${ms(median.p99)} (bar ${BARS[name].p99Ms} ms)`);
    if (counted.stored !== counted.created)
      misses.push(`${name}: ${counted.created} answered 201 but ${counted.stored} rows are stored`);
  };
  console.log("");
  check(
    "SQLite",
    medianOf(rounds, (round) => round.sqlite),
    sqlite,
  );
  if (postgres)
    check(
      "PostgreSQL",
      medianOf(rounds, (round) => round.postgres!),
      postgres,
    );
  const failed = rounds.reduce((sum, round) => sum + round.sqlite.failed + (round.postgres?.failed ?? 0), 0);
  if (failed > 0) misses.push(`${failed} errors or non-2xx answers`);
  if (misses.length > 0) throw new Error(misses.join("; "));
}
