import { describe, expect, it } from "vitest";
import { readPdfText } from "#app/tool-kit/conversion/conversion-test-support.ts";
import type { SeoAuditResult } from "#contracts/seo-audit/audit.ts";
import type { SeoCrawlResult } from "#contracts/seo-audit/crawl.ts";
import { sampleAuditResult } from "./audit-test-support.ts";
import { renderSeoAuditPdf, seoAuditPdfDefinition, seoAuditPdfFileName } from "./pdf-report.ts";

const result = sampleAuditResult;

const crawl: SeoCrawlResult = {
  startUrl: "https://shop.example/",
  pages: [
    {
      url: "https://shop.example/",
      status: 200,
      redirectChain: ["https://shop.example/"],
      title: "Shop",
      description: "",
      h1: "Shop",
      canonical: "",
      wordCount: 320,
    },
    {
      url: "https://shop.example/gone",
      status: 404,
      redirectChain: ["https://shop.example/gone"],
      title: "",
      description: "",
      h1: "",
      canonical: "",
      wordCount: 0,
    },
  ],
  notCrawled: 0,
  blockedByRobots: [],
  sitemapUrl: null,
  duplicateTitles: [],
  duplicateDescriptions: [],
  orphanPages: [],
  brokenLinks: [{ url: "https://shop.example/gone", status: 404, linkedFrom: ["https://shop.example/"] }],
  redirectChains: [],
  timedOut: false,
  elapsedMs: 1234,
};

describe("seo audit PDF report", () => {
  it("holds the brand, URL, date, scores, explanation, every finding with its list, and the crawl", async () => {
    const text = (await readPdfText(await renderSeoAuditPdf(result, crawl))).pages.join("\n").replace(/\s+/g, " ");
    for (const expected of [
      "Crestline Digital",
      "Website: https://shop.example/",
      "Audited: 2026-11-25 10:11 UTC",
      "81/100",
      "74/100",
      "95/100",
      "88/100",
      "69/100",
      "How the score is made",
      "Warning: Image weight",
      "600.0 KB: https://shop.example/hero.jpg",
      "Passed: Page title",
      "Site crawl",
      "2 pages crawled in 1.2 s",
      "/gone: HTTP 404; linked from /",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("draws a finding in another script with a font that has it", async () => {
    const chinese: SeoAuditResult = {
      ...result,
      checks: [{ ...result.checks[1]!, found: 'Title: "人人生而自由" (6 characters)' }],
    };
    const text = (await readPdfText(await renderSeoAuditPdf(chinese))).pages.join("\n").replace(/\s+/g, "");
    expect(text).toContain("人人生而自由");
  });

  it("leaves the crawl out when none ran, and names the file after the site and day", () => {
    expect(JSON.stringify(seoAuditPdfDefinition(result).content)).not.toContain("Site crawl");
    expect(seoAuditPdfFileName(result)).toBe("seo-audit-shop.example-2026-11-25.pdf");
  });
});
