import { EventEmitter } from "node:events";
import zlib from "node:zlib";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { seedArticles as articles, seedCaseStudies as caseStudies } from "#server/content/test-support/seed-content.ts";
import type { Article } from "#contracts/content/schema.ts";
import type { ContentSource, PublishedContent } from "#server/content/content-source.ts";
import { BLOG_SEARCH_MAX } from "#contracts/content/blog-search.ts";
import { ContentPages, type ContentPagesOptions, contentItemOf, dataPathOf, REFERENCE_BODY } from "./content-pages.ts";
import { fakeRender, fakeSiteFiles } from "./test-support/fake-render.ts";
import { incompressibleParagraph } from "./test-support/incompressible-text.ts";
import { contentRoutes } from "./published-page-routes.ts";
import { SEARCHES_PER_MINUTE } from "./searched-pages.ts";
import { expectSearchRefused } from "./test-support/search-refusal.ts";

const [first, second] = articles as [Article, Article, ...Article[]];

/** A content source whose published content the test changes. */
function changingSource(initial: PublishedContent) {
  const state = { content: initial, version: 1, drafts: new Map<string, Article>() };
  const source: ContentSource = {
    published: async () => state.content,
    previewBySlug: async (kind, slug) => (kind === "article" ? state.drafts.get(slug) : undefined),
    version: async () => state.version,
  };
  return { source, state };
}

const published = (list: Article[], extra: Partial<PublishedContent> = {}): PublishedContent => ({
  articles: list,
  caseStudies: [...caseStudies],
  redirects: { "/blog/1": `/blog/${first.slug}`, "/blog/old-name": `/blog/${first.slug}` },
  nextChangeAt: null,
  ...extra,
});

function optionsOf(
  source: ContentSource,
  render = fakeRender().render,
  now = () => new Date("2026-11-26T10:00:00Z"),
): ContentPagesOptions {
  return {
    clientDir: "/nonexistent",
    render,
    files: fakeSiteFiles,
    source,
    sitePaths: ["/", "/about", "/blog/built-article", "/tools/word-counter"],
    now,
  };
}

function pagesWith(...args: Parameters<typeof optionsOf>) {
  return new ContentPages(optionsOf(...args));
}

describe("content page paths", () => {
  it("knows an item's page by its section and slug", () => {
    expect(contentItemOf("/blog/some-article")).toEqual({ section: "blog", slug: "some-article" });
    expect(contentItemOf("/case-studies/a-b")).toEqual({ section: "case-studies", slug: "a-b" });
    expect(contentItemOf("/blog")).toBeUndefined();
    expect(contentItemOf("/blog/a/b")).toBeUndefined();
    expect(contentItemOf("/tools/word-counter")).toBeUndefined();
  });

  it("names React Router's data file of a page", () => {
    expect(dataPathOf("/")).toBe("/_root.data");
    expect(dataPathOf("/blog/x")).toBe("/blog/x.data");
  });
});

