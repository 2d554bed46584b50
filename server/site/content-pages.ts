import type { EventEmitter } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
// eslint-disable-next-line no-restricted-imports -- the build's own server bundle is run with React Router's request handler (ADR 009)
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { articlePath, caseStudyPath } from "#contracts/content/content-paths.ts";
import type { Article, CaseStudy } from "#contracts/content/schema.ts";
import type { SiteContent } from "#contracts/content/site-content.ts";
import type { ContentKind } from "#contracts/content/content-admin.ts";
import { UPLOADED_IMAGES_PATH } from "#contracts/content/uploaded-images.ts";
import type { ContentSource, PublishedContent } from "#server/content/content-source.ts";
import { ConcurrencyCap } from "#server/platform/limits/concurrency-cap.ts";
import { FrameworkScripts } from "./framework-scripts.ts";
import { compressFully, type HtmlPage, renderedHtmlPage } from "./html-pages.ts";
import { builtImageReader, leadPictureFile } from "./lead-picture.ts";
import { optimizePrerenderedHtml } from "./prerendered-html.ts";
import { pageRulesInWorker } from "./page-css.ts";

// The pages that show what staff publish from the admin (home, the blog and case-study
// lists, each article and case study, the sitemap and the feed) are rendered by the
// server from the published content, with the build's own React Router server bundle,
// when first asked after a change; then they are served from memory like the
// prerendered pages, with the same first-paint rewrite and CSP hashes (ADR 009).
// A change on this instance drops them at once (the admin's "changed" event); a change
// on another instance sharing the database, or a scheduled publication coming due, within
// half a second (the version poll).

/** The pages that list published content, besides each item's own page. */
export const contentListPaths: readonly string[] = ["/", "/blog", "/case-studies"];

const sections = { blog: "article", "case-studies": "case-study" } as const satisfies Record<string, ContentKind>;
export type ContentSection = keyof typeof sections;

/** The section and slug of an item's page path (/blog/<slug>), else undefined. */
export function contentItemOf(urlPath: string): { section: ContentSection; slug: string } | undefined {
  const match = /^\/(blog|case-studies)\/([^/]+)$/.exec(urlPath);
  if (!match) return undefined;
  return { section: match[1] as ContentSection, slug: match[2] ?? "" };
}

/** React Router's data URL of a page, for client-side navigation: "/" → "/_root.data". */
export function dataPathOf(urlPath: string): string {
  return urlPath === "/" ? "/_root.data" : `${urlPath}.data`;
}

/** A rendered file: a page, a page's data for client navigation, the sitemap or the feed. */
export interface RenderedFile {
  status: number;
  contentType: string;
  page: HtmlPage;
}

/** What app/entry.server.tsx exports besides rendering: the feed and the sitemap writers. */
interface SiteFiles {
  blogFeedXml(options: { articles: readonly Article[] }): string;
  sitemapXml(options: { paths: readonly string[] }): string;
}

export interface ContentPagesOptions {
  /** build/client: the stylesheets the rewrite inlines. */
  clientDir: string;
  /** Renders a request with the given content (the build's server bundle). */
  render: (request: Request, context: AppLoadContext) => Promise<Response>;
  files: SiteFiles;
  source: ContentSource;
  /** An uploaded image's bytes by its file name (`<hash>-800.avif`): a long article carries its cover's (lead-picture.ts). */
  readUploadedImage?: (name: string) => Promise<Buffer | undefined>;
  /** The public paths of the build, in sitemap order (its content items are replaced by the published ones). */
  sitePaths: readonly string[];
  now: () => Date;
  log?: (error: unknown, message: string) => void;
  /** Prerender (see prerender()) again after every change: what the running server does. */
  prerenderOnChange?: boolean;
}

const htmlType = "text/html; charset=utf-8";
/** Blog searches whose rendered list is kept (a few KB each, compressed on demand). */
const SEARCHES_KEPT = 100;
/** Blog searches rendered at once; a render takes a few milliseconds. */
const SEARCH_RENDERS_AT_ONCE = 2;
/** Each page's stylesheet rules are worked out in one worker thread the process shares. */
const pageRules = pageRulesInWorker();

function siteContentOf(published: PublishedContent): SiteContent {
  return { articles: published.articles, caseStudies: published.caseStudies };
}

/**
 * The content with every field a page inserts as raw HTML (an article's body) emptied: a
 * page rendered from it holds only the scripts the framework writes.
 */
