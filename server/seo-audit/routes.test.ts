import type http from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MSG_URL_REQUIRED,
  MSG_URL_SCHEME,
  MSG_URL_INVALID,
  seoAuditResultSchema,
  type SeoAuditResult,
} from "#contracts/seo-audit/audit.ts";
import { seoCrawlResultSchema } from "#contracts/seo-audit/crawl.ts";
import { expectRefusal } from "#server/test-support/retry-after.ts";
import { ERR_ADDRESS_NOT_ALLOWED, ERR_NOT_HTML, ERR_TIMEOUT, ERR_TOO_LARGE, ERR_TOO_MANY_REDIRECTS } from "./errors.ts";
import { seoAuditRoutes } from "./routes.ts";
import {
  answerRedirectChain,
  answerSlowly,
  BAD_HTML,
  closeRouteFixture,
  GOOD_HTML,
  postRaw,
  startRouteFixture,
  streamHugeBody,
  type TestServer,
} from "./seo-audit-test-support.ts";

let site: TestServer;
let app: FastifyInstance;
/** Answers of /hold requests, kept until the test lets them go. */
const held: (() => void)[] = [];

const answer = (req: http.IncomingMessage, res: http.ServerResponse): void => {
  const path = req.url ?? "/";
  if (answerRedirectChain(path, res)) return;
  switch (path) {
    case "/good":
      res
        .writeHead(200, { "content-type": "text/html; charset=utf-8", "x-content-type-options": "nosniff" })
        .end(GOOD_HTML);
      return;
    case "/bad":
      res.writeHead(200, { "content-type": "text/html" }).end(BAD_HTML);
      return;
    case "/to-loopback":
      res.writeHead(302, { location: `http://127.0.0.1:${site.port}/good` }).end();
      return;
    case "/pdf":
      res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.7");
      return;
    case "/slow":
      answerSlowly(res);
      return;
    case "/huge":
      streamHugeBody(res);
      return;
    case "/hold":
      held.push(() => res.writeHead(200, { "content-type": "text/html" }).end(GOOD_HTML));
      return;
    case "/robots.txt":
      res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
      return;
    default:
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }
};

beforeAll(async () => {
  ({ site, app } = await startRouteFixture(answer, (app) =>
    // Under the 3 s of /slow, and time enough to read 5 MB of /huge on a busy machine (300 ms was not).
    app.register(seoAuditRoutes, { allowHosts: ["localhost"], timeoutMs: 2000 }),
  ));
});

afterAll(() => closeRouteFixture({ site, app }));

const audit = (payload: unknown) => app.inject({ method: "POST", url: "/api/seo-audit", payload: payload as object });

describe("POST /api/seo-audit", () => {
  it("audits a good page with the contract's shape", async () => {
    const res = await audit({ url: `${site.localhostOrigin}/good` });
    expect(res.statusCode).toBe(200);
    const body = seoAuditResultSchema.parse(res.json());
    expect(body.url).toBe(`${site.localhostOrigin}/good`);
    expect(body.statusCode).toBe(200);
    expect(body.issues.critical + body.issues.warning + body.issues.passed).toBe(body.checks.length);
    expect(body.technicalIssues).toHaveLength(body.checks.length);
    expect(body.recommendations.length).toBeGreaterThan(0);
    expect(body.robotsTxt).toBe("found");
  });

  it("scores the good page above the bad page, and the same page the same twice", async () => {
    const good1 = (await audit({ url: `${site.localhostOrigin}/good` })).json<SeoAuditResult>();
    const good2 = (await audit({ url: `${site.localhostOrigin}/good` })).json<SeoAuditResult>();
    const bad = (await audit({ url: `${site.localhostOrigin}/bad` })).json<SeoAuditResult>();
    expect(good1.overallScore).toBeGreaterThan(bad.overallScore);
    expect(good2.overallScore).toBe(good1.overallScore);
    expect(good2.metrics).toEqual(good1.metrics);
    // Same verdicts; only the measured time in the response-time finding may differ.
    const verdicts = (r: SeoAuditResult) => r.checks.map((c) => `${c.id}:${c.status}`);
    expect(verdicts(good2)).toEqual(verdicts(good1));
    expect(good2.recommendations).toEqual(good1.recommendations);
    expect(bad.issues.critical).toBeGreaterThan(good1.issues.critical);
  });

  it("follows 3 redirects and refuses 6", async () => {
    const ok = await audit({ url: `${site.localhostOrigin}/redirect/2` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<SeoAuditResult>().finalUrl).toBe(`${site.localhostOrigin}/good`);
    const tooMany = await audit({ url: `${site.localhostOrigin}/redirect/5` });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({ error: ERR_TOO_MANY_REDIRECTS });
  });

  it("refuses a redirect to 127.0.0.1 (not in the allow-list)", async () => {
    const res = await audit({ url: `${site.localhostOrigin}/to-loopback` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: ERR_ADDRESS_NOT_ALLOWED });
  });

  it("refuses private and metadata addresses", async () => {
    for (const url of [
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/",
      "http://[::1]/",
      "http://0177.0.0.1/",
      "http://2130706433/",
    ]) {
      const res = await audit({ url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toEqual({ error: ERR_ADDRESS_NOT_ALLOWED });
    }
  });

  it("refuses a huge body, a slow server and a non-HTML answer", async () => {
    const huge = await audit({ url: `${site.localhostOrigin}/huge` });
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toEqual({ error: ERR_TOO_LARGE });
    const slow = await audit({ url: `${site.localhostOrigin}/slow` });
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toEqual({ error: ERR_TIMEOUT });
    const pdf = await audit({ url: `${site.localhostOrigin}/pdf` });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json()).toEqual({ error: ERR_NOT_HTML });
  });

  it("answers 400 on an invalid URL, an empty body and ftp://", async () => {
    const invalid = await audit({ url: "http://exa mple.com" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: MSG_URL_INVALID, fields: { url: MSG_URL_INVALID } });

    const empty = await audit({ url: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: MSG_URL_REQUIRED, fields: { url: MSG_URL_REQUIRED } });

    const noBody = await app.inject({ method: "POST", url: "/api/seo-audit" });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error).toBe(MSG_URL_REQUIRED);

    const emptyJson = await postRaw(app, "/api/seo-audit", "");
    expect(emptyJson.statusCode).toBe(400);
    expect(emptyJson.json().error).toBe(MSG_URL_REQUIRED);

    const ftp = await audit({ url: "ftp://example.com/file" });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().error).toBe(MSG_URL_SCHEME);
  });

  it("never answers 5xx other than 502/504 on odd input", async () => {
    const odd: Array<{ payload: string; type: string }> = [
      { payload: "{not json", type: "application/json" },
      { payload: "null", type: "application/json" },
      { payload: "[]", type: "application/json" },
      { payload: '"https://example.com"', type: "application/json" },
      { payload: '{"url": null}', type: "application/json" },
      { payload: '{"url": {"x": 1}}', type: "application/json" },
      { payload: "url=https://example.com", type: "text/plain" },
      { payload: "url=https://example.com", type: "application/x-www-form-urlencoded" },
    ];
    for (const { payload, type } of odd) {
      const res = await postRaw(app, "/api/seo-audit", payload, type);
      expect(res.statusCode, `${type} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type} ${payload}`).toBeLessThan(500);
      expect(typeof res.json().error).toBe("string");
    }
  });
});

