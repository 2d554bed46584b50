import { describe, expect, it } from "vitest";
import {
  checkCanonical,
  checkCrawlableAnchors,
  checkHreflang,
  checkHttps,
  checkHttpStatus,
  checkIndexable,
  checkRobotsTxt,
} from "./crawling.ts";
import { run, head, body } from "./test-helpers.ts";

describe("http-status and https", () => {
  it("grades the status", () => {
    expect(run(checkHttpStatus, "", { status: 200 }).status).toBe("passed");
    expect(run(checkHttpStatus, "", { status: 304 }).status).toBe("warning");
    expect(run(checkHttpStatus, "", { status: 404 })).toMatchObject({ status: "critical", found: "HTTP 404" });
    expect(run(checkHttpStatus, "", { status: 503 }).status).toBe("critical");
  });
  it("wants https", () => {
    expect(run(checkHttps, "").status).toBe("passed");
    expect(run(checkHttps, "", { url: "http://example.com/" }).status).toBe("critical");
  });
});

describe("indexable", () => {
  it("passes by default", () => {
    expect(run(checkIndexable, head("")).status).toBe("passed");
  });
  it("flags robots meta noindex and none", () => {
    expect(run(checkIndexable, head('<meta name="robots" content="noindex, follow">')).status).toBe("critical");
    expect(run(checkIndexable, head('<meta name="googlebot" content="none">')).status).toBe("critical");
  });
  it("flags X-Robots-Tag noindex, also with a googlebot prefix, not for other bots", () => {
    expect(run(checkIndexable, head(""), { headers: { "x-robots-tag": "noindex" } }).status).toBe("critical");
    expect(run(checkIndexable, head(""), { headers: { "x-robots-tag": "googlebot: noindex" } }).status).toBe(
      "critical",
    );
    expect(run(checkIndexable, head(""), { headers: { "x-robots-tag": "otherbot: noindex" } }).status).toBe("passed");
  });
  it("warns about a page-wide nofollow", () => {
    expect(run(checkIndexable, head('<meta name="robots" content="nofollow">')).status).toBe("warning");
  });
});

describe("robots.txt", () => {
  it("passes when the page is allowed", () => {
    expect(run(checkRobotsTxt, "").status).toBe("passed");
  });
  it("is critical when robots.txt blocks the page", () => {
    const c = run(checkRobotsTxt, "", { robotsTxt: { status: "found", body: "User-agent: *\nDisallow: /" } });
    expect(c.status).toBe("critical");
    expect(c.found).toContain("Disallow: /");
  });
  it("warns when missing or unreachable", () => {
    expect(run(checkRobotsTxt, "", { robotsTxt: { status: "missing" } }).status).toBe("warning");
    expect(run(checkRobotsTxt, "", { robotsTxt: { status: "unreachable" } }).status).toBe("warning");
  });
});

describe("canonical", () => {
  it("passes one absolute same-site canonical", () => {
    const c = run(checkCanonical, head('<link rel="canonical" href="https://example.com/page">'));
    expect(c.status).toBe("passed");
  });
  it("warns when missing, relative or on another site", () => {
    expect(run(checkCanonical, head("")).status).toBe("warning");
    expect(run(checkCanonical, head('<link rel="canonical" href="/page">')).status).toBe("warning");
    expect(run(checkCanonical, head('<link rel="canonical" href="https://other.org/page">')).status).toBe("warning");
  });
  it("is critical with conflicting or invalid canonicals", () => {
    expect(
      run(
        checkCanonical,
        head('<link rel="canonical" href="https://example.com/a"><link rel="canonical" href="https://example.com/b">'),
      ).status,
    ).toBe("critical");
    expect(run(checkCanonical, head('<link rel="canonical" href="https://exa mple.com:99999/">')).status).toBe(
      "critical",
    );
    expect(run(checkCanonical, head('<link rel="canonical" href="">')).status).toBe("critical");
  });
  it("reads the Link header too", () => {
    const c = run(checkCanonical, head(""), { headers: { link: '<https://www.example.com/page>; rel="canonical"' } });
    expect(c.status).toBe("passed");
  });
});

describe("hreflang", () => {
  it("passes when absent or valid", () => {
    expect(run(checkHreflang, head("")).status).toBe("passed");
    expect(
      run(
        checkHreflang,
        head(
          '<link rel="alternate" hreflang="en-GB" href="https://example.com/uk"><link rel="alternate" hreflang="x-default" href="https://example.com/">',
        ),
      ).status,
    ).toBe("passed");
  });
  it("warns about bad codes or relative URLs", () => {
    expect(
      run(checkHreflang, head('<link rel="alternate" hreflang="english" href="https://example.com/en">')).status,
    ).toBe("warning");
    expect(run(checkHreflang, head('<link rel="alternate" hreflang="en" href="/en">')).status).toBe("warning");
  });
});

describe("crawlable anchors", () => {
  it("passes real hrefs and ignores named targets", () => {
    expect(
      run(checkCrawlableAnchors, body('<a href="/a">A</a><a href="mailto:x@example.com">Mail</a><a id="top"></a>'))
        .status,
    ).toBe("passed");
  });
  it("flags javascript: and missing hrefs", () => {
    expect(run(checkCrawlableAnchors, body('<a href="javascript:void(0)">Go</a>')).status).toBe("warning");
    expect(run(checkCrawlableAnchors, body('<a onclick="go()">Go</a>')).status).toBe("warning");
    expect(run(checkCrawlableAnchors, body('<a href="http://[bad">Go</a>')).status).toBe("warning");
  });
});