describe("ContentPages", () => {
  it("renders a page once and serves it from memory until the content changes", async () => {
    const { render, calls } = fakeRender();
    const { source, state } = changingSource(published([first, second]));
    const pages = pagesWith(source, render);

    const page = await pages.html("/blog");
    expect(page.page.body.toString()).toContain(first.title);
    // The first-paint rewrite ran: the module script waits for the first paint.
    expect(page.page.body.toString()).toContain('type="text/x-deferred-module"');
    expect(page.page.contentSecurityPolicy).toMatch(/'sha256-/);
    await pages.html("/blog");
    expect(calls).toEqual(["/blog"]);
    expect(pages.kept("/blog")?.page).toBe(page.page);

    state.content = published([{ ...first, title: "A retitled article" }, second]);
    expect((await pages.html("/blog")).page.body.toString()).not.toContain("A retitled article");
    pages.invalidate();
    expect(pages.kept("/blog")).toBeUndefined();
    expect((await pages.html("/blog")).page.body.toString()).toContain("A retitled article");
    expect(calls).toEqual(["/blog", "/blog"]);
  });

  it("writes a long article's uploaded cover into its page, read from the uploads", async () => {
    // A page without the framework whose lead picture is an upload, too long for the first round trip.
    const render: ContentPagesOptions["render"] = async () =>
      new Response(
        "<!DOCTYPE html><html><head><title>T</title></head><body><main><picture>" +
          '<source type="image/avif" srcSet="/images/uploads/3fa9c2-800.avif 800w, /images/uploads/3fa9c2-1200.avif 1200w"/>' +
          `<img src="/images/uploads/3fa9c2-1200.webp" fetchPriority="high"/></picture>${incompressibleParagraph(15_000)}</main></body></html>`,
      );
    const asked: string[] = [];
    const pages = new ContentPages({
      ...optionsOf(changingSource(published([first])).source, render),
      readUploadedImage: async (name) => (asked.push(name), Buffer.from("avif")),
    });
    const page = await pages.html(`/blog/${first.slug}`);
    expect(page.page.body.toString()).toContain(
      'srcSet="data:image/avif;base64,YXZpZg== 800w, /images/uploads/3fa9c2-1200.avif 1200w"',
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(["3fa9c2-800.avif"]));
  });

  it("drops the pages on this instance's change event and on another instance's version", async () => {
    const { render, calls } = fakeRender();
    const { source, state } = changingSource(published([first]));
    const pages = pagesWith(source, render);
    const events = new EventEmitter();
    const stop = pages.watch(events, 60_000);
    try {
      await pages.checkForChanges();
      await pages.html("/");
      // A change here: the repository raises the version, then the routes tell the pages.
      state.version += 1;
      events.emit("changed");
      await pages.html("/");
      expect(calls).toEqual(["/", "/"]);
      // The next version check finds the pages read at that version: nothing to render again.

      await pages.checkForChanges();
      await pages.html("/");
      expect(calls).toHaveLength(2);
      state.version += 1;
      await pages.checkForChanges();
      await pages.html("/");
      expect(calls).toHaveLength(3);
    } finally {
      stop();
    }
  });

  it("drops the pages when a scheduled publication comes due", async () => {
    const { render, calls } = fakeRender();
    let now = new Date("2026-11-26T10:00:00Z");
    const { source } = changingSource(published([first], { nextChangeAt: "2026-11-26T10:05:00.000Z" }));
    const pages = pagesWith(source, render, () => now);
    await pages.checkForChanges();
    await pages.html("/blog");
    await pages.checkForChanges();
    await pages.html("/blog");
    expect(calls).toHaveLength(1);
    now = new Date("2026-11-26T10:05:00Z");
    await pages.checkForChanges();
    await pages.html("/blog");
    expect(calls).toHaveLength(2);
  });

  it("looks up published items and the redirects of old paths", async () => {
    const { source } = changingSource(published([first]));
    const pages = pagesWith(source);
    expect(await pages.lookup(`/blog/${first.slug}`)).toEqual({ published: true });
    expect(await pages.lookup(`/blog/${second.slug}`)).toBeUndefined();
    expect(await pages.lookup("/blog/old-name")).toEqual({ redirect: `/blog/${first.slug}` });
    expect(await pages.lookup(`/case-studies/${caseStudies[0]?.slug}`)).toEqual({ published: true });
  });

  it("previews a draft among the published content without caching it", async () => {
    const { render, calls } = fakeRender();
    const { source, state } = changingSource(published([first]));
    state.drafts.set("a-draft", { ...second, id: 99, slug: "a-draft", title: "Draft title" });
    const pages = pagesWith(source, render);
    const preview = await pages.preview("/blog/a-draft");
    expect(preview?.page.body.toString()).toContain(`Draft title | ${first.title}`);
    expect(await pages.preview("/blog/no-such-draft")).toBeUndefined();
    await pages.html("/blog");
    expect((await pages.html("/blog")).page.body.toString()).not.toContain("Draft title");
    expect(calls).toEqual(["/blog/a-draft", "/blog"]);
  });

  it("writes the sitemap and the feed from the published content", async () => {
    const { source } = changingSource(published([first]));
    const pages = pagesWith(source);
    const sitemap = (await pages.sitemap()).page.body.toString();
    expect(sitemap).not.toContain(`/blog/${second.slug}</loc>`);
    // The build's own article gives way to the published ones, in the build's order.
    expect(sitemap.split("\n")).toEqual([
      "<loc>/</loc>",
      "<loc>/about</loc>",
      ...caseStudies.map((caseStudy) => `<loc>/case-studies/${caseStudy.slug}</loc>`),
      `<loc>/blog/${first.slug}</loc>`,
      "<loc>/tools/word-counter</loc>",
    ]);
    const feed = (await pages.feed("application/atom+xml")).page.body.toString();
    expect(feed).toBe(`<entry>${first.title}</entry>`);
  });

  it("gives a kept page the build's smallest encodings once it is served", async () => {
    const { source } = changingSource(published([first, second, ...articles.slice(2)]));
    const pages = pagesWith(source);
    const { page } = await pages.html("/blog");
    const quick = page.brotli;
    await expect.poll(() => page.brotli !== quick).toBe(true);
    expect(zlib.brotliDecompressSync(page.brotli)).toEqual(page.body);
    expect(zlib.gunzipSync(page.gzip)).toEqual(page.body);
    expect(page.brotli.length).toBeLessThanOrEqual(quick.length);
  });

  it("prerenders the lists and every published item, fully compressed, before anyone asks, and again after a change", async () => {
    const { render, calls } = fakeRender();
    const { source, state } = changingSource(published([first, second]));
    const pages = new ContentPages({ ...optionsOf(source, render), prerenderOnChange: true });
    const itemPaths = [
      ...caseStudies.map((item) => `/case-studies/${item.slug}`),
      `/blog/${first.slug}`,
      `/blog/${second.slug}`,
    ];
    await pages.prerender();
    expect(calls).toEqual(["/", "/blog", "/case-studies", ...itemPaths]);
    for (const urlPath of ["/", "/blog", "/case-studies", ...itemPaths]) {
      const kept = pages.kept(urlPath)!.page;
      // The build's brotli 11, not the quick brotli 5 a page rendered on request is sent with at first.
      const smallest = zlib.brotliCompressSync(kept.body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: kept.body.length,
        },
      });
      expect(kept.brotli).toEqual(smallest);
    }

    state.content = published([{ ...first, title: "A retitled article" }]);
    pages.invalidate();
    await expect.poll(() => pages.kept(`/blog/${first.slug}`)?.page.body.toString()).toContain("A retitled article");
    expect(pages.kept(`/blog/${second.slug}`)).toBeUndefined();
  });

  it("keeps no failed render: the next request tries again", async () => {
    let fail = true;
    const { render } = fakeRender();
    const { source } = changingSource(published([first]));
    const pages = pagesWith(source, async (request, context) => {
      if (fail) throw new Error("render failed");
      return render(request, context);
    });
    await expect(pages.html("/blog")).rejects.toThrow("render failed");
    fail = false;
    expect((await pages.html("/blog")).status).toBe(200);
  });
});

