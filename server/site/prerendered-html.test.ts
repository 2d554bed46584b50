import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./html-pages.ts";
import { incompressibleParagraph } from "./test-support/incompressible-text.ts";
import {
  bootScript,
  deferModuleScripts,
  deferredModuleType,
  deferredPreloadsId,
  inlineOwnScripts,
  inlineStylesheets,
  optimizePrerenderedHtml,
} from "./prerendered-html.ts";

// The shape React Router 7 writes for a prerendered page (trimmed).
const moduleCode =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-3.js");';
const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>T</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/>',
  '<link rel="stylesheet" href="/assets/root-a.css"/><link rel="stylesheet" href="/assets/home-b.css"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
  "<body><div><h1>Hello</h1></div><script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${moduleCode}</script></body></html>`,
].join("");
const css: Record<string, string> = {
  "/assets/root-a.css": "body{color:red}\n",
  "/assets/home-b.css": ".strip{gap:1rem}",
};
const readCss = (href: string) => css[href] ?? "";

/** The page as a route that only reads renders it: none of the framework's scripts, preloads or data. */
function withoutFramework(html: string): string {
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<script>window.__reactRouterContext[^<]*<\/script>/, "")
    .replace(`<script type="module" async="">${moduleCode}</script>`, "");
}

describe("inlineStylesheets", () => {
  it("puts the rules each stylesheet has for the page in a <style> and keeps its link, disabled, in place", async () => {
    const withClass = page.replace("<div>", '<div class="strip">');
    const rules = (href: string) => (href === "/assets/home-b.css" ? ".strip{gap:1rem}.later{gap:2px}" : readCss(href));
    const html = await inlineStylesheets(withClass, rules);
    expect(html).toContain(
      '<style>body{color:red}</style><link rel="stylesheet" href="/assets/root-a.css" disabled=""/>' +
        '<style>.strip{gap:1rem}</style><link rel="stylesheet" href="/assets/home-b.css" disabled=""/>',
    );
    // A class React renders later comes with the whole sheet, which the boot script enables.
    expect(html).not.toContain(".later");
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  it("gives a page without the framework only the rules its HTML can use, and no link", async () => {
    const frameworkFree = withoutFramework(page).replace("<div>", '<div class="card md:block">');
    const rules = (href: string) =>
      href === "/assets/root-a.css"
        ? "body{color:red}.card{gap:1px}.unused{gap:2px}@media (width>=48rem){.md\\:block{display:block}}"
        : "";
    const html = await inlineStylesheets(frameworkFree, rules);
    expect(html).toContain(
      "<style>body{color:red}.card{gap:1px}@media (width>=48rem){.md\\:block{display:block}}</style>",
    );
    expect(html).not.toContain("unused");
    expect(html).not.toContain("<style></style>");
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("keeps the page-sized CSS it worked out only for the same stylesheets, classes and variables", async () => {
    const sheet = ".strip{gap:1rem}.card{gap:2px}:root{--gap:3px;--unused:1px}.grid{gap:var(--gap)}";
    const rules = (href: string) => (href === "/assets/home-b.css" ? sheet : readCss(href));
    const strip = page.replace("<div>", '<div class="strip">');
    const first = await inlineStylesheets(strip, rules);
    expect(await inlineStylesheets(strip, rules)).toBe(first);
    // Another class, another variable read by the HTML, another stylesheet: worked out afresh.
    expect(await inlineStylesheets(page.replace("<div>", '<div class="card">'), rules)).toContain(
      "<style>.card{gap:2px}</style>",
    );
    expect(
      await inlineStylesheets(page.replace("<div>", '<div class="strip" style="margin:var(--unused)">'), rules),
    ).toContain("--unused:1px");
    expect(
      await inlineStylesheets(strip, (href) => (href === "/assets/home-b.css" ? ".strip{gap:9rem}" : readCss(href))),
    ).toContain("<style>.strip{gap:9rem}</style>");
  });

  it("refuses CSS that would break out of <style> or whose url()s would resolve against the page", async () => {
    await expect(inlineStylesheets(page, () => "a{}</style><script>x</script>")).rejects.toThrow(/<\/style/);
    await expect(inlineStylesheets(page, () => "a{background:url(img.png)}")).rejects.toThrow(/relative url/);
    await expect(inlineStylesheets(page, () => "a{background:url(/assets/img.png)}")).resolves.toBeTypeOf("string");
    await expect(inlineStylesheets(page, () => 'a{background:url("data:image/png;base64,AA")}')).resolves.toBeTypeOf(
      "string",
    );
  });
});

describe("deferModuleScripts", () => {
  const html = deferModuleScripts(page);

  it("turns the module script inert, unchanged, and moves the modulepreloads into a template", () => {
    expect(html).toContain(`<script type="${deferredModuleType}">${moduleCode}</script>`);
    expect(html).not.toContain('<script type="module"');
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(html).toContain(
      `<template id="${deferredPreloadsId}"><link rel="modulepreload" href="/assets/manifest-1.js"/>` +
        '<link rel="modulepreload" href="/assets/entry.client-3.js"/></template>',
    );
  });

  it("ends the body with the boot script, after everything React rendered", () => {
    expect(html.endsWith(`<script>${bootScript}</script></body></html>`)).toBe(true);
    expect(html.indexOf(`<template id="${deferredPreloadsId}">`)).toBeGreaterThan(html.indexOf(moduleCode));
  });

  it("keeps the CSP hash of the module code, which the boot script runs as an inline module", () => {
    const before = inlineScriptHashes(page);
    const after = inlineScriptHashes(html);
    for (const hash of before) expect(after).toContain(hash);
    expect(after).toHaveLength(before.length + 1); // the boot script
  });

  it("fails loudly on a page without exactly one module script (a React Router change, or run twice)", () => {
    expect(() => deferModuleScripts(html)).toThrow(/expected one/);
    expect(() =>
      deferModuleScripts(page.replace("</body>", `<script type="module" async="">x</script></body>`)),
    ).toThrow(/found 2/);
  });

  it("leaves a page without any of the framework's scripts as it is (a page that only reads)", () => {
    const frameworkFree = withoutFramework(page);
    expect(frameworkFree).not.toContain('<script type="module"');
    expect(deferModuleScripts(frameworkFree)).toBe(frameworkFree);
    // Without the module script but with the router's data or preloads, React Router's output changed.
    expect(() => deferModuleScripts(page.replace(`<script type="module" async="">${moduleCode}</script>`, ""))).toThrow(
      /found 0/,
    );
  });

  it("has a boot script that parses as JavaScript", () => {
    expect(() => new Function(bootScript)).not.toThrow();
  });
});

describe("inlineOwnScripts", () => {
  const copyLink =
    "// Copy buttons.\n// One listener.\n(function(){document.addEventListener('click',function(){});})();\n";
  const files: Record<string, string> = { "/copy-link.js": copyLink };
  const readFile = (href: string) => {
    const text = files[href];
    if (text === undefined) throw new Error(`no ${href}`);
    return text;
  };
  const tag = '<script src="/copy-link.js" async=""></script>';
  const article = `<!DOCTYPE html><html><head>${tag}<title>A</title></head><body><button data-copy-link="u">Copy</button></body></html>`;

  it("writes our own script into a page without the framework, its leading comment left out", () => {
    const html = inlineOwnScripts(article, readFile);
    expect(html).not.toContain("copy-link.js");
    expect(html).toContain(
      "<head><script>(function(){document.addEventListener('click',function(){});})();</script><title>",
    );
    expect(html).not.toContain("One listener");
    // The page's policy allows it by its hash.
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });

  it("leaves the tag on a page with the framework, and any script not at the site's root", () => {
    const withFramework = page.replace("</head>", `${tag}</head>`);
    expect(inlineOwnScripts(withFramework, readFile)).toBe(withFramework);
    const elsewhere = article.replace("/copy-link.js", "/assets/copy-link.js");
    expect(inlineOwnScripts(elsewhere, readFile)).toBe(elsewhere);
  });

  it("refuses a script that would end the tag it is written into", () => {
    expect(() => inlineOwnScripts(article, () => "var s='</script>';")).toThrow(/<\/script/);
  });
});

describe("optimizePrerenderedHtml", () => {
  it("applies both rewrites", async () => {
    const html = await optimizePrerenderedHtml(page, readCss, () => undefined);
    expect(html).toContain("<style>body{color:red}</style>");
    expect(html).toContain(`<script type="${deferredModuleType}">`);
  });

  it("writes a long page's lead picture in only where nothing hydrates", async () => {
    const cover =
      '<picture><source type="image/avif" srcSet="/images/blog/1-800.avif 800w, /images/blog/1.avif 1200w"/>' +
      '<img src="/images/blog/1.webp" fetchPriority="high"/></picture>';
    const hydrating = page.replace("<h1>Hello</h1>", `<h1>Hello</h1>${cover}${incompressibleParagraph(15_000)}`);
    const readOnly = withoutFramework(hydrating);
    const readImage = () => Buffer.from("avif");
    expect(await optimizePrerenderedHtml(readOnly, readCss, readImage)).toContain(
      "data:image/avif;base64,YXZpZg== 800w",
    );
    expect(await optimizePrerenderedHtml(hydrating, readCss, readImage)).not.toContain("data:image/avif");
  });
});
