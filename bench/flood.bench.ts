import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { BOOKING_CANCEL_PATH, BOOKING_SLOTS_PATH, BOOKINGS_PATH } from "#contracts/booking/booking.ts";
import { contactClickPath } from "#contracts/leads/first-response.ts";
import { BLOG_SEARCH_PARAM } from "#contracts/content/blog-search.ts";
import { LINK_PREVIEW_PATH } from "#contracts/seo-audit/link-preview.ts";
import { createAdmin } from "#server/auth/admin-users.ts";
import { ADMIN, signedInCookie } from "#server/test-support/admin-app.ts";
import { createTestApp } from "#server/test-support/test-app.ts";
import { startHostileSites } from "../corpus/hostile-sites/site.ts";
import { probeHealth, quantile } from "./measure/health-probe.ts";

// npm run bench -- flood: for FLOOD_SECONDS (default 10), FLOOD_WORKERS (default 32) clients
// flood the public booking routes (slots, book, cancel), the link preview (bad JSON, a 2 MB
// body, private addresses, a hostile site), the blog search (new random searches that miss
// the cache, 10,000 characters, regex metacharacters, unicode) and the desk's contact click
// from one address, over real HTTP, while /api/health is asked every 20 ms. The rate limits
// answer most of the flood with 429. Bars: no 5xx, health p95 ≤ 50 ms and never failing.
// The blog search needs the build (`npm run build`, or SITE_DIR=…/build/client).

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const WORKERS = Number(process.env.FLOOD_WORKERS ?? 32);
const HEALTH_EVERY_MS = 20;
const HEALTH_P95_BAR_MS = 50;

interface FloodRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The body sent this many times over (made in the flood's process: argv is small). */
  repeat?: number;
  /** A random word appended to the path each time: a search no cache has seen. */
  random?: boolean;
}

/** WORKERS clients in a child process, each sending the requests in turn for SECONDS; the count per route and status. */
function floodFromAnotherProcess(base: string, requests: FloodRequest[]): Promise<Record<string, number>> {
  const code = `
    const [base, requests, seconds, workers] = JSON.parse(process.argv[1]);
    const statuses = {};
    const until = performance.now() + seconds * 1000;
    const worker = async (index) => {
      for (let n = index; performance.now() < until; n++) {
        const { path, repeat, random, ...init } = requests[n % requests.length];
        if (repeat) init.body = init.body.repeat(repeat);
        const url = base + path + (random ? Math.random().toString(36).slice(2) : "");
        const status = await fetch(url, init).then(async (r) => (await r.arrayBuffer(), r.status), () => 0);
        const key = path.split("?")[0] + " " + status;
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    };
    Promise.all(Array.from({ length: workers }, (_, i) => worker(i))).then(() => console.log(JSON.stringify(statuses)));`;
  const child = spawn(process.execPath, ["-e", code, JSON.stringify([base, requests, SECONDS, WORKERS])], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on("close", (code) =>
      code === 0 ? resolve(JSON.parse(out) as Record<string, number>) : reject(new Error(`flood exited ${code}`)),
    ),
  );
}

const clientDir = path.resolve(process.env.SITE_DIR?.trim() || path.join(import.meta.dirname, "../build/client"));

/** Searches that cost the most to read or to match: long, regex-like, and unicode. */
const PATHOLOGICAL_SEARCHES = [
  "a".repeat(10_000),
  ".*+?^${}()|[]\\(a+)+$",
  "ब्लॉग खोज 🚀 ÿ \u202e\u0000 Ω≈ç√",
  "%".repeat(500),
];

