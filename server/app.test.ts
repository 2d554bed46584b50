import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPagePaths, unlistedPagePaths } from "#contracts/site/site-routes.ts";
import { FIXTURE_PUBLIC_PATHS, FIXTURE_REDIRECTS, writeFixtureSite } from "./test-support/fixture-site.ts";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

describe("API basics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /api/health answers 200 without asking the database, and /api/ready 503 when it is gone", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const health = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const ready = await broken.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "not ready", reason: "database unreachable" });
    await broken.app.close();
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/nothing-here", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Not found" });
  });

  it("sends the security headers on API answers, without X-Powered-By", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["permissions-policy"]).toContain("camera=()");
    expect(response.headers["x-powered-by"]).toBeUndefined();
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("static site", () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = writeFixtureSite();
    t = await createTestApp(undefined, { clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves every public path with 200 and its own page", async () => {
    for (const urlPath of FIXTURE_PUBLIC_PATHS) {
      const response = await t.app.inject({ method: "GET", url: urlPath });
      expect(response.statusCode, urlPath).toBe(200);
      expect(response.body).toContain(`<h1>${urlPath}</h1>`);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
  });

  it("serves the thank-you pages of forms sent without JavaScript with 200, though they are no public path", async () => {
    for (const urlPath of unlistedPagePaths) {
      expect(FIXTURE_PUBLIC_PATHS).not.toContain(urlPath);
      const response = await t.app.inject({ method: "GET", url: urlPath });
      expect(response.statusCode, urlPath).toBe(200);
      expect(response.body).toContain(`<h1>${urlPath}</h1>`);
    }
  });

  it("never sends the build's route list", async () => {
    const response = await t.app.inject({ method: "GET", url: "/.site-routes.json" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("publicPaths");
  });

  it("answers 404 with the not-found page for unknown paths, and for the 404 page's own path", async () => {
    for (const url of ["/nope", "/blog/facebook-ads-guide/2", "/404", "/about/index.html", "/tools/a/b"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("Page not found");
    }
  });

  it("answers an article's or case study's old id URL with a 301 to its slug URL, keeping the query", async () => {
    expect(Object.keys(FIXTURE_REDIRECTS)).toEqual(["/blog/1", "/case-studies/1"]);
    const cases = [
      ["/blog/1", "/blog/facebook-ads-guide"],
      ["/blog/1/", "/blog/facebook-ads-guide"],
      [
        "/blog/1?utm_source=newsletter&utm_medium=email",
        "/blog/facebook-ads-guide?utm_source=newsletter&utm_medium=email",
      ],
      ["/blog/1/?ref=x", "/blog/facebook-ads-guide?ref=x"],
      ["/case-studies/1", "/case-studies/aangan-threads-roas"],
      ["/case-studies/1/", "/case-studies/aangan-threads-roas"],
      ["/case-studies/1?a=%2F%2Fevil.example", "/case-studies/aangan-threads-roas?a=%2F%2Fevil.example"],
    ];
    for (const [url, location] of cases) {
      for (const method of ["GET", "HEAD"] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(301);
        expect(response.headers.location, url).toBe(location);
      }
    }
    const landed = await t.app.inject({ method: "GET", url: "/blog/facebook-ads-guide?utm_source=newsletter" });
    expect(landed.statusCode).toBe(200);
    expect(landed.body).toContain("<h1>/blog/facebook-ads-guide</h1>");
  });

  it("keeps the query when it redirects a trailing slash", async () => {
    const response = await t.app.inject({ method: "GET", url: "/blog/facebook-ads-guide/?ref=x" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/blog/facebook-ads-guide?ref=x");
  });

  it("answers unknown article and case study ids and slugs with their own not-found page", async () => {
    for (const url of ["/blog/99", "/blog/99/", "/blog/01", "/blog/no-such-post", "/blog/1.data"]) {
      const article = await t.app.inject({ method: "GET", url });
      expect(article.statusCode, url).toBe(404);
      expect(article.body).toContain("Article not found");
    }
    const unknownId = await t.app.inject({ method: "GET", url: "/case-studies/2" });
    expect(unknownId.statusCode).toBe(404);
    expect(unknownId.body).toContain("Case study not found");
    const caseStudy = await t.app.inject({ method: "GET", url: "/case-studies/abc?x=1" });
    expect(caseStudy.statusCode).toBe(404);
    expect(caseStudy.body).toContain("Case study not found");
    const fallbackItself = await t.app.inject({ method: "GET", url: "/blog/not-found" });
    expect(fallbackItself.statusCode).toBe(404);
  });

  it("answers unknown /tools/* paths with the 'Tool Coming Soon' page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/tools/teleporter" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Tool Coming Soon");
  });

  it("serves the prerendered admin pages uncached and unindexed, and never lists them", async () => {
    expect(adminPagePaths).toEqual(["/admin", "/admin/leads", "/admin/set-password"]);
    for (const url of adminPagePaths) {
      expect(FIXTURE_PUBLIC_PATHS).not.toContain(url);
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<h1>${url}</h1>`);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-robots-tag"]).toBe("noindex");
    }
  });

  it("sends the dashboard's page for every view's URL, and 404 for paths of no view's shape", async () => {
    for (const url of [
      "/admin/sources?from=2026-11-01&to=2026-11-24",
      "/admin/leads/123",
      "/admin/team",
      "/admin/calls",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("<h1>/admin/leads</h1>");
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["x-robots-tag"], url).toBe("noindex");
    }
    expect((await t.app.inject({ method: "GET", url: "/admin/set-password" })).body).toContain(
      "<h1>/admin/set-password</h1>",
    );
    for (const url of ["/admin/Leads", "/admin/leads/1/2", "/admin/leads/%2e%2e", "/admin/-x"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("sends /admin/dashboard of before to the leads, with its query", async () => {
    const response = await t.app.inject({ method: "GET", url: "/admin/dashboard?due=today" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/admin/leads?due=today");
  });

  it("sends a CSP with the hashes of the page's inline scripts and no 'unsafe-inline' for scripts", async () => {
    const response = await t.app.inject({ method: "GET", url: "/about" });
    const csp = String(response.headers["content-security-policy"]);
    const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(1); // JSON-LD is data, not a script
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("sends the security headers on every page, asset, API answer and error, and HSTS only over HTTPS", async () => {
    const requests: { method: "GET" | "POST"; url: string; payload?: string; headers?: Record<string, string> }[] = [
      ...FIXTURE_PUBLIC_PATHS.map((url) => ({ method: "GET" as const, url })),
      { method: "GET", url: "/nope" },
      { method: "GET", url: "/tools/teleporter" },
      { method: "GET", url: "/admin/leads/7" },
      { method: "GET", url: "/assets/app-abc123.js" },
      { method: "GET", url: "/api/health" },
      { method: "GET", url: "/api/admin/stats" },
      { method: "POST", url: "/api/submissions", payload: "{", headers: { "content-type": "application/json" } },
      { method: "POST", url: "/api/submissions", payload: "x", headers: { "content-type": "text/plain" } },
    ];
    const statuses = new Set<number>();
    for (const request of requests) {
      const response = await t.app.inject(request);
      statuses.add(response.statusCode);
      const label = `${request.method} ${request.url} (${response.statusCode})`;
      expect(response.headers["content-security-policy"], label).toContain("frame-ancestors 'none'");
      expect(String(response.headers["content-security-policy"]), label).not.toContain("'unsafe-inline' 'unsafe-eval'");
      expect(response.headers["x-content-type-options"], label).toBe("nosniff");
      expect(response.headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
      expect(response.headers["permissions-policy"], label).toContain("camera=()");
      expect(response.headers["x-powered-by"], label).toBeUndefined();
      expect(response.headers["strict-transport-security"], label).toBeUndefined();
    }
    expect([...statuses].sort()).toEqual([200, 400, 401, 404, 415]);
    const overHttps = await t.app.inject({ method: "GET", url: "/about", headers: { "x-forwarded-proto": "https" } });
    expect(overHttps.headers["strict-transport-security"]).toBeUndefined(); // proxies are not trusted by default
  });

  it("compresses pages and honours If-None-Match", async () => {
    const brotli = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br, gzip" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    const gzip = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const again = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "if-none-match": String(brotli.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("caches hashed assets for a year and redirects trailing slashes", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Workers run under their script's policy: WebAssembly allowed, nothing from other hosts.
    expect(asset.headers["content-security-policy"]).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(asset.headers["content-security-policy"]).toMatch(/^default-src 'self';/); // connections fall back to it
    expect(asset.headers["content-security-policy"]).not.toMatch(/connect-src|font-src/);
    // The same policy when the build's precompressed copy is sent (a worker fetching its fonts needs it).
    const compressed = await t.app.inject({
      method: "GET",
      url: "/assets/worker-abc123.js",
      headers: { "accept-encoding": "br" },
    });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["content-security-policy"]).toBe(asset.headers["content-security-policy"]);
    // Files whose names do not tell their types keep them, plain or precompressed.
    for (const [url, type] of [
      ["/about.data", "text/x-script"],
      ["/blog/feed.xml?ref=reader", "application/atom+xml; charset=utf-8"],
    ]) {
      for (const encoding of ["identity", "br"]) {
        const file = await t.app.inject({ method: "GET", url: url!, headers: { "accept-encoding": encoding } });
        expect(file.statusCode, `${url} ${encoding}`).toBe(200);
        expect(file.headers["content-type"], `${url} ${encoding}`).toBe(type);
        expect(file.headers["content-encoding"], `${url} ${encoding}`).toBe(encoding === "br" ? "br" : undefined);
      }
    }
    const icon = await t.app.inject({ method: "GET", url: "/favicon.ico" });
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    const slash = await t.app.inject({ method: "GET", url: "/about/" });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe("/about");
  });
});