describe("content routes", () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function appWith(signedIn: boolean) {
    const { source, state } = changingSource(published([first]));
    state.drafts.set("a-draft", { ...second, id: 99, slug: "a-draft", title: "Draft title" });
    const app = Fastify();
    apps.push(app);
    contentRoutes(app, {
      pages: pagesWith(source),
      isSignedIn: async () => signedIn,
      notFound: (_request, reply) => reply.code(404).send("not found page"),
    });
    await app.ready();
    return app;
  }

  it("serves published items, their data, 301s for old paths and 404 for the rest", async () => {
    const app = await appWith(false);
    const page = await app.inject(`/blog/${first.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    const data = await app.inject(`/blog/${first.slug}.data`);
    expect(data.statusCode).toBe(200);
    expect(data.headers["content-type"]).toBe("text/x-script");
    const old = await app.inject("/blog/1?utm_source=x");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/blog/${first.slug}?utm_source=x`);
    expect((await app.inject(`/blog/${first.slug}/`)).headers.location).toBe(`/blog/${first.slug}`);
    expect((await app.inject("/blog/1/?a=b")).headers.location).toBe(`/blog/${first.slug}?a=b`);
    expect((await app.inject("/blog/a-draft")).statusCode).toBe(404);
    expect((await app.inject("/blog/a-draft.data")).statusCode).toBe(404);
    expect((await app.inject("/blog/%3Cscript%3E/")).headers.location).toBe("/blog/%3Cscript%3E");
    const etag = page.headers.etag as string;
    expect((await app.inject({ url: `/blog/${first.slug}`, headers: { "if-none-match": etag } })).statusCode).toBe(304);
  });

  it("shows a draft's preview to a signed-in account only, uncached and unindexed", async () => {
    const visitor = await appWith(false);
    expect((await visitor.inject("/blog/a-draft?preview")).statusCode).toBe(404);
    const staff = await appWith(true);
    const preview = await staff.inject("/blog/a-draft?preview");
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Draft title");
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect(preview.headers["x-robots-tag"]).toBe("noindex");
    expect((await staff.inject("/blog/no-such-draft?preview")).statusCode).toBe(404);
  });
});

