import http from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";

// Shared by the fetcher and route tests: sample pages and a local HTTP server on 127.0.0.1.

const PARAGRAPH =
  "Crestline Digital plans, builds and measures search and paid campaigns for growing companies. " +
  "We study how your customers search, which pages answer them best, and where the site loses them. " +
  "Every month you get a plain report with rankings, traffic, leads and the next three things we will improve. ";

export const GOOD_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Search Engine Optimisation Services | Crestline Digital</title>
<meta name="description" content="Crestline Digital grows organic traffic with technical SEO, content and link building. Get a free audit of your website today.">
<link rel="canonical" href="http://localhost/good">
<meta property="og:title" content="SEO Services | Crestline Digital">
<meta property="og:description" content="Technical SEO, content and link building that grows organic traffic.">
<meta property="og:image" content="https://crestline.example/og/seo.png">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Crestline Digital"}</script>
<script src="/app.js" defer></script>
</head>
<body>
<header><nav><a href="/">Home</a> <a href="/services">Our services</a> <a href="/contact">Contact our team</a></nav></header>
<main>
<h1>Search engine optimisation that brings customers</h1>
<img src="/team.jpg" alt="The Crestline team at work" width="800" height="600">
<h2>How we work</h2>
<p>${PARAGRAPH.repeat(3)}</p>
<h3>Technical audits</h3>
<p>${PARAGRAPH.repeat(3)}</p>
<h2>Talk to us</h2>
<form><label for="email">Email</label><input id="email" name="email" type="email"><button type="submit">Send</button></form>
<p><a href="/case-studies">Read our case studies</a></p>
</main>
</body>
</html>`;

export const BAD_HTML = `<html>
<head>
<meta name="robots" content="noindex">
<script src="/jquery.js"></script>
</head>
<body>
<h2>Welcome</h2>
<h4>News</h4>
<img src="/a.png"><img src="/b.png">
<p style="font-size: 9px">Short text.</p>
<a href="javascript:void(0)">click here</a>
<a href="/more">read more</a>
<input type="text" name="q" placeholder="Search">
</body>
</html>`;

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface TestServer {
  port: number;
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Same server under the name "localhost" (allow-list tests). */
  localhostOrigin: string;
  close(): Promise<void>;
}

export async function startTestServer(handler: Handler): Promise<TestServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    localhostOrigin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A local site and an app whose routes may fetch from it under the name "localhost" (route tests). */
export interface RouteFixture {
  site: TestServer;
  app: FastifyInstance;
}

/** Starts the site with `handler`, then an app with the routes `register` adds, ready for inject. */
export async function startRouteFixture(
  handler: Handler,
  register: (app: FastifyInstance) => PromiseLike<unknown>,
): Promise<RouteFixture> {
  const site = await startTestServer(handler);
  const app = Fastify();
  await register(app);
  await app.ready();
  return { site, app };
}

export async function closeRouteFixture({ site, app }: RouteFixture): Promise<void> {
  await app.close();
  await site.close();
}

/** POSTs `payload` to `url` as it is, under `type` (tests of malformed bodies). */
export function postRaw(app: FastifyInstance, url: string, payload: string, type = "application/json") {
  return app.inject({ method: "POST", url, headers: { "content-type": type }, payload });
}

/** Answers /redirect/N with a chain of N 302s ending at /good; false for any other path. */
export function answerRedirectChain(path: string, res: http.ServerResponse): boolean {
  const redirect = /^\/redirect\/(\d+)$/.exec(path);
  if (!redirect) return false;
  const n = Number(redirect[1]);
  res.writeHead(302, { location: n === 0 ? "/good" : `/redirect/${n - 1}` }).end();
  return true;
}

/** Answers with the good page after 3 s, longer than the tests' deadlines (unless the client left). */
export function answerSlowly(res: http.ServerResponse): void {
  setTimeout(() => {
    if (!res.destroyed) res.writeHead(200, { "content-type": "text/html" }).end(GOOD_HTML);
  }, 3000);
}

const HUGE_BODY_BYTES = 50 * 1024 * 1024;

/**
 * Streams an HTML body of up to 50 MB, honouring backpressure, and records in `progress` how
 * much it sent and whether the client closed the connection before the end.
 */
export function streamHugeBody(
  res: http.ServerResponse,
  progress = { written: 0, closedEarly: false },
): { written: number; closedEarly: boolean } {
  res.writeHead(200, { "content-type": "text/html" });
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  progress.written = 0;
  progress.closedEarly = false;
  res.on("close", () => {
    if (progress.written < HUGE_BODY_BYTES) progress.closedEarly = true;
  });
  const pump = (): void => {
    while (progress.written < HUGE_BODY_BYTES && !res.destroyed) {
      progress.written += chunk.length;
      if (!res.write(chunk)) {
        res.once("drain", pump);
        return;
      }
    }
    if (!res.destroyed) res.end();
  };
  pump();
  return progress;
}
