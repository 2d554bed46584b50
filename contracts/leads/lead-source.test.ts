import { describe, expect, it } from "vitest";
import { channelOf } from "./lead-source.ts";

const visit = (referrerHost: string | null, extra: Partial<Parameters<typeof channelOf>[0]> = {}) =>
  channelOf({ referrerHost, utm: {}, gclid: false, fbclid: false, ...extra });

describe("channelOf", () => {
  it("puts tagged campaigns and ad clicks first, whatever the referrer", () => {
    expect(visit("www.google.com", { utm: { utm_source: "newsletter" } })).toBe("campaign");
    expect(visit(null, { utm: { utm_medium: "email" } })).toBe("campaign");
    expect(visit("www.google.com", { gclid: true })).toBe("campaign");
    expect(visit("m.facebook.com", { fbclid: true })).toBe("campaign");
  });

  it("tells search engines, social sites and other referrers apart", () => {
    for (const host of [
      "www.google.com",
      "google.co.in",
      "www.bing.com",
      "duckduckgo.com",
      "search.yahoo.com",
      "yandex.ru",
    ]) {
      expect(visit(host), host).toBe("organic");
    }
    for (const host of ["l.instagram.com", "m.facebook.com", "t.co", "x.com", "www.linkedin.com", "www.youtube.com"]) {
      expect(visit(host), host).toBe("social");
    }
    for (const host of ["blog.partner.in", "notgoogle.com", "xt.co", "googleusercontent.example"]) {
      expect(visit(host), host).toBe("referral");
    }
    expect(visit(null)).toBe("direct");
  });
});
