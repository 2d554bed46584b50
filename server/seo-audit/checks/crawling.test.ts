import { describe, expect, it } from "vitest";
import {
  checkCanonical,
  checkCrawlableAnchors,
  checkHreflang,
  checkHttps,
  checkHttpStatus,
  checkIndexable,
  checkRobotsTxt,
  isExpectedLanguageCode,
} from "./crawling.ts";
import { run, head, body } from "./checks-test-support.ts";

// The cases come from issue 15 and from Lighthouse's own audit sources and tests: a check
// that follows a Lighthouse audit scores 1 where Lighthouse passes, 0 where it fails and
// null where the audit does not apply.

describe("http-status", () => {
  it("fails 4xx and 5xx only, as Lighthouse does", () => {
    expect(run(checkHttpStatus, "", { status: 200 })).toMatchObject({ status: "passed", score: 1 });
    expect(run(checkHttpStatus, "", { status: 304 })).toMatchObject({ status: "warning", score: 1 });
    expect(run(checkHttpStatus, "", { status: 404 })).toMatchObject({
      status: "critical",
      found: "HTTP 404",
      score: 0,
    });
    expect(run(checkHttpStatus, "", { status: 503 }).score).toBe(0);
  });
});

describe("https (advice)", () => {
  it("warns about plain HTTP without making it critical", () => {
    expect(run(checkHttps, "").status).toBe("passed");
    expect(run(checkHttps, "", { url: "http://example.com/" }).status).toBe("warning");
  });
});

describe("indexable (Lighthouse is-crawlable)", () => {
  const score = (html: string, over = {}) => run(checkIndexable, html, over).score;
  it("passes by default", () => {
    expect(run(checkIndexable, head(""))).toMatchObject({ status: "passed", score: 1 });
  });
  it("fails robots meta noindex and none", () => {
    expect(run(checkIndexable, head('<meta name="robots" content="noindex, follow">'))).toMatchObject({
      status: "critical",
      score: 0,
    });
    expect(score(head('<meta name="ROBOTS" content="None">'))).toBe(0);
  });
  it("passes when only one bot is blocked (the others may index), with a warning", () => {
    expect(run(checkIndexable, head('<meta name="googlebot" content="noindex">'))).toMatchObject({
      status: "warning",
      score: 1,
    });
  });
  it("lets a bot's own meta override the generic one: blocked for all but Googlebot passes", () => {
    expect(score(head('<meta name="robots" content="noindex"><meta name="googlebot" content="index">'))).toBe(1);
  });
  it("reads X-Robots-Tag, with an agent prefix only for that agent", () => {
    expect(score(head(""), { headers: { "x-robots-tag": "noindex" } })).toBe(0);
    expect(score(head(""), { headers: { "x-robots-tag": "none" } })).toBe(0);
    expect(score(head(""), { headers: { "x-robots-tag": "Googlebot: noindex" } })).toBe(1);
    expect(score(head(""), { headers: { "x-robots-tag": "otherbot: noindex" } })).toBe(1);
    expect(score(head(""), { headers: { "x-robots-tag": "nofollow" } })).toBe(1);
  });
  it("applies unavailable_after once its date has passed", () => {
    const header = { "x-robots-tag": "unavailable_after: 25 Jun 2010 15:00:00 PST" };
    expect(score(head(""), { headers: header, fetchedAt: "2026-01-01T00:00:00Z" })).toBe(0);
    expect(score(head(""), { headers: header, fetchedAt: "2009-01-01T00:00:00Z" })).toBe(1);
  });
  it("fails when robots.txt disallows the page for every crawler", () => {
    const c = run(checkIndexable, "", { robotsTxt: { status: "found", body: "User-agent: *\nDisallow: /" } });
    expect(c).toMatchObject({ status: "critical", score: 0 });
    expect(c.found).toContain("Disallow: /");
    // Allowed for Googlebot: Lighthouse passes.
    const googleAllowed = "User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /";
    expect(score("", { robotsTxt: { status: "found", body: googleAllowed } })).toBe(1);
  });
  it("warns about a page-wide nofollow without costing points", () => {
    expect(run(checkIndexable, head('<meta name="robots" content="nofollow">'))).toMatchObject({
      status: "warning",
      score: 1,
    });
  });
});

