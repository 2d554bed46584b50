import { describe, expect, it } from "vitest";
import {
  ALL_CHECKS,
  checkCanonical,
  checkCompression,
  checkCrawlableAnchors,
  checkDomSize,
  checkFontSize,
  checkFormLabels,
  checkH1,
  checkHeadingOrder,
  checkHreflang,
  checkHsts,
  checkHtmlLang,
  checkHttps,
  checkHttpStatus,
  checkImageAlt,
  checkImageDimensions,
  checkIndexable,
  checkLinkCount,
  checkLinkText,
  checkMetaDescription,
  checkNoSniff,
  checkOpenGraph,
  checkPageWeight,
  checkPlugins,
  checkRenderBlocking,
  checkResponseTime,
  checkRobotsTxt,
  checkStructuredData,
  checkTapTargets,
  checkTitle,
  checkTwitterCard,
  checkViewport,
  checkWordCount,
  countWords,
  createContext,
  runChecks,
  visibleText,
  type AuditInput,
  type CheckFn,
} from "./checks.ts";
import { BAD_HTML, GOOD_HTML } from "./test-fixtures.ts";

function input(html: string, over: Partial<AuditInput> = {}): AuditInput {
  return {
    url: "https://www.example.com/page",
    html,
    headers: {},
    status: 200,
    timing: { responseTimeMs: 100 },
    robotsTxt: { status: "found", body: "User-agent: *\nDisallow: /admin" },
    ...over,
  };
}
const run = (check: CheckFn, html: string, over: Partial<AuditInput> = {}) => check(createContext(input(html, over)));
const head = (inner: string) => `<!doctype html><html><head>${inner}</head><body></body></html>`;
const body = (inner: string) => `<!doctype html><html><head></head><body>${inner}</body></html>`;

