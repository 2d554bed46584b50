import { describe, expect, it } from "vitest";
import { checkMetaDescription, checkOpenGraph, checkTitle, checkTwitterCard } from "./meta-tags.ts";
import { run, head, body } from "./checks-test-support.ts";

describe("title", () => {
  it("passes a 30–60 character title and reports it", () => {
    const c = run(checkTitle, head("<title>Running Shoes for Trail and Road | Acme</title>"));
    expect(c.status).toBe("passed");
    expect(c.found).toBe('Title: "Running Shoes for Trail and Road | Acme" (39 characters)');
  });
  it("fails a missing or empty title, as Lighthouse's document-title does", () => {
    expect(run(checkTitle, head(""))).toMatchObject({ status: "critical", score: 0 });
    expect(run(checkTitle, head("<title>  </title>"))).toMatchObject({ status: "critical", score: 0 });
    // Only the first title counts, as document.title reads it.
    expect(run(checkTitle, head("<title></title><title>Second</title>"))).toMatchObject({ score: 0 });
  });
  it("does not penalise a short title", () => {
    expect(run(checkTitle, head("<title>Acme – Shoes</title>"))).toMatchObject({
      status: "passed",
      score: 1,
      found: 'Title: "Acme – Shoes" (12 characters)',
    });
  });
  it("warns about long and duplicate titles without costing points", () => {
    expect(run(checkTitle, head(`<title>${"Long title words ".repeat(5)}</title>`))).toMatchObject({
      status: "warning",
      score: 1,
    });
    expect(
      run(checkTitle, head("<title>Running Shoes for Trail and Road | Acme</title><title>x</title>")),
    ).toMatchObject({ status: "warning", score: 1 });
  });
  it("ignores <title> inside inline SVG", () => {
    expect(run(checkTitle, body("<svg><title>Icon</title></svg>"))).toMatchObject({ status: "critical", score: 0 });
  });
});

describe("meta description", () => {
  const d = (n: number) => head(`<meta name="Description" content="${"a".repeat(n)}">`);
  it("fails a missing or empty description, as Lighthouse's meta-description does", () => {
    expect(run(checkMetaDescription, head(""))).toMatchObject({ status: "critical", score: 0 });
    expect(run(checkMetaDescription, head('<meta name="description" content="  ">'))).toMatchObject({ score: 0 });
    // Lighthouse reads meta elements of the head only.
    expect(run(checkMetaDescription, body(`<meta name="description" content="${"a".repeat(120)}">`)).score).toBe(0);
  });
  it("warns about length without costing points", () => {
    expect(run(checkMetaDescription, d(50))).toMatchObject({ status: "warning", score: 1 });
    expect(run(checkMetaDescription, d(120))).toMatchObject({ status: "passed", score: 1 });
    expect(run(checkMetaDescription, d(120)).found).toContain("(120 characters)");
    expect(run(checkMetaDescription, d(200))).toMatchObject({ status: "warning", score: 1 });
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
