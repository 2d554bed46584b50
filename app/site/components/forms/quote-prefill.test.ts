import { describe, expect, it } from "vitest";
import { LIMITS, PLATFORM_OPTIONS } from "#contracts/leads/form-constants.ts";
import { MAX_PREFILL_CONTEXT, parseQuotePrefill, prefillChanges } from "./quote-prefill.ts";

describe("parseQuotePrefill: what a /quote link from a tool's offer fills in", () => {
  it("reads the tool, where the visitor comes from and the repeated platforms", () => {
    const search = "?tool=pdf-to-png&from=the+PDF+to+PNG&platform=Graphics+Design&platform=SEO";
    expect(parseQuotePrefill(search)).toEqual({
      tool: "pdf-to-png",
      context: "the PDF to PNG",
      platforms: ["SEO", "Graphics Design"],
    });
  });

  it("never fills the visitor's goals, not even from an old link that asks to", () => {
    expect(parseQuotePrefill("?tool=word-counter&goals=I+want+SEO+help")).toEqual({
      tool: "word-counter",
      platforms: [],
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

  it("makes the context one trimmed line, cut by characters to what the field stores", () => {
    expect(MAX_PREFILL_CONTEXT).toBe(LIMITS.toolContext);
    expect(parseQuotePrefill("?from=%20%20%0A").context).toBeUndefined();
    expect(parseQuotePrefill("?from=%20the+SEO%0Aaudit%20").context).toBe("the SEO audit");
    const long = "🚀".repeat(MAX_PREFILL_CONTEXT + 10);
    const context = parseQuotePrefill(`?${new URLSearchParams({ from: long })}`).context ?? "";
    expect(Array.from(context)).toHaveLength(MAX_PREFILL_CONTEXT);
  });
});

describe("prefillChanges: never over what the visitor ticked", () => {
  const prefill = {
    tool: "ad-hook-generator",
    context: "the Ad Hook Generator",
    platforms: ["Paid Social Ads" as const],
  };

  it("fills an empty form: the context and the platforms", () => {
    expect(prefillChanges(prefill, { platforms: [] })).toEqual({
      toolContext: "the Ad Hook Generator",
      platforms: ["Paid Social Ads"],
    });
  });

  it("keeps ticked platforms", () => {
    expect(prefillChanges(prefill, { platforms: ["SEO"] })).toEqual({ toolContext: "the Ad Hook Generator" });
  });

  it("changes nothing when the link asks for nothing", () => {
    expect(prefillChanges({ platforms: [] }, { platforms: [] })).toEqual({});
  });
});
