import { describe, expect, it } from "vitest";
import { checkFormLabels, checkHeadingOrder, checkHtmlLang, checkImageAlt, checkLinkText } from "./accessibility.ts";
import { run, body } from "./checks-test-support.ts";

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
    expect(run(checkImageAlt, body(""))).toMatchObject({ status: "passed", score: null });
  });
  it("image alt follows axe-core's rule, as Lighthouse's image-alt does", () => {
    const score = (html: string) => run(checkImageAlt, body(html)).score;
    expect(score('<img src="a.png" aria-label="A cat">')).toBe(1);
    expect(score('<span id="l">A cat</span><img src="a.png" aria-labelledby="l">')).toBe(1);
    expect(score('<img src="a.png" title="A cat">')).toBe(1);
    expect(score('<img src="a.png" role="presentation">')).toBe(1);
    expect(score('<img src="a.png" alt=" ">')).toBe(0);
    // Hidden images are not checked; with none left the audit does not apply.
    expect(score('<img src="a.png" hidden><div aria-hidden="true"><img src="b.png"></div>')).toBeNull();
    expect(score('<img src="a.png">')).toBe(0);
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
    expect(c).toMatchObject({ status: "warning", score: 0 });
    expect(c.found).toContain('"Click here"');
    expect(c.found).toContain("1 without any text");
  });
  it("link text: Lighthouse's lists in every language, by the text's language", () => {
    const fails = (html: string) => run(checkLinkText, html).score === 0;
    expect(fails(body('<a href="/de">klicke hier</a>'))).toBe(true);
    expect(fails(body('<a href="/es">más información</a>'))).toBe(true);
    expect(fails(body('<a href="/ja">続きを読む</a>'))).toBe(true);
    // A German page: only the German list applies, so an English phrase passes there.
    expect(fails('<html lang="de"><body><a href="/x">hier klicken</a></body></html>')).toBe(true);
    expect(fails('<html lang="de"><body><a href="/x">click here</a></body></html>')).toBe(false);
    // A language without a list: nothing is flagged.
    expect(fails('<html lang="fr"><body><a href="/x">click here</a></body></html>')).toBe(false);
    // The language around the text wins when the page has several.
    expect(fails('<html lang="en"><body><p lang="de"><a href="/x">mehr</a></p><p lang="fr">x</p></body></html>')).toBe(
      true,
    );
  });
  it("link text: skips same-page #, javascript:, mailto: and nofollow links, as Lighthouse does", () => {
    const page = { url: "https://www.example.com/page" };
    for (const link of [
      '<a href="#top">click here</a>',
      '<a href="#">read more</a>',
      '<a href="https://www.example.com/page#x">here</a>',
      '<a href="javascript:void(0)">click here</a>',
      '<a href="mailto:a@example.com">here</a>',
      '<a href="/other" rel="nofollow">click here</a>',
    ]) {
      expect(run(checkLinkText, body(link), page).score, link).toBe(1);
    }
    expect(run(checkLinkText, body('<a href="/other">click here</a>'), page).score).toBe(0);
  });
  it("link text: generic text with punctuation is a warning that costs nothing", () => {
    expect(run(checkLinkText, body('<a href="/b">Read more…</a>'))).toMatchObject({ status: "warning", score: 1 });
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
