import { describe, expect, it } from "vitest";
import { checkMetaDescription, checkOpenGraph, checkTitle, checkTwitterCard } from "./meta-tags.ts";
import { run, head, body } from "./test-helpers.ts";

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
