import type { AdminStats, SubmissionPage } from "#contracts/leads/lead-desk.ts";
import { type ArticleInput, CONTENT_API_PATH, type ContentItem } from "#contracts/content/content-admin.ts";
import {
  countSubmissionRows,
  createTestDatabase,
  startPostgresCluster,
} from "#server/platform/db/test-support/postgres-cluster.ts";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

// Several instances of the real server on one PostgreSQL database, behind a round-robin
// proxy, all on 127.0.0.1: what server/cluster.test.ts and `npm run bench -- cluster` run.

const ADMIN = { username: "cluster-admin", password: "cluster-admin-password-1" };

const SUBMISSION = {
  type: "contact",
  data: {
    fullName: "Cluster Test",
    contactNumber: "+91 98765 43210",
    email: "cluster@example.com",
    website: "https://example.com",
    message: "We would like to grow our online sales with Google Ads and SEO this quarter.",
  },
};

export interface Instances {
  proxy: RoundRobinProxy;
  servers: ServerProcess[];
  /** Stops instance `index` with SIGTERM (it must exit 0) and starts it again on its port. */
  restart(index: number): Promise<void>;
  countSubmissions(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster (fsync on when `durable`), `count` server processes on
 * one database of it, and the proxy in front. The instances start one after the other, so
 * the first applies the migrations and creates the admin. They serve `siteDir` (a built
 * site's client folder), or a miniature fixture site without content pages.
 */
export async function startInstances({
  count = 2,
  durable = false,
  siteDir,
}: { count?: number; durable?: boolean; siteDir?: string } = {}): Promise<Instances> {
  const cluster = await startPostgresCluster({ durable });
  const servers: ServerProcess[] = [];
  let proxy: RoundRobinProxy | null = null;
  try {
    const url = await createTestDatabase(cluster.url, "instances");
    const env = {
      DATABASE_URL: url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_ALLOW_LIST: "127.0.0.1",
      // Behind the local proxy, as behind a load balancer: its X-Forwarded-For names the visitor.
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "warn",
      ...(siteDir ? { SITE_DIR: siteDir } : {}),
    };
    for (let index = 0; index < count; index++) servers.push(await startServerProcess(env, { logs: false }));
    proxy = await startRoundRobinProxy(servers.map((server) => server.port));
    const started = proxy;
    return {
      proxy: started,
      servers,
      async restart(index) {
        const server = servers[index]!;
        server.child.kill("SIGTERM");
        const code = await server.exited;
        if (code !== 0) throw new Error(`instance ${index + 1} exited with ${code} on SIGTERM:\n${server.output()}`);
        servers[index] = await startServerProcess(env, { logs: false, port: server.port });
      },
      countSubmissions: () => countSubmissionRows(url),
      async stop() {
        await stopAll(servers, started, cluster);
      },
    };
  } catch (error) {
    await stopAll(servers, proxy, cluster);
    throw error;
  }
}

async function stopAll(servers: ServerProcess[], proxy: RoundRobinProxy | null, cluster: { stop(): void }) {
  try {
    await proxy?.close();
    for (const server of servers) {
      if (server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    }
  } finally {
    cluster.stop();
  }
}

export interface StreamResult {
  sent: number;
  created: number;
  /** Answers with a 5xx status. */
  serverErrors: number;
  /** Requests that got no answer at all (connection refused or reset, timeout). */
  lost: number;
  /** Any other status, by code. */
  other: Record<number, number>;
}

/**
 * Sends submissions through the proxy from `workers` loops, each pausing `pauseMs` between
 * requests, until `whileRunning` settles (then stops), `maxRequests` are sent or `limitMs`
 * passes: a steady stream, bounded in requests and in time.
 */
export async function streamSubmissions(
  proxyPort: number,
  whileRunning: Promise<unknown>,
  { workers = 4, pauseMs = 5, maxRequests = 20_000, limitMs = 120_000 } = {},
): Promise<StreamResult> {
  const result: StreamResult = { sent: 0, created: 0, serverErrors: 0, lost: 0, other: {} };
  let running = true;
  const done = whileRunning.finally(() => (running = false));
  const deadline = Date.now() + limitMs;
  const body = JSON.stringify(SUBMISSION);
  const loop = async () => {
    while (running && result.sent < maxRequests && Date.now() < deadline) {
      result.sent += 1;
      try {
        const response = await fetch(`http://127.0.0.1:${proxyPort}/api/submissions`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        if (response.status === 201) result.created += 1;
        else if (response.status >= 500) result.serverErrors += 1;
        else result.other[response.status] = (result.other[response.status] ?? 0) + 1;
      } catch {
        result.lost += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  await Promise.all([...Array.from({ length: workers }, loop), done.catch(() => undefined)]);
  await done;
  return result;
}

/** Stops and starts each instance in turn, with a moment of traffic between: a rolling restart. */
export async function rollingRestart(instances: Instances, settleMs = 500): Promise<number> {
  let restarts = 0;
  for (let index = 0; index < instances.servers.length; index++) {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    await instances.restart(index);
    restarts += 1;
  }
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return restarts;
}

/** Signs the admin in on one instance (Origin matching Host, as a browser sends) and returns its Cookie header. */
async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * A JSON request to the admin API of one instance, with the cookie and a same-origin Origin
 * (GET without a body, PATCH with one unless `method` says otherwise); throws unless 2xx.
 */
async function admin<T>(port: number, cookie: string, path: string, body?: unknown, method?: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: method ?? (body === undefined ? "GET" : "PATCH"),
    headers: {
      cookie,
      origin: `http://127.0.0.1:${port}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} on :${port} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs in on the first instance and reads the admin stats on the second with that
 * session (sessions live in the database); the stats must count `expectedTotal` leads.
 * A request without the cookie must be refused there.
 */
export async function checkSessionAcross(first: number, second: number, expectedTotal: number) {
  const cookie = await signIn(first);
  const stats = await admin<AdminStats>(second, cookie, "/api/admin/stats");
  if (stats.total !== expectedTotal) throw new Error(`stats count ${stats.total} leads, not ${expectedTotal}`);
  const anonymous = await fetch(`http://127.0.0.1:${second}/api/admin/stats`);
  if (anonymous.status !== 401) throw new Error(`stats without a session answered ${anonymous.status}`);
}

/**
 * Stores a lead through the first instance and finds it in the second's list; marks it
 * won on the second and finds it, alone, in the first's list of won leads: no instance
 * keeps a copy of its own.
 */
export async function checkChangesAcross(first: number, second: number) {
  const cookie = await signIn(second);
  const created = await fetch(`http://127.0.0.1:${first}/api/submissions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(SUBMISSION),
  });
  if (created.status !== 201) throw new Error(`a submission answered ${created.status}`);
  const { id } = (await created.json()) as { id: number };
  const listed = async (port: number, status: string) =>
    (await admin<SubmissionPage>(port, cookie, `/api/admin/submissions?status=${status}`)).items.map((item) => item.id);
  if (!(await listed(second, "new")).includes(id)) throw new Error(`lead ${id} is not listed on the other instance`);
  await admin(second, cookie, `/api/admin/submissions/${id}`, { status: "won" });
  const won = await listed(first, "won");
  if (won.length !== 1 || won[0] !== id) throw new Error(`the other instance lists ${JSON.stringify(won)} as won`);
}

/**
 * Sends SEO audit requests from one visitor address (X-Forwarded-For, believed from the
 * loopback proxy) to the two instances in turn: the audit's limit (10 a minute) must be
 * reached after 10 requests in all, not 10 per instance, and the 11th answers 429 with
 * Retry-After and the reason. The requests carry no URL, so each counted one answers 400.
 */
export async function checkSharedLimit(first: number, second: number, limit = 10) {
  const visitor = "203.0.113.77";
  const audit = (port: number) =>
    fetch(`http://127.0.0.1:${port}/api/seo-audit`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": visitor },
      body: "{}",
    });
  for (let index = 0; index < limit; index++) {
    const answer = await audit(index % 2 === 0 ? first : second);
    if (answer.status !== 400) throw new Error(`audit request ${index + 1} answered ${answer.status}, not 400`);
  }
  for (const port of [first, second]) {
    const answer = await audit(port);
    const body = (await answer.json()) as { error?: string };
    if (answer.status !== 429 || !answer.headers.get("retry-after") || !/^Too many audits/.test(body.error ?? "")) {
      throw new Error(`past the shared limit, port ${port} answered ${answer.status} ${JSON.stringify(body)}`);
    }
  }
}

/** How long a published change may take to show on another instance: its version check runs every 500 ms. */
const CONTENT_VISIBLE_WITHIN_MS = 1_500;

/**
 * Asks `port` for `path` until the answer has `status` and, for a 200, holds `text`; returns
 * the milliseconds it took, or throws after CONTENT_VISIBLE_WITHIN_MS.
 */
async function visibleOn(port: number, path: string, status: number, text?: string): Promise<number> {
  const started = performance.now();
  let last = "";
  while (performance.now() - started <= CONTENT_VISIBLE_WITHIN_MS) {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    const body = await response.text();
    if (response.status === status && (text === undefined || body.includes(text))) return performance.now() - started;
    last = `${response.status}`;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `${path} on :${port} answered ${last}, not ${status}${text ? ` with "${text}"` : ""}, after ${CONTENT_VISIBLE_WITHIN_MS} ms`,
  );
}

/**
 * Publishes an article through the first instance and finds its page on the second; edits
 * its title on the second and finds the new title on the first; unpublishes it on the first
 * and finds the second answering 404: each instance's kept pages follow the other's changes
 * (needs the built site). Returns the slowest of the three, in milliseconds.
 */
export async function checkContentAcross(first: number, second: number): Promise<number> {
  const cookie = await signIn(first);
  const slug = `across-instances-${Date.now()}`;
  const input: ArticleInput = {
    title: "Published on one instance, read on the other",
    slug,
    excerpt: "A change made on one server shows on every server that shares the database.",
    category: "Analytics",
    author: "Meera Kapoor",
    authorRole: "Head of Performance Marketing",
    date: "2026-11-26",
    image: { src: "/images/blog/2.webp", alt: "A laptop showing an analytics dashboard" },
    body: "Every instance checks the **version** of the published content.",
  };
  const created = await admin<ContentItem>(first, cookie, `${CONTENT_API_PATH}/article`, input, "POST");
  const itemPath = `${CONTENT_API_PATH}/article/${created.id}`;
  const pagePath = `/blog/${slug}`;
  await visibleOn(second, pagePath, 404);
  await admin(first, cookie, `${itemPath}/publish`, {}, "POST");
  const published = await visibleOn(second, pagePath, 200, input.title);
  await admin(second, cookie, itemPath, { ...input, title: "Edited on the other instance" }, "PUT");
  const edited = await visibleOn(first, pagePath, 200, "Edited on the other instance");
  await admin(first, cookie, `${itemPath}/unpublish`, {}, "POST");
  const unpublished = await visibleOn(second, pagePath, 404);
  return Math.max(published, edited, unpublished);
}
