import { describe, expect, it } from "vitest";
import { seedArticles as articles, seedCaseStudies as caseStudies } from "#server/content/test-support/seed-content.ts";
import type { Article } from "#contracts/content/schema.ts";
import type { ContentSource, PublishedContent } from "#server/content/content-source.ts";
import { ContentPages, type ContentPagesOptions } from "./content-pages.ts";
import { executableInlineScripts, FrameworkScripts, isRouterDataScript, scriptHash } from "./framework-scripts.ts";
import { bootScript } from "./prerendered-html.ts";
import { fakeSiteFiles } from "./test-support/fake-render.ts";

// A content page's CSP names the scripts the framework writes, and no script that came in
// with the published content, should one ever get past the sanitiser.

// React Router's scripts as it writes them (react-router's Scripts, ScrollRestoration and
// StreamTransfer), with the data of the page.
const streamSetup =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const scrollScript =
  '((storageKey2, restoreKey) => {\n  window.scrollTo(0, 0);\n})("react-router-scroll-positions", null)';
const moduleScript =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n  \n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");';
const escapeForScript = (json: string) =>
  json.replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
const contextScript = (data: unknown) =>
  `window.__reactRouterContext = ${escapeForScript(JSON.stringify({ basename: "/", data }))};${streamSetup}`;
const enqueueScript = (data: unknown) =>
  `window.__reactRouterContext.streamController.enqueue(${escapeForScript(JSON.stringify(JSON.stringify(data)))});`;
const closeScript = "window.__reactRouterContext.streamController.close();";

/** A renderer shaped like React Router's: an article's body goes into the page as raw HTML. */
function routerLikeRender() {
  const renders: string[] = [];
  const render: ContentPagesOptions["render"] = async (request, context) => {
    const urlPath = new URL(request.url).pathname;
    renders.push(urlPath);
    const article = context.siteContent?.articles.find((each) => `/blog/${each.slug}` === urlPath);
    const body = article ? `<h1>${article.title}</h1><div class="prose">${article.content}</div>` : "<h1>Blog</h1>";
    return new Response(
      `<!DOCTYPE html><html><head><title>${urlPath}</title></head><body><main>${body}</main><footer>Crestline</footer>` +
        `<script>${scrollScript}</script><script>${contextScript({ urlPath })}</script>` +
        `<script type="module" async="">${moduleScript}</script>` +
        `<script>${enqueueScript({ article: article?.content ?? null })}</script><script>${closeScript}</script>` +
        "</body></html>",
    );
  };
  return { render, renders };
}

function pagesOf(list: Article[], render: ContentPagesOptions["render"]) {
  const content: PublishedContent = {
    articles: list,
    caseStudies: [...caseStudies],
    redirects: {},
    nextChangeAt: null,
  };
  const source: ContentSource = {
    published: async () => content,
    previewBySlug: async () => undefined,
    version: async () => 1,
  };
  return new ContentPages({
    clientDir: "/nonexistent",
    render,
    files: fakeSiteFiles,
    source,
    sitePaths: ["/"],
    now: () => new Date("2026-11-26T10:00:00Z"),
  });
}

const [first, second, third] = articles as [Article, Article, Article, ...Article[]];

describe("content pages' CSP", () => {
  it("hashes the framework's scripts and not a script in an article's body", async () => {
    const { render, renders } = routerLikeRender();
    const injected = { ...first, content: "<p>Hello</p><script>alert(document.cookie)</script><p>Bye</p>" };
    const pages = pagesOf([injected, second], render);
    const { page } = await pages.html(`/blog/${injected.slug}`);
    const html = page.body.toString();
    // The script is in the page (as if the sanitiser had let it through)…
    expect(executableInlineScripts(html)).toContain("alert(document.cookie)");
    // …and the policy does not allow it.
    expect(page.contentSecurityPolicy).not.toContain(scriptHash("alert(document.cookie)"));
    // Every script the framework wrote is allowed: the page still hydrates.
    for (const text of executableInlineScripts(html)) {
      if (text !== "alert(document.cookie)") expect(page.contentSecurityPolicy).toContain(scriptHash(text));
    }
    expect(page.contentSecurityPolicy).toContain(scriptHash(moduleScript));
    expect(page.contentSecurityPolicy).toContain(scriptHash(bootScript));
    const scriptSrc = page.contentSecurityPolicy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).not.toContain("unsafe-inline");

    // The reference render ran once for the route; the next article's page needs none.
    expect(renders).toHaveLength(2);
    await pages.html(`/blog/${second.slug}`);
    expect(renders).toHaveLength(3);
  });

  it("does not hash a script that started in the body and swallowed one of the framework's", async () => {
    const { render } = routerLikeRender();
    // Unclosed: the browser's script runs to the next </script>, the scroll restoration's end.
    const unclosed = { ...third, content: "<p>Hi</p><script>alert(1)//" };
    const pages = pagesOf([unclosed], render);
    const { page } = await pages.html(`/blog/${unclosed.slug}`);
    const merged = executableInlineScripts(page.body.toString()).find((text) => text.startsWith("alert(1)//"));
    expect(merged).toContain(scrollScript);
    expect(page.contentSecurityPolicy).not.toContain(scriptHash(merged!));
  });
});

describe("React Router's data scripts", () => {
  it("are recognised by their whole text, with JSON data", () => {
    expect(isRouterDataScript(contextScript({ a: "</script><script>alert(1)</script>" }))).toBe(true);
    expect(isRouterDataScript(enqueueScript(["loaderData", { body: "<p>x</p>" }]))).toBe(true);
    expect(isRouterDataScript(closeScript)).toBe(true);
  });

  it.each([
    ["code after the data", `${enqueueScript("x")}alert(1);`],
    ["code inside the call", 'window.__reactRouterContext.streamController.enqueue("x"+alert(1));'],
    ["a context that is not JSON", `window.__reactRouterContext = {a: alert(1)};${streamSetup}`],
    ["a context that closes early", `window.__reactRouterContext = {};alert(1);({});${streamSetup}`],
    ["anything else", "alert(1)"],
    ["the stream's end twice", closeScript + closeScript],
  ])("refuse %s", (_name, text) => {
    expect(isRouterDataScript(text)).toBe(false);
    expect(new FrameworkScripts().recognises(text)).toBe(false);
  });

  it("the boot script is known without a reference render", () => {
    expect(new FrameworkScripts().recognises(bootScript)).toBe(true);
  });
});