describe("the blog list for a search (/blog?q=…&category=…)", () => {
  it("is rendered for the search once, without other parameters; no search is the plain list", async () => {
    const seen: string[] = [];
    const render: ContentPagesOptions["render"] = async (request, context) => {
      const url = new URL(request.url);
      // The CSP's reference renders (the content without raw HTML) are not counted.
      const reference = context.siteContent?.articles.every((article) => article.content === REFERENCE_BODY);
      if (!reference) seen.push(`${url.pathname}${url.search}`);
      return new Response(
        `<!DOCTYPE html><html><head></head><body><main>list${url.search}</main>` +
          `<script type="module" async="">import "/assets/entry.js";</script></body></html>`,
      );
    };
    const app = Fastify();
    contentRoutes(app, {
      pages: pagesWith(changingSource(published([first, second])).source, render),
      isSignedIn: async () => false,
      notFound: (_request, reply) => reply.code(404).send("not found page"),
    });
    await app.ready();

    const searched = await app.inject("/blog?utm_source=x&q=reels&category=SEO");
    expect(searched.statusCode, searched.body).toBe(200);
    expect(searched.body).toContain("list?q=reels&category=SEO");
    await app.inject("/blog?category=SEO&q=reels");
    expect(seen).toEqual(["/blog?q=reels&category=SEO"]);

    // An unknown category and an empty box ask for nothing: the plain list.
    expect((await app.inject("/blog?q=&category=Gossip")).body).toContain("<main>list</main>");
    // A long text is cut to what the box takes.
    await app.inject(`/blog?q=${"a".repeat(500)}`);
    expect(seen.slice(1)).toEqual(["/blog", `/blog?q=${"a".repeat(BLOG_SEARCH_MAX)}`]);
    await app.close();
  });

  it("answers one client's flood of new searches with 429 after its 30 a minute, never rendering them", async () => {
    // A flood of searches no cache has seen is a flood of renders on the event loop (the flood
    // bench's health p95 went from 2 to 335 ms): each client has a minute's allowance.
    let renders = 0;
    const render: ContentPagesOptions["render"] = async () => {
      renders++;
      return new Response("<!DOCTYPE html><html><head></head><body><main>list</main></body></html>");
    };
    const app = Fastify();
    await app.register(fastifyRateLimit, { global: false });
    contentRoutes(app, {
      pages: pagesWith(changingSource(published([first, second])).source, render),
      isSignedIn: async () => false,
      notFound: (_request, reply) => reply.code(404).send("not found page"),
    });
    await app.ready();
    const statuses: number[] = [];
    for (let i = 0; i <= SEARCHES_PER_MINUTE; i++) statuses.push((await app.inject(`/blog?q=flood${i}`)).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const rendersBefore = renders;
    expectSearchRefused(await app.inject("/blog?q=one-more"));
    expect(renders).toBe(rendersBefore);
    // The plain list is not a search: never limited.
    expect((await app.inject("/blog")).statusCode).toBe(200);
    await app.close();
  });
});
