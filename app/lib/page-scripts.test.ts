import { describe, expect, it } from "vitest";
import { SPECULATION_RULES } from "#app/site/components/layout/speculation-rules.ts";
import { needsFramework, readOnlyPage } from "./page-scripts.ts";

describe("needsFramework", () => {
  it("keeps React unless a matched route says the page only reads", () => {
    expect(needsFramework([undefined, undefined])).toBe(true);
    expect(needsFramework([undefined, { other: 1 }, { hydrate: true }])).toBe(true);
    expect(needsFramework([undefined, undefined, readOnlyPage])).toBe(false);
  });
});

describe("SPECULATION_RULES", () => {
  it("prefetches the main navigation targets, moderately, and never the admin", () => {
    const rules = JSON.parse(SPECULATION_RULES) as {
      prefetch: { where: { href_matches: string[] }; eagerness: string }[];
    };
    const targets = rules.prefetch[0]!.where.href_matches;
    expect(targets).toEqual(expect.arrayContaining(["/", "/about", "/services", "/contact", "/quote", "/faq"]));
    expect(targets.some((target) => target.startsWith("/admin"))).toBe(false);
    expect(new Set(targets).size).toBe(targets.length); // each once: every page carries the list
    expect(rules.prefetch[0]!.eagerness).toBe("moderate");
  });
});
