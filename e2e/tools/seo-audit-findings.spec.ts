import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, expectNoA11yViolations, gotoHydrated, sidewaysOverflow, test } from "../support.ts";
import { useAuditedSite } from "./audited-site.ts";

// The findings beyond Lighthouse (image weight, the XML sitemap, structured data properties) on
// a page served by a local server (the e2e server allows 127.0.0.1), in the page, in the text
// report and in the branded PDF report, read back with pdftotext. One audit and one crawl.

const PATH = "/tools/seo-audit-generator";

const SHOP_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hiking boots for every trail | Crestline Outdoor Shop</title>
<meta name="description" content="Waterproof hiking boots tested on real trails, with free returns within 30 days and advice from people who hike.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Trail boot","image":"/hero.jpg"}</script>
</head><body><h1>Hiking boots</h1>
<img src="/hero.jpg" alt="A hiking boot on a rock" width="1200" height="800">
<img src="/icon.png" alt="" width="16" height="16">
<p><a href="/about">About the shop</a></p></body></html>`;

const site = useAuditedSite((req, res) => {
  const o = site().origin;
  if (req.url === "/robots.txt") {
    res
      .writeHead(200, { "content-type": "text/plain" })
      .end(`User-agent: *\nAllow: /\nSitemap: ${o}/shop-sitemap.xml\n`);
  } else if (req.url === "/shop-sitemap.xml") {
    res
      .writeHead(200, { "content-type": "application/xml" })
      .end(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${o}/shop</loc></url><url><loc>${o}/old-boots</loc></url></urlset>`,
      );
  } else if (req.url === "/shop" || req.url === "/about") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(SHOP_HTML);
  } else if (req.url === "/hero.jpg") {
    res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(350 * 1024) });
    res.end(req.method === "HEAD" ? undefined : Buffer.alloc(350 * 1024));
  } else if (req.url === "/icon.png") {
    res.writeHead(200, { "content-type": "image/png", "content-length": "2048" });
    res.end(req.method === "HEAD" ? undefined : Buffer.alloc(2048));
  } else {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }
});

test("image weight, sitemap and structured data findings in the page, the text report and the PDF report", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, PATH);
  const shop = `${site().origin}/shop`;
  const pdfmakeRequests: string[] = [];
  page.on("request", (request) => {
    if (/pdfmake/i.test(request.url())) pdfmakeRequests.push(request.url());
  });

  const answer = page.waitForResponse((response) => response.url().endsWith("/api/seo-audit"), { timeout: 0 });
  await page.getByLabel("Website URL").fill(shop);
  await page.getByRole("button", { name: "Analyze" }).click();
  const body = (await (await answer).json()) as { overallScore: number; metrics: Record<string, number> };
  await expect(page.getByTestId("overall-score")).toHaveText(String(body.overallScore));

  const issues = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Technical Issues" }) });
  const item = (title: string) =>
    issues.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(`^${title}`) }) });
  const weight = item("Image weight");
  await expect(weight.getByText("Warning", { exact: true })).toBeVisible();
  await expect(weight.getByText("2 images, 352.0 KB in all, 1 over 200.0 KB")).toBeVisible();
  await expect(weight.getByText(`350.0 KB: ${site().origin}/hero.jpg`)).toBeVisible();
  await expect(weight.getByText(`2.0 KB: ${site().origin}/icon.png`)).toBeVisible();
  const sitemap = item("XML sitemap");
  await expect(sitemap.getByText(/listed in robots\.txt\): 2 URLs, 2 asked for, 1 does not answer 200/)).toBeVisible();
  await expect(sitemap.getByText(`HTTP 404: ${site().origin}/old-boots`)).toBeVisible();
  const properties = item("Structured data properties");
  await expect(properties.getByText("Product is missing offers, review or aggregateRating")).toBeVisible();
  await expect(properties.getByText("Info: Product is missing the recommended description")).toBeVisible();
  await expectNoA11yViolations(page);

  // The text report lists the same things under each finding.
  const textDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Report" }).click();
  const report = fs.readFileSync(await (await textDownload).path(), "utf8");
  expect(report).toContain(`- 350.0 KB: ${site().origin}/hero.jpg`);
  expect(report).toContain("- Product is missing offers, review or aggregateRating");

  // A crawl, so that the PDF has its summary.
  const crawl = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Site crawl" }) });
  await crawl.getByRole("button", { name: "Crawl the site" }).click();
  await expect(crawl.getByTestId("crawl-summary")).toContainText("pages crawled");

  // pdfmake is loaded only when the PDF is asked for.
  expect(pdfmakeRequests).toEqual([]);
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF report" }).click();
  const download = await pdfDownload;
  expect(download.suggestedFilename()).toMatch(/^seo-audit-127\.0\.0\.1-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdfmakeRequests.length).toBeGreaterThan(0);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", await download.path(), "-"], { encoding: "utf8" }).replace(
    /\s+/g,
    " ",
  );
  expect(text).toContain("Crestline Digital");
  expect(text).toContain(`Website: ${shop}`);
  expect(text).toContain(`Overall score ${body.overallScore}/100`);
  for (const [label, key] of [
    ["Page Speed", "pageSpeed"],
    ["Mobile Usability", "mobileUsability"],
    ["SEO Score", "seoScore"],
    ["Accessibility", "accessibility"],
  ] as const) {
    expect(text).toContain(`${label} ${body.metrics[key]}/100`);
  }
  expect(text).toContain("How the score is made");
  expect(text).toContain("Product is missing offers, review or aggregateRating");
  expect(text).toContain(`HTTP 404: ${site().origin}/old-boots`);
  expect(text).toContain("Site crawl");

  // The results, lists included, still fit a 390 px phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(weight).toBeVisible();
  expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);
});
