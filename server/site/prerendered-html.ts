/**
 * Build-time rewrite of each prerendered page (scripts/postbuild.ts runs it before
 * precompression; docs/decisions/003-first-paint-before-javascript.md says why):
 *
 * 1. Stylesheets are inlined: each `<link rel="stylesheet">` of a built CSS file becomes a
 *    `<style>` with the rules of that file the page's HTML can use (page-stylesheet.ts), so
 *    the first paint waits for no request and parses no rule it cannot use (the one Tailwind
 *    build serves site, tools and admin; parsing all of it cost a page more main-thread time
 *    than anything else). On a page with the framework the link stays in place with
 *    `disabled`, so the browser does not fetch it at load and React, when it hydrates
 *    `<head>`, still finds the element it rendered (React does not compare attributes while
 *    hydrating and never touches `disabled`, a prop it did not render); the boot script
 *    enables it, and waits for it, before starting React. A page without the framework gets
 *    no link.
 * 2. JavaScript starts after the first paint: React Router's inline module script (which
 *    imports the route modules and then hydrates) becomes an inert
 *    `<script type="text/x-deferred-module">`, its `<link rel="modulepreload">`s move into an
 *    inert `<template>`, and a small inline script runs both once the browser reports the
 *    first contentful paint (or after 3 s, e.g. in a background tab). The page is fully
 *    rendered HTML before that; nothing the visitor sees waits for the bundles.
 *
 * 3. A page whose route hydrates on intent (app/lib/page-scripts.ts: `<body data-hydrate=
 *    "on-intent">`: home, careers, /tools, /contact) gets the same inert scripts and the same boot
 *    script, told by the template's `data-on-intent` to wait instead for the visitor's first
 *    pointerdown, keydown, focusin (not the focus an `autofocus` element gets at load),
 *    touchstart, scroll or mousemove, or for a `[data-hydrate-near]` element (the quote
 *    form, the carousel) coming within a screen of the viewport. A load that is only looked
 *    at (Lighthouse's, too) fetches no framework; forms work without it.
 *
 * 4. A page without the framework gets our own small scripts written in: React hoists
 *    `<script src="/copy-link.js" async>` (the article's "Copy link" button) into `<head>`,
 *    where it started a request beside the page's first image; inline, the button works as
 *    soon as it is on screen and the page loads nothing else before its image.
 *
 * The page's Content-Security-Policy (html-pages.ts) hashes every inline script in the
 * file: the boot script, the scripts written in, and the inert module script, whose text
 * the boot script runs unchanged, so the same hash allows it.
 */

import { createHash } from "node:crypto";
import { inlineLeadPicture } from "./lead-picture.ts";
import { type PageRulesMaker, pageRulesHere } from "./page-css.ts";
import { pageSelectors } from "./page-stylesheet.ts";

export const deferredModuleType = "text/x-deferred-module";
export const deferredPreloadsId = "deferred-modulepreloads";
export const onIntentBody = '<body data-hydrate="on-intent">';
const onIntentFlag = "data-on-intent";
const intentEvents = ["pointerdown", "keydown", "focusin", "touchstart", "scroll", "mousemove"];

/**
 * Runs the deferred module script once the first contentful paint is on screen. A
 * PerformanceObserver with `buffered: true` also reports a paint that happened before it
 * was created; browsers without paint timing start after the first animation frame. The
 * modulepreloads go into `<head>` eight at a time, one task each (starting a fetch takes
 * the main thread up to a millisecond here, more on a phone, and 30 at once made a long
 * task), and the module script goes in after the first eight (React, React Router, the
 * route table).
 */
