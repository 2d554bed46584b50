import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import v8 from "node:v8";
import vm from "node:vm";
import Database from "better-sqlite3";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { createSubmissionsRepository } from "#server/leads/store/submissions-repository.ts";
import { EVENT_LOOP_MAX_MS as HOLD_BAR_MS, EventLoopWatch } from "#server/test-support/event-loop-watch.ts";
import { medianTime } from "./measure/median-time.ts";
import { signedInAdmin } from "./admin-client.ts";

// Admin list at 100,000 submissions: a dashboard page and the
// counters in ≤ 20 ms median each, and a full export in bounded memory that holds the event
// loop no longer than 100 ms at a time. SQLite file in a
// temp dir, the real app (session check included) through app.inject; the export over a
// real HTTP socket so nothing buffers the response.

const ROWS = 100_000;
const RUNS = 60;
const BAR_MS = 20;
const NOW = new Date("2026-11-22T10:00:00.000Z");

const names = [
  "Asha Verma",
  "Rohan Mehta",
  "Meera Iyer",
  "Vikram Rao",
  "Priya Nair",
  "Kabir Singh",
  "Anaya Gupta",
  "Dev Patel",
];
const messages = [
  "We run a boutique in Lajpat Nagar and want more footfall from Instagram ads.",
  "Looking for SEO help for our B2B manufacturing site; rankings dropped last quarter.",
  "Need a new website with online booking for our clinic in Gurugram.",
  "Our Google Ads cost per lead doubled. Can you audit the account?",
];

export function seed(file: string) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  const insert = db.prepare("insert into submissions (type, data, created_at, read_at) values (?, ?, ?, ?)");
  const types = ["contact", "quote", "application"] as const;
  const span = 400 * 24 * 60 * 60 * 1000;
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const type = types[i % 7 === 0 ? 2 : i % 2]!;
      const name = `${names[i % names.length]} ${i}`;
      const data =
        type === "quote"
          ? {
              source: "quote-page",
              fullName: name,
              contactNumber: "+91 98765 43210",
              email: `lead${i}@example.com`,
              websiteUrl: "https://example.com",
              monthlyBudget: "₹1-₹1.5 Lakh",
              platforms: ["Google Ads", "SEO"],
              goals: messages[i % 4],
            }
          : type === "contact"
            ? {
                fullName: name,
                contactNumber: "+91 98765 43210",
                email: `lead${i}@example.com`,
                website: "",
                message: messages[i % 4],
              }
            : {
                openingId: "seo-specialist",
                openingTitle: "SEO Specialist",
                fullName: name,
                email: `lead${i}@example.com`,
                contactNumber: "+91 98765 43210",
                portfolioUrl: "https://example.com/cv",
                coverNote: messages[i % 4],
              };
      // Leads arrive over time: ids grow with created_at, as they do in production.
      const createdAt = new Date(NOW.getTime() - span + Math.floor(i * (span / ROWS))).toISOString();
      insert.run(type, JSON.stringify(data), createdAt, i % 3 === 0 ? createdAt : null);
    }
  })();
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.exec("analyze");
  db.close();
}

// A callable gc() without --expose-gc on the command line: the live heap is measured after
// collecting garbage, so the figure shows what the export holds, not what it has dropped.
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const median = (fn: () => Promise<unknown>) => medianTime(fn, RUNS);