describe("every check", () => {
  it("returns the full shape with a metric and positive weight", () => {
    const ids = new Set<string>();
    for (const check of runChecks(input(GOOD_HTML))) {
      expect(check.id).toMatch(/^[a-z0-9-]+$/);
      expect(ids.has(check.id)).toBe(false);
      ids.add(check.id);
      expect(check.title).not.toBe("");
      expect(check.found).not.toBe("");
      expect(check.description).not.toBe("");
      expect(check.weight).toBeGreaterThan(0);
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
});

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

describe("title", () => {
  it("passes a 30–60 character title and reports it", () => {
    const c = run(checkTitle, head("<title>Running Shoes for Trail and Road | Acme</title>"));
    expect(c.status).toBe("passed");
    expect(c.found).toBe('Title: "Running Shoes for Trail and Road | Acme" (39 characters)');
  });
  it("flags missing, empty, short, long and duplicate titles", () => {
    expect(run(checkTitle, head("")).status).toBe("critical");
    expect(run(checkTitle, head("<title>  </title>")).status).toBe("critical");
    expect(run(checkTitle, head("<title>Acme – Shoes</title>"))).toMatchObject({
      status: "warning",
      found: 'Title: "Acme – Shoes" (12 characters)',
    });
    expect(run(checkTitle, head(`<title>${"Long title words ".repeat(5)}</title>`)).status).toBe("warning");
    expect(run(checkTitle, head("<title>Running Shoes for Trail and Road | Acme</title><title>x</title>")).status).toBe(
      "warning",
    );
  });
  it("ignores <title> inside inline SVG", () => {
    expect(run(checkTitle, body("<svg><title>Icon</title></svg>")).status).toBe("critical");
  });
});

describe("meta description", () => {
  const d = (n: number) => head(`<meta name="Description" content="${"a".repeat(n)}">`);
  it("grades presence and length", () => {
    expect(run(checkMetaDescription, head("")).status).toBe("critical");
    expect(run(checkMetaDescription, head('<meta name="description" content="">')).status).toBe("critical");
    expect(run(checkMetaDescription, d(50)).status).toBe("warning");
    expect(run(checkMetaDescription, d(120))).toMatchObject({ status: "passed" });
    expect(run(checkMetaDescription, d(120)).found).toContain("(120 characters)");
    expect(run(checkMetaDescription, d(200)).status).toBe("warning");
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

describe("h1", () => {
  it("wants exactly one non-empty h1", () => {
    expect(run(checkH1, body("<h1>Shoes</h1>")).status).toBe("passed");
    expect(run(checkH1, body("<h2>Shoes</h2>")).status).toBe("warning");
    expect(run(checkH1, body("<h1>A</h1><h1>B</h1>")).status).toBe("warning");
    expect(run(checkH1, body("<h1> </h1>")).status).toBe("warning");
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

describe("structured data", () => {
  it("passes parseable JSON-LD and names its types", () => {
    const c = run(
      checkStructuredData,
      head(
        '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization"},{"@type":"WebSite"}]}</script>',
      ),
    );
    expect(c.status).toBe("passed");
    expect(c.found).toContain("Organization, WebSite");
  });
  it("accepts microdata", () => {
    expect(
      run(
        checkStructuredData,
        body('<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">X</span></div>'),
      ).status,
    ).toBe("passed");
  });
  it("warns when absent, is critical when JSON-LD is broken", () => {
    expect(run(checkStructuredData, head("")).status).toBe("warning");
    expect(
      run(checkStructuredData, head('<script type="application/ld+json">{"@type": "Organization",}</script>')).status,
    ).toBe("critical");
  });
});

describe("open graph and twitter card", () => {
  const og = '<meta property="og:title" content="T"><meta property="og:description" content="D">';
  it("needs title, description and an absolute image", () => {
    expect(
      run(checkOpenGraph, head(`${og}<meta property="og:image" content="https://example.com/i.png">`)).status,
    ).toBe("passed");
    expect(run(checkOpenGraph, head(og))).toMatchObject({ status: "warning", found: "Missing og:image" });
    expect(run(checkOpenGraph, head("")).status).toBe("warning");
    expect(run(checkOpenGraph, head(`${og}<meta property="og:image" content="/i.png">`)).status).toBe("warning");
  });
  it("wants a known twitter:card", () => {
    expect(run(checkTwitterCard, head('<meta name="twitter:card" content="summary">')).status).toBe("passed");
    expect(run(checkTwitterCard, head("")).status).toBe("warning");
    expect(run(checkTwitterCard, head('<meta name="twitter:card" content="huge">')).status).toBe("warning");
  });
});

describe("word count", () => {
  it("counts visible words only, separating elements", () => {
    const $ = createContext(
      input(
        body(
          "<p>one two</p><p>three</p><script>var a = 'x y z';</script><style>p{}</style><div hidden>secret words</div>",
        ),
      ),
    ).$;
    expect(visibleText($)).toBe("one two three");
    expect(countWords("a b — c 42")).toBe(4);
  });
  it("grades the length", () => {
    expect(run(checkWordCount, body(`<p>${"word ".repeat(300)}</p>`))).toMatchObject({
      status: "passed",
      found: "300 words of visible text",
    });
    expect(run(checkWordCount, body(`<p>${"word ".repeat(120)}</p>`)).status).toBe("warning");
    expect(run(checkWordCount, body("<p>tiny</p>")).status).toBe("critical");
  });
});

describe("link count", () => {
  it("counts internal and external links", () => {
    const c = run(
      checkLinkCount,
      body(
        '<a href="/a">A</a><a href="https://example.com/b">B</a><a href="https://other.org/">C</a><a href="mailto:x@y.z">M</a>',
      ),
    );
    expect(c).toMatchObject({ status: "passed", found: "3 links (2 internal, 1 external)" });
  });
  it("warns with no internal links or too many links", () => {
    expect(run(checkLinkCount, body('<a href="https://other.org/">C</a>')).status).toBe("warning");
    expect(run(checkLinkCount, body('<a href="/x">x</a>'.repeat(301))).status).toBe("warning");
  });
});

describe("security headers", () => {
  it("HSTS", () => {
    expect(
      run(checkHsts, "", { headers: { "strict-transport-security": "max-age=31536000; includeSubDomains" } }).status,
    ).toBe("passed");
    expect(run(checkHsts, "", { headers: { "strict-transport-security": "max-age=300" } }).status).toBe("warning");
    expect(run(checkHsts, "").status).toBe("warning");
    expect(run(checkHsts, "", { url: "http://example.com/" }).status).toBe("warning");
  });
  it("nosniff", () => {
    expect(run(checkNoSniff, "", { headers: { "x-content-type-options": "nosniff" } }).status).toBe("passed");
    expect(run(checkNoSniff, "").status).toBe("warning");
  });
});

describe("viewport", () => {
  it("grades the viewport tag", () => {
    expect(
      run(checkViewport, head('<meta name="viewport" content="width=device-width, initial-scale=1">')).status,
    ).toBe("passed");
    expect(run(checkViewport, head("")).status).toBe("critical");
    expect(run(checkViewport, head('<meta name="viewport" content="width=1024">')).status).toBe("warning");
    expect(
      run(checkViewport, head('<meta name="viewport" content="width=device-width, user-scalable=no">')).status,
    ).toBe("warning");
    expect(
      run(checkViewport, head('<meta name="viewport" content="width=device-width, maximum-scale=1">')).status,
    ).toBe("warning");
  });
});

describe("font size, tap targets, plugins", () => {
  it("font size", () => {
    expect(run(checkFontSize, body('<style>body{font-size:16px}</style><p style="font-size: 14px">x</p>')).status).toBe(
      "passed",
    );
    expect(run(checkFontSize, body("<style>.legal{font-size:10px}</style>")).status).toBe("warning");
    expect(run(checkFontSize, body('<p style="font-size:7pt">x</p>')).status).toBe("warning");
  });
  it("tap targets", () => {
    expect(run(checkTapTargets, body('<a href="/" style="width:48px;height:48px">x</a>')).status).toBe("passed");
    expect(run(checkTapTargets, body('<button style="width: 16px; height: 16px">x</button>')).status).toBe("warning");
  });
  it("plugins", () => {
    expect(run(checkPlugins, body('<object data="doc.pdf" type="application/pdf"></object>')).status).toBe("passed");
    expect(run(checkPlugins, body('<embed src="movie.swf">')).status).toBe("warning");
    expect(run(checkPlugins, body('<applet code="A.class"></applet>')).status).toBe("warning");
  });
});

describe("page speed", () => {
  it("response time thresholds", () => {
    expect(run(checkResponseTime, "", { timing: { responseTimeMs: 120 } })).toMatchObject({
      status: "passed",
      found: "First byte after 120 ms",
    });
    expect(run(checkResponseTime, "", { timing: { responseTimeMs: 1200 } }).status).toBe("warning");
    expect(run(checkResponseTime, "", { timing: { responseTimeMs: 2500 } }).status).toBe("critical");
  });
  it("page weight thresholds", () => {
    expect(run(checkPageWeight, "", { pageBytes: 50_000 }).status).toBe("passed");
    expect(run(checkPageWeight, "", { pageBytes: 500_000 }).status).toBe("warning");
    expect(run(checkPageWeight, "", { pageBytes: 2_000_000 }).status).toBe("critical");
    expect(run(checkPageWeight, "x".repeat(2048)).found).toBe("HTML: 2.0 KB");
  });
  it("compression", () => {
    expect(run(checkCompression, "x".repeat(5000), { headers: { "content-encoding": "br" } }).status).toBe("passed");
    expect(run(checkCompression, "x".repeat(500)).status).toBe("passed");
    expect(run(checkCompression, "x".repeat(5000)).status).toBe("warning");
    expect(run(checkCompression, "x".repeat(200_000)).status).toBe("critical");
  });
  it("render-blocking resources", () => {
    expect(
      run(
        checkRenderBlocking,
        head(
          '<script src="/a.js" defer></script><script type="module" src="/m.js"></script><link rel="stylesheet" href="/a.css">',
        ),
      ).status,
    ).toBe("passed");
    expect(run(checkRenderBlocking, head('<script src="/a.js"></script>')).status).toBe("warning");
    expect(run(checkRenderBlocking, head('<link rel="stylesheet" href="/1.css">'.repeat(4))).status).toBe("warning");
  });
  it("DOM size", () => {
    expect(run(checkDomSize, body("<p>x</p>")).status).toBe("passed");
    expect(run(checkDomSize, body("<i></i>".repeat(2000))).status).toBe("warning");
    expect(run(checkDomSize, body("<i></i>".repeat(3500))).status).toBe("critical");
  });
  it("image dimensions", () => {
    expect(run(checkImageDimensions, body('<img src="a.png" alt="" width="10" height="10">')).status).toBe("passed");
    expect(run(checkImageDimensions, body('<img src="a.png" alt="">')).status).toBe("warning");
  });
});

describe("accessibility", () => {
  it("image alt", () => {
    expect(run(checkImageAlt, body('<img src="a.png" alt="A cat"><img src="line.png" alt="">')).status).toBe("passed");
    expect(
      run(checkImageAlt, body('<img src="a.png" alt="A"><img src="b.png" alt="B"><img src="/img/c.png?v=2">')),
    ).toMatchObject({
      status: "warning",
      found: "1 of 3 images without alt text: c.png",
    });
    expect(run(checkImageAlt, body('<img src="a.png"><img src="b.png">')).status).toBe("critical");
    expect(run(checkImageAlt, body("")).status).toBe("passed");
  });
  it("html lang", () => {
    expect(run(checkHtmlLang, '<html lang="en-IN"><body></body></html>').status).toBe("passed");
    expect(run(checkHtmlLang, "<html><body></body></html>").status).toBe("warning");
    expect(run(checkHtmlLang, '<html lang="english language"><body></body></html>').status).toBe("warning");
  });
  it("link text", () => {
    expect(
      run(
        checkLinkText,
        body(
          '<a href="/pricing">See our pricing</a><a href="/x" aria-label="Open cart"><svg></svg></a><a href="/y"><img src="i.png" alt="Home"></a>',
        ),
      ).status,
    ).toBe("passed");
    const c = run(checkLinkText, body('<a href="/a">Click here</a><a href="/b">Read more…</a><a href="/c"></a>'));
    expect(c.status).toBe("warning");
    expect(c.found).toContain('"Click here"');
    expect(c.found).toContain("1 without any text");
  });
  it("heading order", () => {
    expect(run(checkHeadingOrder, body("<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2>")).status).toBe("passed");
    const c = run(checkHeadingOrder, body("<h1>A</h1><h3>C</h3>"));
    expect(c.status).toBe("warning");
    expect(c.found).toContain("h1 → h3");
    expect(run(checkHeadingOrder, body("<p>x</p>")).status).toBe("warning");
  });
  it("form labels", () => {
    expect(
      run(
        checkFormLabels,
        body(
          '<label for="e">Email</label><input id="e"><label>Name <input name="n"></label><input type="hidden" name="t"><input aria-label="Search">',
        ),
      ).status,
    ).toBe("passed");
    expect(run(checkFormLabels, body('<input name="q" placeholder="Search">')).status).toBe("warning");
    expect(run(checkFormLabels, body("<p>no form</p>")).status).toBe("passed");
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
      expect.arrayContaining([
        "https",
        "indexable",
        "title",
        "meta-description",
        "viewport",
        "word-count",
        "image-alt",
      ]),
    );
  });
});
