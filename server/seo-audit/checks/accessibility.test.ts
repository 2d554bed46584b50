import { describe, expect, it } from "vitest";
import { checkFormLabels, checkHeadingOrder, checkHtmlLang, checkImageAlt, checkLinkText } from "./accessibility.ts";
import { run, body } from "./test-helpers.ts";

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
