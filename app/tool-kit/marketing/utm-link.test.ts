import { describe, expect, it } from "vitest";
import { buildUtmUrl, MSG_UTM_REQUIRED, MSG_UTM_URL, tidyUtmValue } from "./utm-link.ts";

const FIELDS = { utm_source: "Facebook", utm_medium: "Paid Social", utm_campaign: "  Diwali  Sale 2026 " };

describe("UTM links", () => {
  it("lower-cases values and turns runs of spaces into one dash, unless kept as typed", () => {
    expect(tidyUtmValue("  Diwali  Sale 2026 ")).toBe("diwali-sale-2026");
    expect(tidyUtmValue("  Diwali  Sale ", true)).toBe("Diwali  Sale");
  });

  it("adds the tags after the page's own query and before its fragment, which stay as they were", () => {
    const built = buildUtmUrl("https://shop.example/p?q=red%20shoes&flag#reviews", FIELDS, { required: true });
    expect(built).toEqual({
      ok: true,
      url: "https://shop.example/p?q=red%20shoes&flag&utm_source=facebook&utm_medium=paid-social&utm_campaign=diwali-sale-2026#reviews",
    });
  });

  it("replaces earlier utm values instead of repeating them, and encodes what needs encoding", () => {
    const built = buildUtmUrl(
      "https://shop.example/?utm_source=old&a=1",
      { ...FIELDS, utm_content: "Hero & Banner" },
      { keepAsTyped: true },
    );
    expect(built.ok && built.url).toBe(
      "https://shop.example/?a=1&utm_source=Facebook&utm_medium=Paid%20Social&utm_campaign=Diwali%20%20Sale%202026&utm_content=Hero%20%26%20Banner",
    );
    expect(built.ok && new URL(built.url).searchParams.get("utm_content")).toBe("Hero & Banner");
  });

  it("asks for source, medium and campaign, and for an http(s) address", () => {
    expect(buildUtmUrl("https://a.example/", { utm_source: "x" }, { required: true })).toEqual({
      ok: false,
      error: MSG_UTM_REQUIRED,
      field: "utm_medium",
    });
    expect(buildUtmUrl("shop.example", FIELDS)).toEqual({ ok: false, error: MSG_UTM_URL, field: "url" });
    expect(buildUtmUrl("javascript:alert(1)", FIELDS)).toEqual({ ok: false, error: MSG_UTM_URL, field: "url" });
  });
});
