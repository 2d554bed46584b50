import { describe, expect, it } from "vitest";
import { pageClasses, pageSelectors, pruneCustomProperties, pruneStylesheet } from "./page-stylesheet.ts";

// Shaped like the build's Tailwind output: layers, grouped media queries, escaped names.
// The classes a test expects kept are ones the site uses, and the dropped ones are no
// Tailwind utility, so this file adds nothing to the build's stylesheet (Tailwind reads it).
const css = [
  "@layer theme,base,components,utilities;",
  "@layer theme{:root,:host{--color-ink:#111;--spacing:.25rem}}",
  "@layer base{*,:after,:before{box-sizing:border-box}h1{font-size:2rem}[hidden]{display:none}table{border-collapse:collapse}code,pre{font-family:monospace}:where(select:is([multiple])) optgroup{font-weight:bolder}}",
  "@layer utilities{",
  ".p-2{padding:.5rem}",
  ".unused-pad{padding:9rem}",
  ".hover\\:underline:hover{text-decoration:underline}",
  ".hover\\:unused-pad:hover{padding:8rem}",
  ":is(:where(.group):is([open],:popover-open,:open) .group-open\\:rotate-180){rotate:180deg}",
  ".\\[\\&\\:not\\(\\:modal\\)\\]\\:fixed:not(:modal){position:fixed}",
  ".group:hover .group-hover\\:scale-105{scale:1.05}",
  ".unused-grid th{border-width:1px}",
  ":where(.space-y-4>:not(:last-child)){margin-block-start:1rem}",
  ":where(.unused-stack>:not(:last-child)){margin-block-start:9rem}",
  "@media (width>=48rem){.md\\:block{display:block}.md\\:unused-pad{padding:2rem}}",
  "@media (width>=80rem){.xl\\:unused-pad{padding:3rem}}",
  "@supports (display:grid){.grid{display:grid}}",
  "}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
  '@property --tw-rotate{syntax:"*";inherits:false}',
].join("");

const pageElements = new Set(["html", "head", "body", "div", "h1", "p"]);
const prune = (classNames: string, elements: ReadonlySet<string> = pageElements) =>
  pruneStylesheet(css, { classes: new Set(classNames.split(" ")), elements });

describe("pageClasses", () => {
  it("reads every class attribute, decoding entities as the browser does", () => {
    const html =
      "<div class=\"p-2 md:block\"><p class='hover:underline'>x</p>" +
      '<dialog class="[&amp;:not(:modal)]:fixed  group"></dialog><b class=grid></b></div>';
    expect([...pageClasses(html)].sort()).toEqual(
      ["[&:not(:modal)]:fixed", "grid", "group", "hover:underline", "md:block", "p-2"].sort(),
    );
  });
});

describe("pageSelectors", () => {
  it("names each element of the page once, in lower case, and always the document's own", () => {
    const { classes, elements } = pageSelectors(
      '<DIV class="p-2"><p>x</p><svg><path d=""/></svg><my-card></my-card></DIV>',
    );
    expect([...elements].sort()).toEqual(["body", "div", "head", "html", "my-card", "p", "path", "svg"]);
    expect([...classes]).toEqual(["p-2"]);
  });
});

