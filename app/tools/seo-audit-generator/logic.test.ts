import { describe, expect, it } from "vitest";
import type { AuditCheck, SeoAuditResult } from "#contracts/seo-audit/audit.ts";
import { quoteOfferHref } from "#app/tool-kit/ui/tool-offer.tsx";
import { auditOffer, auditSummary } from "./logic.ts";

function check(title: string, status: AuditCheck["status"], weight: number): AuditCheck {
  return {
    id: title.toLowerCase().replace(/\W+/g, "-"),
    title,
    status,
    found: "x",
    description: "y",
    weight,
    metric: "seoScore",
    score: status === "passed" ? 1 : 0,
  };
}

function result(checks: AuditCheck[], overallScore = 62): SeoAuditResult {
  const count = (status: AuditCheck["status"]) => checks.filter((c) => c.status === status).length;
  return {
    url: "https://example.com",
    overallScore,
    issues: { critical: count("critical"), warning: count("warning"), passed: count("passed") },
    metrics: { pageSpeed: 80, mobileUsability: 70, seoScore: 60, accessibility: 90 },
    technicalIssues: [],
    recommendations: [],
    fetchedAt: "2026-11-22T10:00:00.000Z",
    finalUrl: "https://example.com/",
    redirectChain: ["https://example.com"],
    statusCode: 200,
    responseTimeMs: 120,
    totalTimeMs: 200,
    pageBytes: 2048,
    transferBytes: 1024,
    compression: null,
    robotsTxt: "found",
    checks,
  };
}

const mixed = result([
  check("HTTPS", "passed", 10),
  check("Meta description", "warning", 8),
  check("Indexable", "critical", 10),
  check("Page title", "critical", 10),
  check("Open Graph tags", "warning", 3),
  check("Structured data", "critical", 4),
]);

describe("the audit's summary", () => {
  it("carries the URL, score, counts and the titles heaviest first, as the page lists them", () => {
    expect(auditSummary(mixed)).toEqual({
      auditedUrl: "https://example.com",
      auditScore: 62,
      criticalCount: 3,
      warningCount: 2,
      passedCount: 1,
      criticalIssues: ["Indexable", "Page title", "Structured data"],
      warningIssues: ["Meta description", "Open Graph tags"],
    });
  });
});

describe("the offer", () => {
  it("counts critical issues and warnings and names the critical ones in the context", () => {
    expect(auditOffer(auditSummary(mixed))).toEqual({
      text: "5 issues found. Want our team to fix them?",
      context: "the SEO audit of https://example.com (score 62/100; critical: Indexable, Page title, Structured data)",
    });
  });

  it("says how many warnings when nothing is critical, and speaks of one issue in the singular", () => {
    const warnings = auditOffer(auditSummary(result([check("Meta description", "warning", 8)], 91)));
    expect(warnings).toEqual({
      text: "1 issue found. Want our team to fix it?",
      context: "the SEO audit of https://example.com (score 91/100; 1 warning)",
    });
  });

  it("has a sensible text when nothing failed", () => {
    expect(auditOffer(auditSummary(result([check("HTTPS", "passed", 10)], 100)))).toEqual({
      text: "No issues found. Want more traffic from search?",
      context: "the SEO audit of https://example.com (score 100/100, no issues found)",
    });
  });

  it("links to /quote with the tool, where the visitor comes from and the SEO platform", () => {
    const { context } = auditOffer(auditSummary(mixed));
    const href = quoteOfferHref({ tool: "seo-audit-generator", context, platforms: ["SEO"] });
    const url = new URL(href, "https://crestline.example");
    expect(url.pathname).toBe("/quote");
    expect(url.searchParams.get("tool")).toBe("seo-audit-generator");
    expect(url.searchParams.get("from")).toBe(context);
    expect(url.searchParams.has("goals")).toBe(false);
    expect(url.searchParams.getAll("platform")).toEqual(["SEO"]);
  });
});