export default async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-bench-admin-"));
  const file = path.join(dir, "bench.db");
  const target = { dialect: "sqlite" as const, filename: file };
  try {
    const seedStarted = performance.now();
    (await openDatabase(target)).close(); // creates and migrates
    seed(file);
    console.log(
      `seeded ${ROWS.toLocaleString("en")} submissions in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${mb(fs.statSync(file).size)})`,
    );

    const database = await openDatabase(target);
    const config = { ...loadConfig({}), database: target, demoMode: false };
    const app = await buildApp({ config, database, clientDir: null, now: () => NOW });
    await app.ready();
    const { cookie, get } = await signedInAdmin(app, database.db, NOW);

    // A cursor deep in the list (page 1,000 of 50): keyset pages cost the same anywhere.
    const submissions = createSubmissionsRepository(database);
    const deep = await submissions.list({ type: "all", q: "", limit: 1, cursor: undefined });
    let cursor = deep.nextCursor;
    for (let i = 0; i < 10; i++) {
      const page = await submissions.list({
        type: "all",
        q: "",
        limit: 5000,
        cursor: cursor ?? undefined,
      });
      cursor = page.nextCursor;
    }

    const rows: [string, number, boolean][] = [];
    const measure = async (label: string, fn: () => Promise<unknown>, barred = true) => {
      rows.push([label, await median(fn), barred]);
    };
    await measure("page 1, all types (GET /api/admin/submissions, 50 rows)", () =>
      get("/api/admin/submissions?limit=50"),
    );
    await measure("page 1, type=quote", () => get("/api/admin/submissions?type=quote&limit=50"));
    await measure("deep page (row 50,001 on), all types", () =>
      get(`/api/admin/submissions?limit=50&cursor=${cursor}`),
    );
    await measure("page 1, query only (no HTTP)", () => submissions.list({ type: "all", q: "", limit: 50 }));
    await measure("counters (GET /api/admin/stats)", () => get("/api/admin/stats"));
    await measure("counters, query only (one statement)", () => submissions.stats(NOW));
    // After every new lead the counts by type are recounted (see the submissions repository's stats).
    const addLead = database.db.insertInto("submissions");
    await measure(
      "counters right after a new submission (recount by type)",
      async () => {
        await addLead.values({ type: "contact", data: "{}", created_at: NOW.toISOString() }).execute();
        await get("/api/admin/stats");
      },
      false,
    );
    await measure(
      "search 'verma' (full scan, for reference)",
      () => get("/api/admin/submissions?q=verma&limit=50"),
      false,
    );
    await measure(
      "search with no match (scans all 100,000)",
      () => get("/api/admin/submissions?q=zzzz-none&limit=50"),
      false,
    );

    // Full export over a real socket, sampling memory (after a forced collection) every 200 ms:
    // the export makes each chunk in a turn of the event loop, so the sampler runs throughout.
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    /** The export's bytes, read as fast as they come. */
    const download = (format: "json" | "csv") =>
      new Promise<number>((resolve, reject) => {
        http
          .get(
            { port, host: "127.0.0.1", path: `/api/admin/submissions/export?format=${format}`, headers: { cookie } },
            (response) => {
              let total = 0;
              response.on("data", (chunk: Buffer) => (total += chunk.length));
              response.on("end", () => resolve(total));
              response.on("error", reject);
            },
          )
          .on("error", reject);
      });
    const exportPeak = async (format: "json" | "csv") => {
      gc();
      const baseline = process.memoryUsage();
      let peakRss = baseline.rss;
      let peakLive = baseline.heapUsed;
      const sampler = setInterval(() => {
        gc();
        const m = process.memoryUsage();
        peakRss = Math.max(peakRss, m.rss);
        peakLive = Math.max(
          peakLive,
          m.heapUsed + m.external + m.arrayBuffers - baseline.external - baseline.arrayBuffers,
        );
      }, 200);
      const bytes = await download(format);
      clearInterval(sampler);
      return {
        format,
        bytes,
        rss: peakRss - baseline.rss,
        live: peakLive - baseline.heapUsed,
        baseRss: baseline.rss,
      };
    };
    const exports = [await exportPeak("json"), await exportPeak("csv")];
    // Apart from the memory runs (whose forced collections hold the loop themselves): how long
    // the export holds every other request, as wall-clock delay and as this thread's CPU.
    const holds = [];
    for (const format of ["json", "csv"] as const) {
      const watch = new EventLoopWatch();
      watch.start();
      const started = performance.now();
      await download(format);
      watch.stop();
      const seconds = (performance.now() - started) / 1000;
      holds.push({ format, seconds, delayMaxMs: watch.maxMs, heldCpuMs: watch.heldMs });
    }

    console.log("\nAdmin list at 100,000 submissions (SQLite, median of %d runs)", RUNS);
    console.log("| measurement | median | bar |");
    console.log("|---|---:|---|");
    let missed = false;
    for (const [label, ms, barred] of rows) {
      const ok = !barred || ms <= BAR_MS;
      if (!ok) missed = true;
      console.log(`| ${label} | ${ms.toFixed(2)} ms | ${barred ? `≤ ${BAR_MS} ms ${ok ? "✓" : "✗"}` : "–"} |`);
    }
    console.log("\n| full export | size | peak live memory growth (after GC) | peak RSS growth |");
    console.log("|---|---:|---:|---:|");
    for (const e of exports) {
      console.log(`| ${e.format.toUpperCase()} (all 100,000 rows) | ${mb(e.bytes)} | ${mb(e.live)} | ${mb(e.rss)} |`);
    }
    console.log(
      `(process RSS before the exports ${mb(exports[0]!.baseRss)}; rows stream in 500-row batches, so live memory stays far below the file size; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs)`,
    );
    console.log("\n| full export | time | event-loop delay max | most CPU between two 10 ms ticks | bar |");
    console.log("|---|---:|---:|---:|---|");
    for (const hold of holds) {
      const ok = hold.heldCpuMs <= HOLD_BAR_MS;
      if (!ok) missed = true;
      console.log(
        `| ${hold.format.toUpperCase()} | ${hold.seconds.toFixed(2)} s | ${hold.delayMaxMs.toFixed(1)} ms | ${hold.heldCpuMs.toFixed(1)} ms | ≤ ${HOLD_BAR_MS} ms ${ok ? "✓" : "✗"} |`,
      );
    }

    await app.close();
    await database.close();
    if (missed) throw new Error(`a measurement is over its bar (${BAR_MS} ms, or ${HOLD_BAR_MS} ms held)`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