describe("robots.txt (Lighthouse robots-txt: validity)", () => {
  it("passes a valid file", () => {
    expect(run(checkRobotsTxt, "")).toMatchObject({ status: "passed", score: 1 });
  });
  it("does not apply when missing or empty", () => {
    expect(run(checkRobotsTxt, "", { robotsTxt: { status: "missing" } })).toMatchObject({ score: null });
    expect(run(checkRobotsTxt, "", { robotsTxt: { status: "found", body: "" } })).toMatchObject({ score: null });
  });
  it("fails when it cannot be read", () => {
    expect(run(checkRobotsTxt, "", { robotsTxt: { status: "unreachable" } }).score).toBe(0);
  });
  it("fails on lines crawlers cannot understand", () => {
    for (const bad of [
      "Disallow: /admin", // rule before any User-agent
      "User-agent: *\nDisalow: /admin", // unknown directive
      "User-agent: *\nDisallow admin", // no colon
      "User-agent: *\nSitemap: /sitemap.xml", // relative sitemap
      "User-agent: *\nDisallow: admin", // pattern must start with / or *
      "User-agent: *\nDisallow: /a$b", // $ only at the end
      "User-agent:\nDisallow: /", // no agent
    ]) {
      const c = run(checkRobotsTxt, "", { robotsTxt: { status: "found", body: bad } });
      expect(c.score, bad).toBe(0);
      expect(c.found, bad).toMatch(/line \d/);
    }
    const fine =
      "# comment\nUser-agent: *\nDisallow: /private$\nAllow: *.css\nCrawl-delay: 5\nSitemap: https://example.com/s.xml";
    expect(run(checkRobotsTxt, "", { robotsTxt: { status: "found", body: fine } }).score).toBe(1);
  });
});

describe("canonical (Lighthouse canonical)", () => {
  const page = { url: "https://www.example.com/page" };
  const score = (html: string, over = {}) => run(checkCanonical, html, { ...page, ...over }).score;
  it("passes one absolute canonical, also to another page of the site", () => {
    expect(score(head('<link rel="canonical" href="https://www.example.com/page">'))).toBe(1);
    expect(score(head('<link rel="canonical" href="https://www.example.com/other">'))).toBe(1);
  });
  it("does not apply without a canonical (a warning that costs nothing)", () => {
    expect(run(checkCanonical, head(""), page)).toMatchObject({ status: "warning", score: null });
  });
  it("fails a relative canonical", () => {
    expect(score(head('<link rel="canonical" href="/page">'))).toBe(0);
  });
  it("fails an invalid canonical from a Link header", () => {
    expect(score(head(""), { headers: { link: '<https://exa mple.com:99999/>; rel="canonical"' } })).toBe(0);
  });
  it("fails several different canonicals", () => {
    const two =
      '<link rel="canonical" href="https://www.example.com/a"><link rel="canonical" href="https://www.example.com/b">';
    expect(run(checkCanonical, head(two), page)).toMatchObject({ status: "critical", score: 0 });
    // The same URL twice is one canonical.
    const same =
      '<link rel="canonical" href="https://www.example.com/a"><link rel="canonical" href="https://www.example.com/a">';
    expect(score(head(same))).toBe(1);
  });
  it("fails a canonical to the site's root from a deeper page", () => {
    expect(score(head('<link rel="canonical" href="https://www.example.com/">'))).toBe(0);
    expect(
      score(head('<link rel="canonical" href="https://www.example.com/">'), { url: "https://www.example.com/" }),
    ).toBe(1);
  });
  it("fails a canonical to another language version", () => {
    const html = head(
      '<link rel="alternate" hreflang="en" href="https://www.example.com/page">' +
        '<link rel="alternate" hreflang="de" href="https://www.example.com/de">' +
        '<link rel="canonical" href="https://www.example.com/de">',
    );
    expect(score(html)).toBe(0);
  });
  it("passes another host, with a warning that costs nothing", () => {
    expect(run(checkCanonical, head('<link rel="canonical" href="https://other.org/page">'), page)).toMatchObject({
      status: "warning",
      score: 1,
    });
  });
  it("ignores canonicals in the body and without href", () => {
    expect(score(body('<p>x</p><link rel="canonical" href="/relative">'))).toBeNull();
    expect(score(head('<link rel="canonical">'))).toBeNull();
  });
  it("reads the Link header too", () => {
    expect(score(head(""), { headers: { link: '<https://www.example.com/page>; rel="canonical"' } })).toBe(1);
  });
});