export const bootScript = [
  "(function(){",
  "var started=false;",
  "function start(){",
  "if(started)return;started=true;",
  `var template=document.getElementById("${deferredPreloadsId}");`,
  "var links=template?[].slice.call(template.content.children):[];",
  "var next=0;",
  "function preload(){",
  "for(var end=next+8;next<end&&next<links.length;next++)document.head.appendChild(links[next]);",
  "}",
  "preload();",
  "(function more(){if(next<links.length){setTimeout(function(){preload();more();},0);}})();",
  // The whole stylesheet first: React may render classes the page's own rules leave out.
  'var sheets=[].slice.call(document.querySelectorAll("link[rel=stylesheet][disabled]"));',
  "var waiting=sheets.length,ran=false;",
  "function run(){",
  "if(ran)return;ran=true;",
  `var inert=document.querySelector('script[type="${deferredModuleType}"]');`,
  'var script=document.createElement("script");',
  'script.type="module";',
  "script.textContent=inert.textContent;",
  "document.body.appendChild(script);",
  "}",
  "function loaded(){if(--waiting<=0)run();}",
  "sheets.forEach(function(sheet){",
  'sheet.addEventListener("load",loaded);sheet.addEventListener("error",loaded);',
  'sheet.removeAttribute("disabled");',
  "});",
  // A stylesheet that never answers must not keep the page from working.
  "if(waiting)setTimeout(run,5000);else run();",
  "}",
  `var holder=document.getElementById("${deferredPreloadsId}");`,
  `if(holder&&holder.hasAttribute("${onIntentFlag}")){`,
  // Capture on window: a scroll inside an element or a focus anywhere counts too.
  `var events=${JSON.stringify(intentEvents)},options={capture:true,passive:true},observer=null;`,
  "var intent=function(event){",
  // The focus the browser gives an `autofocus` element at load (a dialog the server rendered
  // open) is not the visitor's; their key, tap or Tab that follows is.
  'if(event&&event.type==="focusin"&&event.target&&event.target.hasAttribute&&event.target.hasAttribute("autofocus"))return;',
  "events.forEach(function(name){removeEventListener(name,intent,options);});",
  "if(observer)observer.disconnect();",
  "start();",
  "};",
  "events.forEach(function(name){addEventListener(name,intent,options);});",
  "if(window.IntersectionObserver){",
  "observer=new window.IntersectionObserver(function(entries){",
  "for(var i=0;i<entries.length;i++)if(entries[i].isIntersecting){intent();return;}",
  '},{rootMargin:"100% 0px"});',
  '[].forEach.call(document.querySelectorAll("[data-hydrate-near]"),function(el){observer.observe(el);});',
  "}",
  "return;",
  "}",
  "setTimeout(start,3000);",
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;",
  'if(types&&types.indexOf("paint")>=0){',
  "new PerformanceObserver(function(list,observer){",
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start();}',
  '}).observe({type:"paint",buffered:true});',
  "}else requestAnimationFrame(function(){setTimeout(start,0);});",
  "})();",
].join("");

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const modulePreloadLink = /<link rel="modulepreload" href="[^"]+"\/>/g;
const moduleScriptTag = '<script type="module" async="">';

/**
 * Replaces each built stylesheet link with the rules that can apply to the page's HTML and
 * the custom properties they read (page-stylesheet.ts). A page with the framework keeps the
 * link, disabled, after them: the boot script enables it (the whole sheet, for the classes
 * React renders later) before it starts React. A page without the framework gets no link:
 * nothing renders classes later.
 */
