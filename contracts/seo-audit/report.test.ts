import { describe, expect, it } from "vitest";
import type { SeoAuditResult } from "./audit.ts";
import { buildSeoAuditReport, seoAuditReportFileName } from "./report.ts";

const result: SeoAuditResult = {
  url: "https://example.com",
  overallScore: 72,
  issues: { critical: 1, warning: 1, passed: 1 },
  metrics: { pageSpeed: 95, mobileUsability: 60, seoScore: 75, accessibility: 88 },
  technicalIssues: [
    {
      type: "critical",
      title: "Mobile viewport",
      description: "No viewport meta tag. Phones render the page at desktop width.",
    },
    { type: "warning", title: "Page title", description: 'Title: "Acme" (4 characters). The title is short.' },
    { type: "passed", title: "HTTPS", description: "Served over HTTPS. The page is encrypted." },
  ],
  recommendations: ["Add a viewport meta tag.", "Lengthen the title to 30–60 characters."],
  fetchedAt: "2025-03-04T05:06:07.890Z",
  finalUrl: "https://www.example.com/",
  redirectChain: ["https://example.com/", "https://www.example.com/"],
  statusCode: 200,
  responseTimeMs: 123,
  totalTimeMs: 200,
  pageBytes: 20480,
  transferBytes: 5000,
  compression: "br",
  robotsTxt: "found",
  checks: [],
};

describe("buildSeoAuditReport", () => {
  it("lists what a finding lists under its issue", () => {
    const withDetails: SeoAuditResult = {
      ...result,
      technicalIssues: [{ type: "warning", title: "Mixed content", description: "1 http:// resource. Browsers…" }],
      checks: [
        {
          id: "mixed-content",
          title: "Mixed content",
          status: "warning",
          found: "1 http:// resource",
          description: "Browsers…",
          details: ["Blockable script: http://cdn.example/x.js"],
          weight: 0,
          metric: "seoScore",
          score: 0.5,
        },
      ],
    };
    expect(buildSeoAuditReport(withDetails)).toContain(
      "[WARNING]  Mixed content\n            1 http:// resource. Browsers…\n              - Blockable script: http://cdn.example/x.js",
    );
  });

  it("holds the scores, the counts, every issue and numbered recommendations", () => {
    const text = buildSeoAuditReport(result);
    expect(text).toContain("Website:        https://example.com");
    expect(text).toContain("Final URL:      https://www.example.com/");
    expect(text).toContain("Audited:        2025-03-04 05:06:07 UTC");
    expect(text).toContain("OVERALL SCORE: 72/100 (Needs improvement)");
    expect(text).toContain("Page speed          95/100  Good");
    expect(text).toContain("Mobile usability    60/100  Poor");
    expect(text).toContain("Critical: 1   Warnings: 1   Passed: 1");
    expect(text).toContain("[CRITICAL] Mobile viewport");
    expect(text).toContain("[PASSED]   HTTPS");
    expect(text).toContain("1. Add a viewport meta tag.");
    expect(text).toContain("2. Lengthen the title to 30–60 characters.");
    expect(text).toContain("HTML size:      20.0 KB (br compressed)");
    expect(buildSeoAuditReport(result)).toBe(text);
  });

  it("names the file after the host and date", () => {
    expect(seoAuditReportFileName(result)).toBe("seo-audit-www.example.com-2025-03-04.txt");
  });
});

describe("the report explains the score", () => {
  it("states that no JavaScript is run, gives the formula and what each check cost", () => {
    const check = (id: string, title: string, score: number | null): SeoAuditResult["checks"][number] => ({
      id,
      title,
      status: score === 0 ? "critical" : "passed",
      found: "x",
      description: "y",
      weight: 1,
      metric: "seoScore",
      score,
    });
    const text = buildSeoAuditReport({
      ...result,
      checks: [
        check("indexable", "Indexable", 1),
        check("title", "Page title", 0),
        { ...check("https", "HTTPS", 1), weight: 0 },
      ],
    });
    expect(text).toContain("How the score is made");
    expect(text).toContain("it runs no JavaScript");
    // Title: weight 1 of 1 + 93/23 → 19.8 points lost; SEO 80.
    expect(text).toMatch(/Page title\s+weight\s+1\s+lost\s+19\.8\s+Failed/);
    expect(text).toMatch(/Indexable\s+weight\s+4\.04\s+lost\s+0\s+Passed/);
    expect(text).toContain("SEO: 80/100 (40 % of the overall score)");
    expect(text).toContain("Overall score: 40 % × 80 (SEO) + 20 % × 100 (Page Speed)");
    expect(text).toContain("Advice, not scored: HTTPS.");
  });
});
