import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import sharp from "sharp";
import { CONTENT_API_PATH, CONTENT_IMAGES_API_PATH, type ContentItem } from "#contracts/content/content-admin.ts";
import type { ServerProcess } from "#server/test-support/server-process.ts";
import { builtSiteWithExtraPage, startSiteAt, stopServer } from "./built-site.ts";
import { CHROME_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import { audit, lighthouseBars } from "./lighthouse.bench.ts";
import { median } from "./measure/median-time.ts";

// Content pages rendered on publish (issue 17, ADR 009), against the real server process on
// the built site with its own SQLite file. A staff account uploads a cover, writes and
// publishes an article through the admin API; then:
// - first render: the time of the first request for the article's page after each publish
//   (the server renders it then), median of ROUNDS publishes after WARM_UP unmeasured ones,
//   each on a quiet server; bar ≤ 50 ms;
// - throughput: the published article served from memory next to the same article
//   prerendered (the build's page of the seeded article whose body it has, served as a
//   prerendered page), autocannon with 50 connections and brotli, in alternating rounds;
//   bar: the published article's median ≥ 90 % of the prerendered one's;
// - Lighthouse (mobile preset) on the published article: the site's bars.
//
//   npm run bench -- content-pages        (after `npm run build`)

const CONNECTIONS = 50;
const REQUESTS = 20_000;
const THROUGHPUT_ROUNDS = 3;
const WARM_UP = 5;
const QUIET_MS = 500;
/** No load run may take longer than this, whatever the machine does. */
const RUN_LIMIT_MS = 60_000;
/**
 * The baseline: the same article prerendered. The bench article has the first seeded
 * article's body, and the build's own page of that article is served here as a prerendered
 * page (a copy of the build with that one page added).
 */
const SEEDED_ARTICLE_PATH = "/blog/facebook-advertising-guide-indian-brands";
const PRERENDERED_PATH = "/prerendered-article";
const ROUNDS = 15;
const BARS = { firstRenderMs: 50, throughputRatio: 0.9 };
const USERNAME = "bench-editor";
const PASSWORD = "bench-editor-password";

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: HTTP ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function adminApi(base: string, cookie: string) {
  return async <T>(method: string, urlPath: string, body?: unknown, contentType = "application/json"): Promise<T> => {
    const response = await fetch(`${base}${urlPath}`, {
      method,
      headers: { cookie, origin: base, ...(body === undefined ? {} : { "content-type": contentType }) },
      body:
        body === undefined
          ? undefined
          : body instanceof Uint8Array
            ? new Blob([new Uint8Array(body)])
            : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${urlPath}: HTTP ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
}

/** A cover photo-like picture: a gradient with shapes, as a PNG. */
async function coverPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/><circle cx="1200" cy="300" r="220" fill="#fff" opacity=".35"/>
    <rect x="160" y="560" width="720" height="260" rx="40" fill="#0f172a" opacity=".5"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * One autocannon run, timed here from the start to the last response (autocannon's own
 * duration moves in whole seconds), within a time limit.
 */
function fire(url: string): Promise<autocannon.Result & { seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lastResponse = started;
    const instance = autocannon(
      { url, connections: CONNECTIONS, amount: REQUESTS, timeout: 10, headers: { "accept-encoding": "br" } },
      (error, result) => (error ? reject(error) : resolve({ ...result, seconds: (lastResponse - started) / 1000 })),
    );
    instance.on("response", () => (lastResponse = performance.now()));
    const guard = setTimeout(() => instance.stop(), RUN_LIMIT_MS);
    instance.on("done", () => clearTimeout(guard));
  });
}

export default async function run(): Promise<boolean> {
  let server: ServerProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const site = builtSiteWithExtraPage(PRERENDERED_PATH, SEEDED_ARTICLE_PATH);
  try {
    server = await startSiteAt(site.clientDir, { ADMIN_USERNAME: USERNAME, ADMIN_PASSWORD: PASSWORD });
    const base = `http://127.0.0.1:${server.port}`;
    const api = adminApi(base, await signIn(base));

    // The article: a real article's Markdown (the first seeded one) under a new title.
    const seeded = await api<ContentItem>("GET", `${CONTENT_API_PATH}/article/1`);
    if (seeded.kind !== "article") throw new Error("article 1 is not an article");
    const cover = await api<{ src: string }>(
      "POST",
      `${CONTENT_IMAGES_API_PATH}?use=cover`,
      await coverPng(),
      "image/png",
    );
    const input = {
      ...seeded.input,
      title: "Bench: publishing from the admin",
      slug: "bench-publishing-from-the-admin",
      image: { src: cover.src, alt: "An abstract blue and amber cover picture with a circle" },
    };
    const created = await api<ContentItem>("POST", `${CONTENT_API_PATH}/article`, input);
    const itemPath = `${CONTENT_API_PATH}/article/${created.id}`;
    const pageUrl = `${base}/blog/${input.slug}`;

    // First render after a publish: each round changes the title, publishes, then asks.
    const firstRenders: number[] = [];
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      // A quiet server for each publish: the last round's page has had its smallest encodings
      // made in the background (about 0.2 s), as between two real publishes.
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      await api("PUT", itemPath, { ...input, title: `${input.title} (${round})` });
      await api("POST", `${itemPath}/publish`, {});
      const started = performance.now();
      const response = await fetch(pageUrl, { headers: { "accept-encoding": "br" } });
      const html = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200 || !html.includes(`(${round})`))
        throw new Error(`round ${round}: the page did not show the published title (HTTP ${response.status})`);
      if (round >= WARM_UP) firstRenders.push(elapsed);
    }

    // Served from memory next to the same article prerendered, in alternating rounds.
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    // Bytes on the wire: fetch decodes the body, the header tells what was sent.
    const sizeOf = async (url: string) => {
      const response = await fetch(url, { headers: { "accept-encoding": "br" } });
      await response.arrayBuffer();
      return Number(response.headers.get("content-length"));
    };
    const baselineUrl = `${base}${PRERENDERED_PATH}`;
    const articleBytes = await sizeOf(pageUrl);
    const baseline = { urlPath: PRERENDERED_PATH, bytes: await sizeOf(baselineUrl) };
    const cached: number[] = [];
    const prerendered: number[] = [];
    await fire(pageUrl);
    await fire(baselineUrl);
    for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
      for (const [list, url] of [
        [cached, pageUrl],
        [prerendered, baselineUrl],
      ] as const) {
        const result = await fire(url);
        if (result.errors > 0 || result.non2xx > 0)
          throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
        list.push(result.requests.total / result.seconds);
      }
    }

    // Lighthouse on the published article.
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    const { scores, losses } = await audit(pageUrl, chrome.port);

    const firstRender = median(firstRenders);
    const ratio = median(cached) / median(prerendered);
    console.log(
      `first render after a publish: median ${firstRender.toFixed(1)} ms, slowest ${Math.max(...firstRenders).toFixed(1)} ms (${ROUNDS} publishes; bar ≤ ${BARS.firstRenderMs} ms)`,
    );
    console.log(
      `throughput: published article (${articleBytes} B brotli) ${median(cached).toFixed(0)} req/s, the same article prerendered (${baseline.bytes} B) ${median(prerendered).toFixed(0)} req/s: ${(ratio * 100).toFixed(1)} % (bar ≥ ${BARS.throughputRatio * 100} %)`,
    );
    console.log(
      `Lighthouse on the published article: Performance ${scores.performance}, Accessibility ${scores.accessibility}, Best Practices ${scores["best-practices"]}, SEO ${scores.seo}`,
    );
    for (const loss of losses) console.log(`  - ${loss}`);
    const lighthouseOk = Object.entries(lighthouseBars).every(
      ([category, bar]) => scores[category as keyof typeof scores] >= bar,
    );
    return firstRender <= BARS.firstRenderMs && ratio >= BARS.throughputRatio && lighthouseOk;
  } finally {
    if (chrome) await chrome.kill();
    await stopServer(server);
    site.remove();
  }
}
