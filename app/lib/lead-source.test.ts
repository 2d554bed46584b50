import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LANDING_NOTE_SCRIPT } from "./landing-note.ts";
import { forgetToolsUsed, leadContext, recordToolRun, settleVisit, visitFrom } from "./lead-source.ts";

/** The head's inline script, run as a page at `url` would run it. */
function noteLanding(url: string, referrer: string) {
  new Function("location", "document", LANDING_NOTE_SCRIPT)({ href: url }, { referrer });
}

/** A page view as the app starts it: noted at once, settled when the module has loaded. */
function captureVisit(url: string, referrer: string) {
  noteLanding(url, referrer);
  settleVisit();
}

const now = new Date("2026-11-22T10:00:00.000Z");

describe("visitFrom", () => {
  it("keeps the landing path, UTM values and click-id presence, never the ids or the query", () => {
    const visit = visitFrom(
      "https://crestline.example/tools/word-counter?utm_source=newsletter&utm_campaign=diwali&gclid=SECRET123&email=a@b.c",
      "https://www.google.com/search?q=word+counter",
      now,
      "mobile",
    );
    expect(visit).toEqual({
      landingPage: "/tools/word-counter",
      landedAt: "2026-11-22T10:00:00.000Z",
      referrerHost: "www.google.com",
      utm: { utm_source: "newsletter", utm_campaign: "diwali" },
      gclid: true,
      fbclid: false,
      device: "mobile",
    });
    expect(JSON.stringify(visit)).not.toContain("SECRET123");
    expect(JSON.stringify(visit)).not.toContain("a@b.c");
  });

  it("treats the site's own pages and broken referrers as no referrer", () => {
    expect(
      visitFrom("https://crestline.example/", "https://crestline.example/blog", now, "desktop").referrerHost,
    ).toBeNull();
    expect(visitFrom("https://crestline.example/", "not a url", now, "desktop").referrerHost).toBeNull();
    expect(visitFrom("https://crestline.example/", "", now, "desktop").referrerHost).toBeNull();
  });
});

describe("the visit in sessionStorage", () => {
  let store: Map<string, string>;
  const sendBeacon = vi.fn(() => true);

  beforeEach(() => {
    store = new Map();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
    vi.stubGlobal("window", { innerWidth: 1440, screen: { width: 1440 }, matchMedia: () => ({ matches: false }) });
    vi.stubGlobal("navigator", { sendBeacon });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sendBeacon.mockClear();
  });

  it("keeps the first page of the visit, unless a new campaign link starts another", () => {
    captureVisit("https://crestline.example/?utm_source=newsletter", "");
    captureVisit("https://crestline.example/services", "https://crestline.example/");
    expect(leadContext("/quote")).toMatchObject({
      landingPage: "/",
      utm: { utm_source: "newsletter" },
      formPage: "/quote",
    });
    captureVisit("https://crestline.example/blog?utm_source=instagram", "");
    expect(leadContext("/quote")).toMatchObject({ landingPage: "/blog", utm: { utm_source: "instagram" } });
  });

  it("keeps the first page even when the visitor moved on before the module had loaded", () => {
    noteLanding("https://crestline.example/?utm_source=newsletter&utm_campaign=diwali", "");
    noteLanding("https://crestline.example/tools/word-counter", "https://crestline.example/");
    // The module loads on the second page; the tool run settles the visit first.
    recordToolRun("word-counter");
    expect(leadContext("/quote")).toMatchObject({
      landingPage: "/",
      utm: { utm_source: "newsletter", utm_campaign: "diwali" },
      toolsUsed: [{ tool: "word-counter" }],
    });
  });

  it("records tool runs for the lead and sends one beacon per run; a sent form forgets them", async () => {
    captureVisit("https://crestline.example/tools/word-counter", "");
    recordToolRun("word-counter");
    recordToolRun("png-to-jpeg");
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const [path, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(path).toBe("/api/tool-runs");
    expect(JSON.parse(await body.text())).toEqual({ tool: "word-counter" });
    expect(leadContext("/quote", "png-to-jpeg")?.toolsUsed.map((use) => use.tool)).toEqual([
      "word-counter",
      "png-to-jpeg",
    ]);
    expect(leadContext("/quote", "png-to-jpeg")?.offerTool).toBe("png-to-jpeg");
    forgetToolsUsed();
    expect(leadContext("/quote")?.toolsUsed).toEqual([]);
    expect(leadContext("/quote")?.landingPage).toBe("/tools/word-counter");
  });

  it("gives no context and throws nothing when storage is off", () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    });
    expect(() => captureVisit("https://crestline.example/", "")).not.toThrow();
    expect(() => recordToolRun("word-counter")).not.toThrow();
    expect(leadContext("/quote")).toBeNull();
    expect(() => forgetToolsUsed()).not.toThrow();
  });
});