describe("POST /api/seo-audit/crawl", () => {
  const crawl = (payload: unknown) =>
    app.inject({ method: "POST", url: "/api/seo-audit/crawl", payload: payload as object });

  it("crawls the site of a page with the contract's shape", async () => {
    const res = await crawl({ url: `${site.localhostOrigin}/good` });
    expect(res.statusCode).toBe(200);
    const body = seoCrawlResultSchema.parse(res.json());
    expect(body.pages[0]).toMatchObject({ url: `${site.localhostOrigin}/good`, status: 200 });
    // GOOD_HTML links to pages this server answers 404 (as text): broken internal links.
    expect(body.brokenLinks.map((l) => l.url)).toContain(`${site.localhostOrigin}/services`);
  });

  it("answers bad input and refused addresses with 4xx and a message", async () => {
    const empty = await crawl({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: MSG_URL_REQUIRED });
    const refused = await crawl({ url: `${site.origin}/good` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: ERR_ADDRESS_NOT_ALLOWED });
  });
});

describe("capacity", () => {
  const waitForHeld = async (count: number) => {
    while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it("refuses a fifth audit and a third crawl at once with 503 and Retry-After, then runs them again", async () => {
    const capped = Fastify();
    await capped.register(seoAuditRoutes, { allowHosts: ["localhost"], timeoutMs: 10_000 });
    const post = (path: string, url: string) => capped.inject({ method: "POST", url: path, payload: { url } });
    const hold = `${site.localhostOrigin}/hold`;
    try {
      const audits = Array.from({ length: 4 }, () => post("/api/seo-audit", hold));
      const crawls = Array.from({ length: 2 }, () => post("/api/seo-audit/crawl", hold));
      await waitForHeld(6);

      const refused = await post("/api/seo-audit", `${site.localhostOrigin}/good`);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("30");
      expect(refused.json()).toEqual({ error: "The server is busy with other SEO audits. Try again in 30 seconds." });
      const refusedCrawl = await post("/api/seo-audit/crawl", `${site.localhostOrigin}/good`);
      expectRefusal(refusedCrawl, 503, 30, 30);
      expect(refusedCrawl.json<{ error: string }>().error).toMatch(/^The server is busy with other site crawls\./);

      for (const release of held.splice(0)) release();
      expect((await Promise.all([...audits, ...crawls])).map((r) => r.statusCode)).toEqual([
        200, 200, 200, 200, 200, 200,
      ]);
      expect((await post("/api/seo-audit", `${site.localhostOrigin}/good`)).statusCode).toBe(200);
    } finally {
      for (const release of held.splice(0)) release();
      await capped.close();
    }
  });
});