function withoutRawHtml(published: PublishedContent): PublishedContent {
  return { ...published, articles: published.articles.map((article) => ({ ...article, content: REFERENCE_BODY })) };
}

/** An article's body in the reference render. */
export const REFERENCE_BODY = "<p></p>";

/** The build's server bundle (build/server/index.js beside build/client), or undefined without one. */
export async function loadServerBuild(clientDir: string): Promise<ServerBuild | undefined> {
  const file = path.join(clientDir, "..", "server", "index.js");
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/** The renderer and the file writers of the build's server bundle. */
export function serverBuildRendering(build: ServerBuild): Pick<ContentPagesOptions, "render" | "files"> {
  const handler = createRequestHandler(build, "production");
  const files = build.entry.module as unknown as Partial<SiteFiles>;
  if (typeof files.blogFeedXml !== "function" || typeof files.sitemapXml !== "function") {
    throw new Error("The server build exports no blogFeedXml and sitemapXml: rebuild with npm run build");
  }
  return { render: (request, context) => handler(request, context), files: files as SiteFiles };
}

export class ContentPages {
  /** The published content and the version it was read at (read before it: a change in between only costs a render). */
  private content: Promise<PublishedContent & { version: number }> | undefined;
  private files = new Map<string, Promise<RenderedFile>>();
  /** The files of `files` that are rendered: a request for one is answered without waiting. */
  private ready = new Map<string, RenderedFile>();
  private generation = 0;
  private readonly builtFiles = new Map<string, string>();
  /** The blog list rendered for searches (?q=…): the latest few, dropped with the rest on a change. */
  private readonly searches = new Map<string, Promise<RenderedFile>>();
  /** Renders for searches not kept yet, at once on this instance: a flood of new searches waits its turn or is refused. */
  private readonly searchRenders = new ConcurrencyCap("blog searches", SEARCH_RENDERS_AT_ONCE, 5);
  private readonly frameworkScripts = new FrameworkScripts();
  /** The build's smallest encodings being computed for a kept page (compressFully). */
  private readonly compressions = new WeakMap<HtmlPage, Promise<void>>();
  /** Set when the watch stops (the server closes): no more prerendering. */
  private stopped = false;

  constructor(private readonly options: ContentPagesOptions) {}

  /** Forgets every rendered file and the content: the next request renders afresh. */
  invalidate(): void {
    this.generation += 1;
    this.content = undefined;
    this.files.clear();
    this.ready.clear();
    this.searches.clear();
    if (this.options.prerenderOnChange && !this.stopped) {
      this.prerender().catch((error: unknown) => this.options.log?.(error, "prerendering the content pages failed"));
    }
  }

  /** The published content, read once per change. */
  published(): Promise<PublishedContent> {
    return this.versionedContent();
  }

  private versionedContent(): Promise<PublishedContent & { version: number }> {
    if (!this.content) {
      const generation = this.generation;
      const { source, now } = this.options;
      const loading = source.version().then(async (version) => ({ ...(await source.published(now())), version }));
      this.content = loading;
      // A failed read is not kept: the next request tries again.
      loading.catch(() => {
        if (this.generation === generation && this.content === loading) this.content = undefined;
      });
    }
    return this.content;
  }

  /** Whether the item's page exists, where its old path now is, or undefined. */
  async lookup(urlPath: string): Promise<{ published: true } | { redirect: string } | undefined> {
    const published = await this.published();
    const item = contentItemOf(urlPath);
    if (item && findItem(published, item.section, item.slug)) return { published: true };
    const redirect = published.redirects[urlPath];
    return redirect ? { redirect } : undefined;
  }

  /**
   * The page (or, with `.data`, the data file) at urlPath if it is rendered and kept: a
   * published item or list whose file a request can have at once.
   */
  kept(urlPath: string, file: "html" | "data" = "html"): RenderedFile | undefined {
    return this.ready.get(`${file} ${urlPath}`);
  }

  /**
   * Renders the lists and every published item's page, one after another, each with the
   * build's smallest encodings, as the build prerenders the other pages: the first visitor
   * after a start or a publish gets a page as small as the second (brotli 11 saves about
   * 15 % on a page, a round trip on a phone network for some). Returns once all are kept.
   */
  async prerender(): Promise<void> {
    const generation = this.generation;
    const content = await this.published();
    const paths = [
      ...contentListPaths,
      ...content.caseStudies.map(caseStudyPath),
      ...content.articles.map(articlePath),
    ];
    for (const urlPath of paths) {
      if (this.generation !== generation || this.stopped) return;
      const file = await this.html(urlPath);
      await this.compressions.get(file.page);
    }
  }

  /** The page at urlPath, rendered from the published content (cached until the next change). */
  html(urlPath: string): Promise<RenderedFile> {
    return this.cached(`html ${urlPath}`, async (content) => this.renderHtml(urlPath, content));
  }

  /**
   * The list at urlPath as the search asks for it (search: "?q=seo&category=SEO", made by
   * blogSearchString): the page of the search box without JavaScript, and of a shared link.
   * The last SEARCHES_KEPT are kept; a new one is rendered under a cap (CapacityFullError).
   */
  searched(urlPath: string, search: string): Promise<RenderedFile> {
    const key = `${urlPath}${search}`;
    const known = this.searches.get(key);
    if (known) {
      // Most recently used last: the oldest is the one dropped.
      this.searches.delete(key);
      this.searches.set(key, known);
      return known;
    }
    const generation = this.generation;
    const making = this.searchRenders.run(async () => this.renderHtml(key, await this.published()));
    this.searches.set(key, making);
    if (this.searches.size > SEARCHES_KEPT) this.searches.delete(this.searches.keys().next().value ?? key);
    making.catch(() => {
      if (this.generation === generation && this.searches.get(key) === making) this.searches.delete(key);
    });
    return making;
  }

  /** The data of the page at urlPath for client-side navigation (cached until the next change). */
  data(urlPath: string): Promise<RenderedFile> {
    return this.cached(`data ${urlPath}`, async (content) => {
      const response = await this.options.render(new Request(`http://localhost${dataPathOf(urlPath)}`), {
        siteContent: siteContentOf(content),
      });
      return { status: response.status, contentType: "text/x-script", page: renderedHtmlPage(await response.text()) };
    });
  }

  /**
   * /sitemap.xml: the build's public paths in their order, with the published case studies
   * and articles where the build's were (after the pages, before the tools).
   */
  sitemap(): Promise<RenderedFile> {
    return this.cached("sitemap", async (content) => {
      const { sitePaths } = this.options;
      const firstItem = sitePaths.findIndex((urlPath) => contentItemOf(urlPath) !== undefined);
      const at = firstItem === -1 ? sitePaths.length : firstItem;
      const paths = [
        ...sitePaths.slice(0, at),
        ...content.caseStudies.map(caseStudyPath),
        ...content.articles.map(articlePath),
        ...sitePaths.slice(at).filter((urlPath) => contentItemOf(urlPath) === undefined),
      ];
      return {
        status: 200,
        contentType: "application/xml; charset=utf-8",
        page: renderedHtmlPage(this.options.files.sitemapXml({ paths })),
      };
    });
  }

  /** The blog's Atom feed of the published articles. */
  feed(contentType: string): Promise<RenderedFile> {
    return this.cached("feed", async (content) => ({
      status: 200,
      contentType,
      page: renderedHtmlPage(this.options.files.blogFeedXml({ articles: content.articles })),
    }));
  }

  /**
   * The page of an item as last saved, whatever its status, for a signed-in preview: the
   * published content with this version in place of (or beside) the public one. Never cached.
   */
  async preview(urlPath: string): Promise<RenderedFile | undefined> {
    const item = contentItemOf(urlPath);
    if (!item) return undefined;
    const draft = await this.options.source.previewBySlug(sections[item.section], item.slug);
    if (!draft) return undefined;
    const published = await this.published();
    const content: PublishedContent =
      item.section === "blog"
        ? { ...published, articles: withItem(published.articles, draft as Article) }
        : { ...published, caseStudies: withItem(published.caseStudies, draft as CaseStudy) };
    return this.renderHtml(urlPath, content);
  }

  /**
   * Drops the rendered files when the content changes: at once on this instance's
   * `changed` event; by the version every change raises (another instance) or a
   * scheduled publication coming due, checked every `intervalMs`. Returns the stop.
   */
  watch(events: EventEmitter | undefined, intervalMs = 500): () => void {
    const onChange = () => this.invalidate();
    events?.on("changed", onChange);
    let checking = false;
    const timer = setInterval(() => {
      if (checking) return;
      checking = true;
      this.checkForChanges()
        .catch((error: unknown) => this.options.log?.(error, "content version check failed"))
        .finally(() => {
          checking = false;
        });
    }, intervalMs);
    timer.unref();
    return () => {
      clearInterval(timer);
      events?.off("changed", onChange);
      this.stopped = true;
    };
  }

  /**
   * One check: drops the rendered files if the content changed since they were read (its
   * version moved: a change on another instance) or a scheduled item has come due.
   */
  async checkForChanges(): Promise<void> {
    const current = this.content;
    if (!current) return;
    const version = await this.options.source.version();
    const { version: renderedAt, nextChangeAt } = await current;
    if (this.content !== current) return;
    const due = nextChangeAt !== null && nextChangeAt <= this.options.now().toISOString();
    if (version !== renderedAt || due) this.invalidate();
  }

  private cached(key: string, make: (content: PublishedContent) => Promise<RenderedFile>): Promise<RenderedFile> {
    const known = this.files.get(key);
    if (known) return known;
    const generation = this.generation;
    const making = this.published().then(make);
    this.files.set(key, making);
    making.then(
      (file) => {
        if (this.generation === generation) this.ready.set(key, file);
        // Kept files get the build's smallest encodings once they are served.
        const compressing = compressFully(file.page).catch((error: unknown) =>
          this.options.log?.(error, `compressing ${key} failed`),
        );
        this.compressions.set(file.page, compressing);
      },
      () => undefined,
    );
    making.catch(() => {
      if (this.generation === generation && this.files.get(key) === making) this.files.delete(key);
    });
    return making;
  }

  private async renderHtml(urlPath: string, content: PublishedContent): Promise<RenderedFile> {
    const html = await this.renderPage(urlPath, content);
    // The CSP allows the framework's scripts only. A script not known yet (the first page of
    // a route) is looked for in the page rendered without the content's raw HTML.
    if (!this.frameworkScripts.recognisesAll(html)) {
      this.frameworkScripts.learn(await this.renderPage(urlPath, withoutRawHtml(content)));
    }
    return {
      status: 200,
      contentType: htmlType,
      page: renderedHtmlPage(html, this.frameworkScripts.hashes(html)),
    };
  }

  /** The page as served: rendered, with the build's first-paint rewrite. */
  private async renderPage(urlPath: string, content: PublishedContent): Promise<string> {
    const response = await this.options.render(new Request(`http://localhost${urlPath}`), {
      siteContent: siteContentOf(content),
    });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`rendering ${urlPath} answered ${response.status}`);
    const readBuiltImage = builtImageReader(this.options.clientDir);
    const uploaded = await this.uploadedLeadPicture(html);
    return optimizePrerenderedHtml(
      html,
      (href) => this.readBuiltFile(href),
      (href) => (href === uploaded?.href ? uploaded.bytes : readBuiltImage(href)),
      pageRules,
    );
  }

  /** The page's lead picture when it is an upload, read from the database before the rewrite (which is synchronous). */
  private async uploadedLeadPicture(html: string): Promise<{ href: string; bytes: Buffer } | undefined> {
    const href = leadPictureFile(html);
    const prefix = `${UPLOADED_IMAGES_PATH}/`;
    if (!href?.startsWith(prefix) || !this.options.readUploadedImage) return undefined;
    const bytes = await this.options.readUploadedImage(href.slice(prefix.length));
    return bytes && { href, bytes };
  }

  /** A stylesheet or script of the build, by its URL path (read once). */
  private readBuiltFile(href: string): string {
    let text = this.builtFiles.get(href);
    if (text === undefined) {
      text = fs.readFileSync(path.join(this.options.clientDir, href), "utf8");
      this.builtFiles.set(href, text);
    }
    return text;
  }
}

function findItem(content: PublishedContent, section: ContentSection, slug: string): Article | CaseStudy | undefined {
  const list: readonly (Article | CaseStudy)[] = section === "blog" ? content.articles : content.caseStudies;
  return list.find((item) => item.slug === slug);
}

/** The list with `item` in place of the entry of the same id, or first when it has none. */
function withItem<T extends { id: number }>(list: readonly T[], item: T): T[] {
  return list.some((entry) => entry.id === item.id)
    ? list.map((entry) => (entry.id === item.id ? item : entry))
    : [item, ...list];
}
