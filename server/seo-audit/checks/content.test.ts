import { describe, expect, it } from "vitest";
import { countWords, visibleText, createContext } from "./check-context.ts";
import { checkH1, checkLinkCount, checkStructuredData, checkWordCount } from "./content.ts";
import { input, run, head, body } from "./checks-test-support.ts";

describe("h1", () => {
  it("wants exactly one non-empty h1", () => {
    expect(run(checkH1, body("<h1>Shoes</h1>")).status).toBe("passed");
    expect(run(checkH1, body("<h2>Shoes</h2>")).status).toBe("warning");
    expect(run(checkH1, body("<h1>A</h1><h1>B</h1>")).status).toBe("warning");
    expect(run(checkH1, body("<h1> </h1>")).status).toBe("warning");
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
  it("warns when absent or when JSON-LD is broken (advice, never critical)", () => {
    expect(run(checkStructuredData, head("")).status).toBe("warning");
    expect(
      run(checkStructuredData, head('<script type="application/ld+json">{"@type": "Organization",}</script>')).status,
    ).toBe("warning");
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
    expect(run(checkWordCount, body("<p>tiny</p>"))).toMatchObject({ status: "warning", score: 0.5 });
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
