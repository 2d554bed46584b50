import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSeoAudit } from "./audit.ts";
import { runChecks } from "./scoring/checks.ts";
import { scoreChecks } from "./scoring/score.ts";
import { GOOD_HTML, startTestServer, type TestServer } from "./seo-audit-test-support.ts";

// The audit asks for the image sizes and the sitemap after the page, and they reach the
// findings without moving any score (they are advice).

let site: TestServer;
let requests: { method: string; url: string }[] = [];

beforeAll(async () => {
  site = await startTestServer((req, res) => {
    requests.push({ method: req.method ?? "", url: req.url ?? "" });
    if (req.url === "/good") res.writeHead(200, { "content-type": "text/html" }).end(GOOD_HTML);
    else if (req.url === "/team.jpg")
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": "512000" }).end();
    else if (req.url === "/robots.txt") res.writeHead(200).end(`User-agent: *\nSitemap: ${site.origin}/map.xml\n`);
    else if (req.url === "/map.xml")
      res.writeHead(200).end(`<urlset><url><loc>${site.origin}/good</loc></url></urlset>`);
    else res.writeHead(404).end();
  });
});

afterAll(async () => {
  await site.close();
});

describe("runSeoAudit", () => {
  it("weighs the images and reads the sitemap, and the scores stay those of the checks alone", async () => {
    requests = [];
    const result = await runSeoAudit(`${site.origin}/good`, { allowHosts: ["127.0.0.1"] });
    const check = (id: string) => result.checks.find((c) => c.id === id);
    expect(check("image-weight")).toMatchObject({
      status: "warning",
      weight: 0,
      details: [`500.0 KB: ${site.origin}/team.jpg`],
    });
    expect(check("sitemap")).toMatchObject({ status: "passed", weight: 0 });
    expect(check("sitemap")?.found).toContain("1 asked for, all answer 200");
    expect(requests).toContainEqual({ method: "HEAD", url: "/team.jpg" });
    expect(requests).toContainEqual({ method: "GET", url: "/map.xml" });

    // Without the extras (not measured), every score is the same.
    const plain = scoreChecks(
      runChecks({
        url: result.finalUrl,
        html: GOOD_HTML,
        headers: { "content-type": "text/html" },
        status: 200,
        timing: { responseTimeMs: result.responseTimeMs },
        robotsTxt: { status: "found", body: `User-agent: *\nSitemap: ${site.origin}/map.xml\n` },
      }),
    );
    expect(result.metrics).toEqual(plain.metrics);
    expect(result.overallScore).toBe(plain.overallScore);
  });
});