export default async function flood(): Promise<boolean> {
  const sites = await startHostileSites("slow-drip-page");
  const server = await createTestApp(undefined, {
    clientDir,
    // The hostile site is on 127.0.0.1: let the preview reach it (the rate limit still counts).
    config: { seoAuditAllowHosts: ["127.0.0.1"] },
  });
  try {
    await createAdmin(server.database.db, ADMIN.username, ADMIN.password, new Date());
    const cookie = await signedInCookie(server.app);
    const lead = await server.database.db
      .insertInto("submissions")
      .values({ type: "contact", data: JSON.stringify({ fullName: "Asha Rao" }), created_at: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await server.app.listen({ host: "127.0.0.1", port: 0 });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const json = { "content-type": "application/json", origin: base };
    const booking = {
      start: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      fullName: "Flood Test",
      contactNumber: "+91 98765 43210",
      email: "flood@example.in",
      homepage: "",
    };
    const slots = `${BOOKING_SLOTS_PATH}?from=${new Date().toISOString().slice(0, 10)}`;
    const all: FloodRequest[] = [
      { path: slots },
      { path: BOOKINGS_PATH, method: "POST", headers: json, body: JSON.stringify(booking) },
      { path: BOOKING_CANCEL_PATH, method: "POST", headers: json, body: '{"token":"x"}' },
      { path: contactClickPath(lead.id), method: "POST", headers: { ...json, cookie }, body: '{"via":"call"}' },
      { path: LINK_PREVIEW_PATH, method: "POST", headers: json, body: '{"url": "https://exa' },
      { path: LINK_PREVIEW_PATH, method: "POST", headers: json, body: "x", repeat: 2 * 1024 * 1024 },
      { path: LINK_PREVIEW_PATH, method: "POST", headers: json, body: '{"url":"http://169.254.169.254/latest/"}' },
      { path: LINK_PREVIEW_PATH, method: "POST", headers: json, body: '{"url":"http://10.0.0.1/"}' },
      { path: LINK_PREVIEW_PATH, method: "POST", headers: json, body: '{"url":"http://[::1]:22/"}' },
      { path: LINK_PREVIEW_PATH, method: "POST", headers: json, body: JSON.stringify({ url: sites.sites[0]?.url }) },
      { path: `/blog?${BLOG_SEARCH_PARAM}=`, random: true },
      { path: `/blog?category=SEO&${BLOG_SEARCH_PARAM}=`, random: true },
      ...PATHOLOGICAL_SEARCHES.map((query) => ({
        path: `/blog?${new URLSearchParams({ [BLOG_SEARCH_PARAM]: query })}`,
      })),
    ];
    // FLOOD_ONLY=public or desk: one side of the flood, to see which costs the server.
    const only = process.env.FLOOD_ONLY;
    const requests = all.filter((request) =>
      only === "public" ? !request.headers?.cookie : only === "desk" ? Boolean(request.headers?.cookie) : true,
    );
    // Warm-up: the first use of each route compiles code; not the flood's cost.
    for (const { path: at, repeat, random, ...init } of requests) {
      if (repeat || random || at === LINK_PREVIEW_PATH) continue;
      await (await fetch(`${base}${at}`, init)).arrayBuffer();
    }
    await (await fetch(`${base}/api/health`)).arrayBuffer();

    // The flood comes from another process, as it would: this event loop is the server's only.
    const flooding = floodFromAnotherProcess(base, requests);
    const stopHealth = probeHealth(base, HEALTH_EVERY_MS);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const statuses = await flooding;
    const { sorted, failed: healthFailed } = await stopHealth();
    loop.disable();

    const answers = Object.entries(statuses);
    const total = answers.reduce((sum, [, count]) => sum + count, 0);
    const serverErrors = answers
      .filter(([key]) => {
        const status = key.split(" ").at(-1) ?? "";
        return Number(status) >= 500 || status === "0";
      })
      .reduce((sum, [, count]) => sum + count, 0);
    const p95 = quantile(sorted, 0.95);
    console.log(
      [
        `flood                 ${total} requests in ${SECONDS} s from ${WORKERS} clients (${Math.round(total / SECONDS)}/s)`,
        "answers (route status×count)",
        ...answers.sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `  ${key}×${count}`),
        `health probes         ${sorted.length} (${healthFailed} failed)`,
        `health p50 / p95 / max ${quantile(sorted, 0.5).toFixed(1)} / ${p95.toFixed(1)} ms (bar p95 ${HEALTH_P95_BAR_MS}) / ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
        `event-loop delay max  ${(loop.max / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
      ].join("\n"),
    );
    return serverErrors === 0 && healthFailed === 0 && p95 <= HEALTH_P95_BAR_MS;
  } finally {
    await server.close();
    await sites.close();
  }
}
