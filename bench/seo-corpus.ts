import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

// The SEO corpus (corpus/seo): real pages listed in manifest.json, each served alone on
// 127.0.0.1 with its own headers and robots.txt, so Lighthouse and our audit read the same
// bytes. Used by scripts/seo-lighthouse-snapshot.ts and bench/seo-agreement.bench.ts.

export const CORPUS_DIR = path.join(import.meta.dirname, "..", "corpus", "seo");
export const SNAPSHOT_FILE = path.join(CORPUS_DIR, "lighthouse-seo.json");

export interface CorpusPage {
  name: string;
  /** HTML file under corpus/seo/pages. */
  file: string;
  /** Path (and query) the page is served at. */
  path: string;
  /** Extra response headers of the page. */
  headers?: Record<string, string>;
  /** Body of /robots.txt; none → 404. */
  robotsTxt?: string;
  source: string;
  license: string;
}

export function loadCorpus(): CorpusPage[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, "manifest.json"), "utf8")) as {
    pages: CorpusPage[];
  };
  return manifest.pages;
}

export interface ServedPage {
  url: string;
  close: () => Promise<void>;
}

/** Serves one corpus page at its path (anything else answers 404) on a free port of 127.0.0.1. */
export async function serveCorpusPage(page: CorpusPage): Promise<ServedPage> {
  const html = fs.readFileSync(path.join(CORPUS_DIR, "pages", page.file));
  const server = http.createServer((req, res) => {
    if (req.url === page.path) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...page.headers }).end(html);
    } else if (req.url === "/robots.txt" && page.robotsTxt !== undefined) {
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(page.robotsTxt);
    } else {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${page.path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Serves the corpus as one site on 127.0.0.1, for the crawl timing: each distinct page file at
 * /site/<file>, a home page (the first corpus page with a list of links to every other one added
 * at the top of its body), /sitemap.xml listing them all and a robots.txt naming it. The pages'
 * own links lead to paths this site does not have, which answer 404 as on a real site.
 */
export async function serveCorpusSite(): Promise<ServedPage & { pageCount: number }> {
  const files = [...new Set(loadCorpus().map((p) => p.file))];
  const read = (file: string) => fs.readFileSync(path.join(CORPUS_DIR, "pages", file), "utf8");
  const nav = `<nav>${files.map((f) => `<a href="/site/${f}">${f.replace(/\.html$/, "")}</a>`).join(" ")}</nav>`;
  const first = read(files[0] ?? "");
  const home = /<body[^>]*>/i.test(first) ? first.replace(/<body[^>]*>/i, (tag) => `${tag}${nav}`) : `${nav}${first}`;
  let origin = "";
  const server = http.createServer((req, res) => {
    const url = req.url ?? "/";
    const file = url.startsWith("/site/") ? decodeURIComponent(url.slice(6)) : null;
    const html = (body: string) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
    if (url === "/") html(home);
    else if (file !== null && files.includes(file)) html(read(file));
    else if (url === "/robots.txt")
      res
        .writeHead(200, { "content-type": "text/plain" })
        .end(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
    else if (url === "/sitemap.xml")
      res
        .writeHead(200, { "content-type": "application/xml" })
        .end(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/</loc></url>${files.map((f) => `<url><loc>${origin}/site/${f}</loc></url>`).join("")}</urlset>`,
        );
    else res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/`,
    pageCount: files.length + 1,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Verdict = "pass" | "fail" | "n/a";

/** A Lighthouse audit result as the snapshot keeps it. */
export interface SnapshotAudit {
  score: number | null;
  scoreDisplayMode: string;
}

/** One page's Lighthouse SEO result: each scored audit and the category score (0–100). */
export interface PageSnapshot {
  score: number;
  audits: Record<string, SnapshotAudit>;
}

/** Pass, fail, or not applicable, as Lighthouse's report shows an audit. */
export function lighthouseVerdict(audit: SnapshotAudit): Verdict {
  if (audit.scoreDisplayMode === "notApplicable" || audit.score === null) return "n/a";
  return audit.score >= 0.9 ? "pass" : "fail";
}

export interface Snapshot {
  lighthouseVersion: string;
  chromium: string;
  pages: Record<string, PageSnapshot>;
}

export function loadSnapshot(): Snapshot {
  return JSON.parse(fs.readFileSync(SNAPSHOT_FILE, "utf8")) as Snapshot;
}
