import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { analyseVisit } from "./crawl-analysis.ts";
import { ERR_TOO_DEEP } from "../errors.ts";
import { assertNotTooDeep, MAX_NESTING, nestingDepth } from "./nesting-depth.ts";

const nested = (depth: number, inner = "") => `${"<div>".repeat(depth)}${inner}${"</div>".repeat(depth)}`;

/** The depth the real parser builds, for comparison. */
function parsedDepth(html: string): number {
  const $ = cheerio.load(html);
  let deepest = 0;
  $("*").each((_, el) => {
    deepest = Math.max(deepest, $(el).parents().length + 1);
  });
  return deepest - 2; // without <html> and <body>
}

describe("nestingDepth", () => {
  it("counts open elements as the parser nests them", () => {
    const pages = [
      nested(5),
      `<div><svg>${'<path d="M0 0"/>'.repeat(3000)}</svg></div>`,
      `<div>${"<img src=x><br><input>".repeat(2000)}</div>`,
      `<script>${"<div>".repeat(3000)}</script><style>${"<b>".repeat(10)}</style><!-- ${"<i>".repeat(10)} --><span>x</span>`,
      `<div title="a>b"><span>${"</b>".repeat(500)}</span></div>`,
      `<div><div><span><em>x</div></div><b>y`,
    ];
    for (const page of pages) expect(nestingDepth(page), page.slice(0, 60)).toBe(parsedDepth(page));
  });

  it("does not count elements a sibling of their kind closes (lists, paragraphs, cells)", () => {
    // An estimate (the parser adds <tbody> and nests <td> in <tr>); what matters is that
    // 3,000 items never count as 3,000 levels.
    expect(nestingDepth(`<ul>${"<li>item".repeat(3000)}</ul><p>a<p>b<p>c`)).toBe(2);
    expect(nestingDepth(`<table>${"<tr><td>x".repeat(3000)}</table>`)).toBe(2);
  });

  it("is not fooled by stray end tags between the open ones", () => {
    expect(nestingDepth("<div></b>".repeat(2000))).toBe(2000);
  });

  it("scans a 5 MB page in linear time", () => {
    const page = `${"<span>".repeat(1000)}${"</b>".repeat(1_200_000)}`;
    const started = performance.now();
    expect(nestingDepth(page)).toBe(1000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("a page nested deeper than browsers build one", () => {
  it("lets a page at the limit through", () => {
    expect(() => assertNotTooDeep(nested(MAX_NESTING))).not.toThrow();
  });

  it("is refused with a sentence before parsing, quickly", () => {
    const page = nested(100_000);
    const started = performance.now();
    const visit = () =>
      analyseVisit({
        url: "https://a.test/",
        finalUrl: "https://a.test/",
        html: page,
        status: 200,
        redirectChain: ["https://a.test/"],
        origin: "https://a.test",
        robotsBody: null,
      });
    // Parsed, this page took over a minute.
    expect(visit).toThrow(ERR_TOO_DEEP);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