export async function inlineStylesheets(
  html: string,
  readCss: (href: string) => string,
  makeRules: PageRulesMaker = pageRulesHere,
): Promise<string> {
  const frameworkFree = isFrameworkFree(html) && !html.includes(moduleScriptTag);
  const sheets = new Map<string, string>();
  for (const [, href = ""] of html.matchAll(stylesheetLink)) {
    const css = readCss(href).trim();
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
    // Relative url()s would resolve against the page instead of /assets/.
    if (/url\(\s*(?!["']?(?:[a-z][a-z\d+.-]*:|\/|#))/i.test(css))
      throw new Error(`${href} has a relative url() and cannot be inlined`);
    sheets.set(href, css);
  }
  const pageRules = await pageSizedRules(sheets, html, makeRules);
  return html.replace(stylesheetLink, (_link, href: string) => {
    const rules = pageRules.get(href) ?? "";
    const style = rules ? `<style>${rules}</style>` : "";
    return frameworkFree ? style : `${style}<link rel="stylesheet" href="${href}" disabled=""/>`;
  });
}

/** Page-sized CSS worked out (or being worked out), by what it depends on; the latest PAGE_CSS_KEPT are kept. */
const pageCss = new Map<string, Promise<ReadonlyMap<string, string>>>();
const PAGE_CSS_KEPT = 64;

/**
 * Each stylesheet's rules the page can use, by href (page-css.ts). The server works them out
 * for every published page it renders, blog searches included; pages of one kind share
 * their classes, so the result is kept by the stylesheets' contents, the page's classes and
 * elements and the variables its HTML reads, and pages of a kind being worked out wait for
 * the same result.
 */
function pageSizedRules(
  sheets: ReadonlyMap<string, string>,
  html: string,
  makeRules: PageRulesMaker,
): Promise<ReadonlyMap<string, string>> {
  const page = pageSelectors(html);
  const key = [
    ...[...sheets].map(([href, css]) => `${href}:${createHash("sha256").update(css).digest("base64")}`),
    [...page.classes].sort().join(" "),
    [...page.elements].sort().join(" "),
    [...new Set(html.match(/var\(\s*--[\w-]+/g))].sort().join(" "),
  ].join("\n");
  const known = pageCss.get(key);
  if (known) {
    pageCss.delete(key);
    pageCss.set(key, known);
    return known;
  }
  const rules = makeRules(sheets, html);
  pageCss.set(key, rules);
  // A failure is not kept: the next page of the kind tries again.
  rules.catch(() => {
    if (pageCss.get(key) === rules) pageCss.delete(key);
  });
  if (pageCss.size > PAGE_CSS_KEPT) pageCss.delete(pageCss.keys().next().value ?? key);
  return rules;
}

/** Makes the page's module script and its modulepreloads wait for the first paint. */
export function deferModuleScripts(html: string): string {
  const scripts = html.split(moduleScriptTag).length - 1;
  // A page that only reads (its route's handle says hydrate: false, app/root.tsx) carries
  // no framework at all: nothing to defer.
  if (scripts === 0 && isFrameworkFree(html)) return html;
  if (scripts !== 1) {
    // React Router's output changed (or the page was rewritten already): fail the build
    // rather than ship a page that never hydrates.
    throw new Error(`expected one ${moduleScriptTag} in the page, found ${scripts}`);
  }
  const preloads = html.match(modulePreloadLink) ?? [];
  const body = html.replace(modulePreloadLink, "").replace(moduleScriptTag, `<script type="${deferredModuleType}">`);
  const end = body.lastIndexOf("</body>");
  if (end < 0) throw new Error("the page has no </body>");
  const flag = body.includes(onIntentBody) ? ` ${onIntentFlag}=""` : "";
  const boot = `<template id="${deferredPreloadsId}"${flag}>${preloads.join("")}</template><script>${bootScript}</script>`;
  return body.slice(0, end) + boot + body.slice(end);
}

/** True when the page has none of React Router's scripts, preloads or data. */
function isFrameworkFree(html: string): boolean {
  return (
    !html.includes('rel="modulepreload"') &&
    !html.includes(deferredModuleType) &&
    !html.includes("__reactRouterContext")
  );
}

// A script of our own at the site's root (public/), as React writes an async one.
const ownScriptTag = /<script src="(\/[\w-]+\.js)" async=""><\/script>/g;

/**
 * On a page without the framework, writes each of our own root scripts into the page (its
 * leading comment left out). A page with the framework keeps the tags: React manages them.
 */
export function inlineOwnScripts(html: string, readFile: (href: string) => string): string {
  if (!isFrameworkFree(html)) return html;
  return html.replace(ownScriptTag, (_tag, href: string) => {
    const code = readFile(href)
      .replace(/^(?:\/\/.*\n)+/, "")
      .trim();
    if (/<\/script/i.test(code)) throw new Error(`${href} contains "</script" and cannot be inlined`);
    return `<script>${code}</script>`;
  });
}

/**
 * The rewrites, in the order the build applies them; `readFile` reads a text file of the
 * build by its URL path, `readImage` a picture (undefined when the build has none),
 * `makeRules` works out the page's stylesheet rules (page-css.ts: on this thread for the
 * build, in a worker thread for the pages the server renders).
 */
export async function optimizePrerenderedHtml(
  html: string,
  readFile: (href: string) => string,
  readImage: (href: string) => Buffer | undefined,
  makeRules: PageRulesMaker = pageRulesHere,
): Promise<string> {
  const page = deferModuleScripts(await inlineStylesheets(inlineOwnScripts(html, readFile), readFile, makeRules));
  // Only where nothing hydrates: React would find a srcset other than the one it renders.
  return isFrameworkFree(page) ? inlineLeadPicture(page, readImage) : page;
}
