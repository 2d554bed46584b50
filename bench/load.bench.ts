import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import {
  createTestDatabase,
  freePort,
  postgresAvailable,
  startPostgresCluster,
} from "#server/db/test-support/postgres-cluster.ts";
import { type ServerProcess, startServerProcess } from "#server/test-support/server-process.ts";

// Load (DESIGN.md "Quality bars"): POST /api/submissions under 50 connections,
// 20,000 requests from 127.0.0.1, against the real server process (validation, database
// commit before the 201, one log line per request), next to a bare Fastify route measured
// in the same run, in alternating rounds. Bars on SQLite (median round): throughput ≥ 50 %
// of the bare route, p99 ≤ 25 ms; 0 errors, and as many stored rows as 201 answers.
// PostgreSQL (fsync on) is reported.
//
//   npm run bench -- load

const CONNECTIONS = 50;
const REQUESTS = 20_000;
const WARM_UP = 2_000;
const ROUNDS = 3;
/** No run may take longer than this, whatever the machine does. */
const RUN_LIMIT_MS = 120_000;
const BARS = { ratio: 0.5, p99Ms: 25 };

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

/** A warm-up run (JIT, caches, connection pools) unless told not to, then the measured run. Counts the 201s of both. */
async function measure(label: string, url: string, warmUp = true): Promise<{ measured: Measured; created: number }> {
  const warm = warmUp ? await fire(url, WARM_UP) : null;
  const result = await fire(url, REQUESTS);
  const created = (warm?.statusCodeStats?.["201"]?.count ?? 0) + (result.statusCodeStats?.["201"]?.count ?? 0);
  return {
    created,
    measured: {
      label,
      requestsPerSecond: (result["2xx"] + result.non2xx) / result.seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result["2xx"],
      failed: result.errors + result.timeouts + result.non2xx,
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

/**
 * ROUNDS rounds of [bare route, then SQLite], each 20,000 requests, with both servers up:
 * each ratio compares two runs a few seconds apart, and the median round is the figure, so
 * a busy moment on a shared machine neither flatters nor sinks it.
 */
async function onSqliteBesideBare(): Promise<{
  rounds: { bare: Measured; sqlite: Measured }[];
  stored: number;
  created: number;
}> {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? "/tmp"), "crestline-load-"));
  const file = path.join(dir, "load.db");
  const bare = await startBare();
  try {
    const server = await startServerProcess({ ...env, DATABASE_URL: `file:${file}` }, { logs: false });
    const bareUrl = `http://127.0.0.1:${bare.port}/bare`;
    const appUrl = `http://127.0.0.1:${server.port}/api/submissions`;
    const rounds: { bare: Measured; sqlite: Measured }[] = [];
    let created = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const first = round === 1;
      const bareRun = await measure(`bare Fastify route, round ${round}`, bareUrl, first);
      const appRun = await measure(`POST /api/submissions, SQLite, round ${round}`, appUrl, first);
      created += appRun.created;
      rounds.push({ bare: bareRun.measured, sqlite: appRun.measured });
    }
    await stopGracefully(server);
    const db = new Database(file, { readonly: true });
    const stored = (db.prepare("select count(*) as n from submissions").get() as { n: number }).n;
    db.close();
    return { rounds, stored, created };
  } finally {
    bare.child.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<{ measured: Measured; stored: number; created: number } | null> {
  if (!postgresAvailable()) {
    console.log("PostgreSQL binaries not found: the PostgreSQL run is skipped.");
    return null;
  }
  const cluster = await startPostgresCluster({ durable: true });
  try {
    const url = await createTestDatabase(cluster.url, "load");
    const server = await startServerProcess({ ...env, DATABASE_URL: url }, { logs: false });
    const { measured, created } = await measure(
      "POST /api/submissions, PostgreSQL",
      `http://127.0.0.1:${server.port}/api/submissions`,
    );
    await stopGracefully(server);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const stored = Number((await client.query<{ n: string }>("select count(*) as n from submissions")).rows[0]?.n);
    await client.end();
    return { measured, stored, created };
  } finally {
    cluster.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export default async function run() {
  const sqlite = await onSqliteBesideBare();
  const postgres = await onPostgres();
  const ratioOf = (round: { bare: Measured; sqlite: Measured }) =>
    round.sqlite.requestsPerSecond / round.bare.requestsPerSecond;
  const byRatio = [...sqlite.rounds].sort((a, b) => ratioOf(a) - ratioOf(b));
  const median = byRatio[Math.floor(byRatio.length / 2)]!;
  const medianP99 = [...sqlite.rounds.map((round) => round.sqlite.p99)].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;

  console.log(
    `\nLoad: ${REQUESTS.toLocaleString("en")} requests a run, ${CONNECTIONS} connections, from 127.0.0.1 (after ${WARM_UP.toLocaleString("en")} warm-up requests); ${ROUNDS} rounds of bare route then SQLite`,
  );
  console.log("| run | requests/s | vs bare route, same round | p50 | p99 | 2xx | errors + non-2xx |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  const row = (m: Measured, ratio?: number) =>
    console.log(
      `| ${m.label} | ${Math.round(m.requestsPerSecond).toLocaleString("en")} | ${ratio === undefined ? "–" : `${(ratio * 100).toFixed(0)} %`} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.ok} | ${m.failed} |`,
    );
  for (const round of sqlite.rounds) {
    row(round.bare);
    row(round.sqlite, ratioOf(round));
  }
  if (postgres) row(postgres.measured, postgres.measured.requestsPerSecond / median.bare.requestsPerSecond);
  console.log(
    `\nSQLite, median round: ${(ratioOf(median) * 100).toFixed(0)} % of the bare route (bar ≥ ${BARS.ratio * 100} %), p99 ${ms(medianP99)} (bar ≤ ${BARS.p99Ms} ms); 201 answers ${sqlite.created}, rows stored ${sqlite.stored}.`,
  );
  if (postgres)
    console.log(
      `PostgreSQL (fsync on, one run, compared with the median round's bare run): 201 answers ${postgres.created}, rows stored ${postgres.stored}.`,
    );

  const misses: string[] = [];
  if (ratioOf(median) < BARS.ratio)
    misses.push(
      `SQLite throughput is ${(ratioOf(median) * 100).toFixed(0)} % of the bare route (bar ${BARS.ratio * 100} %)`,
    );
  if (medianP99 > BARS.p99Ms) misses.push(`SQLite p99 ${ms(medianP99)} (bar ${BARS.p99Ms} ms)`);
  const failed = sqlite.rounds.reduce((sum, round) => sum + round.sqlite.failed, 0) + (postgres?.measured.failed ?? 0);
  if (failed > 0) misses.push(`${failed} errors or non-2xx answers`);
  if (sqlite.stored !== sqlite.created)
    misses.push(`SQLite: ${sqlite.created} answered 201 but ${sqlite.stored} rows are stored`);
  if (postgres && postgres.stored !== postgres.created)
    misses.push(`PostgreSQL: ${postgres.created} answered 201 but ${postgres.stored} rows are stored`);
  if (misses.length > 0) throw new Error(misses.join("; "));
}
