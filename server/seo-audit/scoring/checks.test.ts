import { describe, expect, it } from "vitest";
import { ALL_CHECKS, checkTitles, MAX_DETAILS, runChecks } from "./checks.ts";
import { scoreChecks } from "./score.ts";
import type { AuditInput } from "../checks/check-context.ts";
import { input } from "../checks/checks-test-support.ts";
import { BAD_HTML, GOOD_HTML } from "../seo-audit-test-support.ts";

describe("every check", () => {
  it("returns the full shape with a metric, a weight and a score", () => {
    const ids = new Set<string>();
    for (const check of runChecks(input(GOOD_HTML))) {
      expect(check.id).toMatch(/^[a-z0-9-]+$/);
      expect(ids.has(check.id)).toBe(false);
      ids.add(check.id);
      expect(check.title).not.toBe("");
      expect(check.found).not.toBe("");
      expect(check.description).not.toBe("");
      expect(check.weight).toBeGreaterThanOrEqual(0);
      if (check.score !== null) expect(check.score).toBeGreaterThanOrEqual(0);
      expect(["pageSpeed", "mobileUsability", "seoScore", "accessibility"]).toContain(check.metric);
      if (check.status === "passed") expect(check.recommendation).toBeUndefined();
    }
    expect(ids.size).toBe(ALL_CHECKS.length);
  });

  it("gives a recommendation for every failed check of the bad page", () => {
    const checks = runChecks(input(BAD_HTML, { url: "http://example.com/", headers: {} }));
    for (const c of checks.filter((c) => c.status !== "passed")) expect(c.recommendation, c.id).toBeTruthy();
  });

  it("is deterministic", () => {
    expect(runChecks(input(GOOD_HTML))).toEqual(runChecks(input(GOOD_HTML)));
  });

  it("has one title per check, whatever the page (the audit-report e-mail names only these)", () => {
    expect(checkTitles().size).toBe(ALL_CHECKS.length);
    const pages = [input(GOOD_HTML), input(BAD_HTML, { url: "http://example.com/", headers: {}, status: 404 })];
    for (const page of pages) {
      for (const check of runChecks(page)) expect(checkTitles().has(check.title), check.title).toBe(true);
    }
  });
});

describe("advice beyond Lighthouse", () => {
  it("is never critical and follows no Lighthouse audit", () => {
    const checks = runChecks(input(BAD_HTML, { url: "http://example.com/", headers: {} }));
    for (const c of checks.filter((c) => c.weight === 0)) {
      expect(c.status, c.id).not.toBe("critical");
      expect(c.lighthouse, c.id).toBeUndefined();
    }
  });

  // The good page, served as it should be: every piece of advice below passes on it.
  const clean = input(GOOD_HTML, {
    headers: {
      "content-encoding": "gzip",
      "x-content-type-options": "nosniff",
      "strict-transport-security": "max-age=31536000",
    },
  });
  const without = (pattern: RegExp) => ({ ...clean, html: clean.html.replace(pattern, "") });
  const withoutHeader = (name: string) => ({
    ...clean,
    headers: Object.fromEntries(Object.entries(clean.headers).filter(([key]) => key !== name)),
  });
  /** The same page with one problem that only advice reports, and the check that reports it. */
  const problems: [string, AuditInput][] = [
    ["open-graph", without(/<meta property="og:[^>]*>/g)],
    ["twitter-card", without(/<meta name="twitter:[^>]*>/g)],
    ["structured-data", without(/<script type="application\/ld\+json">.*?<\/script>/s)],
    ["hsts", withoutHeader("strict-transport-security")],
    ["content-type-options", withoutHeader("x-content-type-options")],
    [
      "mixed-content",
      { ...clean, html: clean.html.replace('src="/team.jpg"', 'src="http://www.example.com/team.jpg"') },
    ],
  ];
  const scores = (page: AuditInput) => {
    const { overallScore, metrics } = scoreChecks(runChecks(page));
    return { overallScore, metrics };
  };

  it.each(problems)("%s costs no points: the page scores as it does without the problem", (id, page) => {
    const status = (p: AuditInput) => runChecks(p).find((c) => c.id === id)?.status;
    expect(status(clean)).toBe("passed");
    expect(status(page)).not.toBe("passed");
    expect(scores(page)).toEqual(scores(clean));
  });
});

describe("sample pages", () => {
  it("the good page fails nothing critical, the bad page fails a lot", () => {
    const good = runChecks(
      input(GOOD_HTML, {
        headers: {
          "content-encoding": "gzip",
          "x-content-type-options": "nosniff",
          "strict-transport-security": "max-age=31536000",
        },
      }),
    );
    expect(good.filter((c) => c.status === "critical").map((c) => c.id)).toEqual([]);
    const bad = runChecks(input(BAD_HTML, { url: "http://example.com/" }));
    const critical = bad.filter((c) => c.status === "critical").map((c) => c.id);
    expect(critical).toEqual(
      expect.arrayContaining(["indexable", "title", "meta-description", "viewport", "image-alt"]),
    );
  });
});

describe("a report of a page with thousands of findings", () => {
  it("lists at most MAX_DETAILS lines per check, then how many more", () => {
    const graph = Array.from({ length: 3_000 }, (_, i) => ({ "@type": "Product", name: `Product ${i}` }));
    const html = `<html><head><title>Shop</title><script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@graph": graph })}</script></head><body><h1>Shop</h1></body></html>`;
    const checks = runChecks(input(html));
    const products = checks.find((c) => c.id === "structured-data-properties");
    expect(products?.details).toHaveLength(MAX_DETAILS + 1);
    expect(products?.details?.at(-1)).toMatch(/^… and [\d,]+ more$/);
    // Uncapped, this report was megabytes: serialising it held the event loop.
    expect(JSON.stringify(checks).length).toBeLessThan(100_000);
  });
});
