import { describe, expect, it } from "vitest";
import type { SeoAuditResult } from "./seo-audit.ts";
import { buildSeoAuditReport, seoAuditReportFileName } from "./seo-audit-report.ts";

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
