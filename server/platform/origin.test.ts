import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { isCrossSiteFormPost } from "./origin.ts";

// The CSRF check of the forms sent without JavaScript: Sec-Fetch-Site, Origin, then Referer.

const request = (headers: Record<string, string>) =>
  ({ method: "POST", headers: { host: "crestline.example", ...headers } }) as unknown as FastifyRequest;

describe("isCrossSiteFormPost", () => {
  it("lets through a post from our own pages", () => {
    for (const headers of <Record<string, string>[]>[
      { origin: "https://crestline.example" },
      { origin: "https://crestline.example:443", "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "same-origin" },
      { referer: "https://crestline.example/contact?utm_source=x" },
      { origin: "https://crestline.example", referer: "https://crestline.example/quote" },
      // The person's own action (resent from the history): no site made the browser send it.
      { "sec-fetch-site": "none" },
    ]) {
      expect(isCrossSiteFormPost(request(headers)), JSON.stringify(headers)).toBe(false);
    }
  });

  it("refuses a post another site made the browser send", () => {
    for (const headers of <Record<string, string>[]>[
      { origin: "https://evil.example" },
      { origin: "https://crestline.example.evil.example" },
      { origin: "http://crestline.example:8080" },
      { origin: "null" },
      { origin: "" },
      { "sec-fetch-site": "cross-site" },
      // A sibling host is another site to this check.
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site", origin: "https://crestline.example" },
      { referer: "https://evil.example/crestline.example" },
      { referer: "file:///C:/page.html" },
    ]) {
      expect(isCrossSiteFormPost(request(headers)), JSON.stringify(headers)).toBe(true);
    }
  });

  it("lets through a post that names no origin at all (very old browsers, header-stripping proxies)", () => {
    expect(isCrossSiteFormPost(request({}))).toBe(false);
    // Text that is no URL is no browser's Referer: it says nothing either way.
    expect(isCrossSiteFormPost(request({ referer: "'; DROP TABLE submissions; --" }))).toBe(false);
  });
});