describe("hreflang (Lighthouse hreflang)", () => {
  const score = (html: string, over = {}) => run(checkHreflang, html, over).score;
  const alt = (code: string, href = "https://example.com/x") =>
    `<link rel="alternate" hreflang="${code}" href="${href}">`;
  it("passes when absent or valid", () => {
    expect(score(head(""))).toBe(1);
    expect(score(head(alt("en-GB") + alt("x-default") + alt("zh-Hant-TW") + alt("gsw") + alt("X-Default")))).toBe(1);
  });
  it("fails unknown language codes: xx, english, and ' x-default' with a space", () => {
    expect(score(head(alt("xx")))).toBe(0);
    expect(score(head(alt("english")))).toBe(0);
    expect(score(head(alt(" x-default")))).toBe(0);
    expect(score(head(alt("x-default-fr")))).toBe(0);
  });
  it("fails relative URLs", () => {
    expect(run(checkHreflang, head(alt("en", "/en")))).toMatchObject({ status: "warning", score: 0 });
  });
  it("ignores hreflang links in the body instead of flagging them", () => {
    const c = run(checkHreflang, body(`<p>Languages</p>${alt("xx", "/relative")}`));
    expect(c).toMatchObject({ status: "passed", score: 1 });
    expect(c.found).toContain("in the body ignored");
  });
  it("reads Link headers", () => {
    expect(score(head(""), { headers: { link: '<http://example.com>; rel="alternate"; hreflang="xx"' } })).toBe(0);
  });
  it("knows the language codes Lighthouse knows", () => {
    for (const code of ["en", "de-AT", "x-default", "yue", "sr-Latn"])
      expect(isExpectedLanguageCode(code), code).toBe(true);
    for (const code of ["xx", "eng", "english", "", "x-def"]) expect(isExpectedLanguageCode(code), code).toBe(false);
  });
});

describe("crawlable anchors (Lighthouse crawlable-anchors)", () => {
  const score = (html: string) => run(checkCrawlableAnchors, body(html)).score;
  it("passes real hrefs, mailto, named targets and role=button", () => {
    expect(
      score(
        '<a href="/a">A</a><a href="mailto:x@example.com">Mail</a><a id="top"></a><a name="x"></a><a role="button" href="javascript:void(0)">B</a>',
      ),
    ).toBe(1);
    // No href and no click handler: a placeholder, not a link.
    expect(score("<a>Placeholder</a>")).toBe(1);
  });
  it("fails javascript:void(0), file:, an href-less link with a handler, and invalid hrefs", () => {
    expect(score('<a href="javascript:void(0)">Go</a>')).toBe(0);
    expect(score('<a href="javascript: void 0">Go</a>')).toBe(0);
    expect(score('<a href="file:///C:/x.html">Go</a>')).toBe(0);
    expect(score('<a onclick="go()">Go</a>')).toBe(0);
    expect(score('<a target="_blank">Go</a>')).toBe(0);
    expect(score('<a href="http://[bad">Go</a>')).toBe(0);
  });
  it("warns about other javascript: links without costing points", () => {
    expect(run(checkCrawlableAnchors, body('<a href="javascript:openMenu()">Menu</a>'))).toMatchObject({
      status: "warning",
      score: 1,
    });
  });
});