describe("pruneStylesheet", () => {
  it("keeps the rules of the classes the page uses, with their responsive, hover and open variants", () => {
    const out = prune("p-2 md:block hover:underline group group-open:rotate-180 [&:not(:modal)]:fixed grid");
    expect(out).toContain(".p-2{padding:.5rem}");
    expect(out).toContain(".md\\:block{display:block}");
    expect(out).toContain(".hover\\:underline:hover");
    expect(out).toContain(".group-open\\:rotate-180");
    expect(out).toContain(".\\[\\&\\:not\\(\\:modal\\)\\]\\:fixed:not(:modal)");
    expect(out).toContain(".grid{display:grid}");
  });

  it("drops the rules of classes the page does not use, and the groups left empty", () => {
    const out = prune("p-2");
    for (const unused of ["unused", "group-open", "fixed", "group-hover"]) expect(out).not.toContain(unused);
    expect(out).not.toContain("@media");
    expect(out).not.toContain("@supports");
  });

  it("keeps a rule whose selector names several classes only when the page has them all", () => {
    expect(prune("group-hover:scale-105")).not.toContain("group-hover");
    expect(prune("group group-hover:scale-105")).toContain(".group:hover .group-hover\\:scale-105");
    expect(prune("group-open:rotate-180")).not.toContain("group-open");
  });

  it("looks inside :where() for the class it needs", () => {
    const out = prune("space-y-4");
    expect(out).toContain(".space-y-4>:not(:last-child)");
    expect(out).not.toContain("unused-stack");
  });

  it("drops the rules for elements the page does not have, and keeps them when it has them", () => {
    const out = prune("p-2 unused-grid");
    for (const absent of ["table{", "monospace", "optgroup", "th{"]) expect(out).not.toContain(absent);
    const withTable = prune("p-2 unused-grid", new Set([...pageElements, "table", "th", "code"]));
    expect(withTable).toContain("table{border-collapse:collapse}");
    expect(withTable).toContain("code,pre{font-family:monospace}");
    expect(withTable).toContain(".unused-grid th{border-width:1px}");
    expect(withTable).not.toContain("optgroup");
  });

  it("keeps element, attribute and global rules, theme variables, keyframes and @property", () => {
    const out = prune("p-2");
    expect(out).toContain("--color-ink:#111");
    expect(out).toContain("h1{font-size:2rem}");
    expect(out).toContain("[hidden]{display:none}");
    expect(out).toContain("@keyframes spin");
    expect(out).toContain("@property --tw-rotate");
    // The layers keep their order.
    expect(out.indexOf("@layer theme")).toBeLessThan(out.indexOf("@layer base"));
    expect(out.indexOf("@layer base")).toBeLessThan(out.indexOf("@layer utilities"));
  });

  it("fails loudly on a rule it cannot judge rather than dropping or keeping it unchecked", () => {
    expect(() => pruneStylesheet("@page{margin:1cm}.p-2{padding:0}", pageSelectors('<p class="p-2">'))).toThrow(
      /unexpected @page/,
    );
    expect(() => pruneStylesheet(".p-2{padding:0}.a[{color:red}", pageSelectors('<p class="p-2">'))).toThrow();
  });
});

describe("pruneCustomProperties", () => {
  const theme =
    '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-ring{syntax:"*";inherits:false}' +
    "@layer theme{:root{--color-brand:#1d4ed8;--font-sans:var(--font-base);--font-base:system-ui;--color-unused:red;--space:4px}}" +
    ".card{color:var(--color-brand);--tw-shadow:0 1px 2px;box-shadow:var(--tw-shadow)}" +
    "@supports (-webkit-hyphens:none){*,:before{--tw-shadow:0 0 #0000;--tw-ring:0 0 #0000}}" +
    // Properties lightningcss does not know are "custom" to it too: they stay.
    ".near{content-visibility:auto;contain-intrinsic-block-size:auto 800px}";

  it("drops the declarations and @property rules nothing reads, following var() through other variables", () => {
    const pruned = pruneCustomProperties(`${theme}body{font-family:var(--font-sans)}`, "<p>Hello</p>");
    expect(pruned).toContain("--color-brand:#1d4ed8");
    expect(pruned).toContain("--font-sans:var(--font-base)");
    expect(pruned).toContain("--font-base:system-ui");
    expect(pruned).toContain("@property --tw-shadow");
    expect(pruned).not.toContain("--color-unused");
    expect(pruned).not.toContain("--space");
    expect(pruned).not.toContain("--tw-ring");
    expect(pruned).toContain(".near{content-visibility:auto;contain-intrinsic-block-size:auto 800px}");
  });

  it("keeps a variable only another variable nothing reads reads, until that one goes", () => {
    const pruned = pruneCustomProperties(theme, "<p>Hello</p>");
    expect(pruned).not.toContain("--font-sans");
    expect(pruned).not.toContain("--font-base");
  });

  it("keeps what the page's HTML reads (a style attribute, another stylesheet of the page)", () => {
    const pruned = pruneCustomProperties(
      theme,
      '<div style="margin:var(--space)"></div><style>.x{color:var(--color-unused)}</style>',
    );
    expect(pruned).toContain("--space:4px");
    expect(pruned).toContain("--color-unused:red");
  });
});
