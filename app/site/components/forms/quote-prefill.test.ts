import { describe, expect, it } from "vitest";
import { LIMITS, PLATFORM_OPTIONS } from "#contracts/leads/form-constants.ts";
import { MAX_PREFILL_GOALS, parseQuotePrefill, prefillChanges } from "./quote-prefill.ts";

describe("parseQuotePrefill: what a /quote link from a tool's offer fills in", () => {
  it("reads the tool, the goals and the repeated platforms", () => {
    const search =
      "?tool=pdf-to-png&goals=Converted+a+PDF+to+PNG%3B+need+design+help.&platform=Graphics+Design&platform=SEO";
    expect(parseQuotePrefill(search)).toEqual({
      tool: "pdf-to-png",
      goals: "Converted a PDF to PNG; need design help.",
      platforms: ["SEO", "Graphics Design"],
    });
  });

  it("is empty for a plain /quote visit", () => {
    expect(parseQuotePrefill("")).toEqual({ platforms: [] });
    expect(parseQuotePrefill("?utm_source=newsletter")).toEqual({ platforms: [] });
  });

  it("ignores platforms that are not options of the form, and repeats", () => {
    const prefill = parseQuotePrefill("?platform=TV+Ads&platform=seo&platform=SEO&platform=SEO&platform=Web%20Design");
    expect(prefill.platforms).toEqual(["SEO", "Web Design"]);
    expect(prefill.platforms.every((platform) => PLATFORM_OPTIONS.includes(platform))).toBe(true);
  });

  it("keeps the tool only when it looks like a tool slug", () => {
    for (const tool of ["Word-Counter", "word counter", "../admin", "<script>", "a".repeat(81), ""]) {
      expect(parseQuotePrefill(`?${new URLSearchParams({ tool })}`).tool).toBeUndefined();
    }
    expect(parseQuotePrefill("?tool=word-counter").tool).toBe("word-counter");
    expect(parseQuotePrefill(`?tool=${"a".repeat(80)}`).tool).toBe("a".repeat(80));
  });

  it("trims the goals and cuts long ones by characters, under the field's own limit", () => {
    expect(MAX_PREFILL_GOALS).toBeLessThanOrEqual(LIMITS.message);
    expect(parseQuotePrefill("?goals=%20%20%0A").goals).toBeUndefined();
    expect(parseQuotePrefill("?goals=%20More+leads%20").goals).toBe("More leads");
    const long = "🚀".repeat(MAX_PREFILL_GOALS + 10);
    const goals = parseQuotePrefill(`?${new URLSearchParams({ goals: long })}`).goals ?? "";
    expect(Array.from(goals)).toHaveLength(MAX_PREFILL_GOALS);
    expect(goals).toBe("🚀".repeat(MAX_PREFILL_GOALS));
  });
});

describe("prefillChanges: never over what the visitor typed or ticked", () => {
  const prefill = { tool: "ad-hook-generator", goals: "Wrote ad hooks.", platforms: ["Paid Social Ads" as const] };

  it("fills an empty form", () => {
    expect(prefillChanges(prefill, { goals: "", platforms: [] })).toEqual({
      goals: "Wrote ad hooks.",
      platforms: ["Paid Social Ads"],
    });
  });

  it("keeps typed goals and ticked platforms", () => {
    expect(prefillChanges(prefill, { goals: "Launch a store", platforms: [] })).toEqual({
      platforms: ["Paid Social Ads"],
    });
    expect(prefillChanges(prefill, { goals: "  ", platforms: ["SEO"] })).toEqual({ goals: "Wrote ad hooks." });
    expect(prefillChanges(prefill, { goals: "Mine", platforms: ["SEO"] })).toEqual({});
  });

  it("changes nothing when the link asks for nothing", () => {
    expect(prefillChanges({ platforms: [] }, { goals: "", platforms: [] })).toEqual({});
  });
});
