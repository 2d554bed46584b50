import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import zlib from "node:zlib";

// The hostile-site corpus: each entry is a small web site built to hurt a crawler, with a note
// of what it attacks (README.md lists them). Big files are generated here, deterministically,
// rather than committed: the same entry always serves the same bytes.

export interface HostileEntry {
  name: string;
  /** What the entry attacks, for a person reading the results. */
  attacks: string;
  /** The path audited and crawled, on the entry's own origin. */
  path: string;
  /** Answers one request; `origin` is the entry's http://127.0.0.1:port. */
  handle(request: IncomingMessage, response: ServerResponse, origin: string): void;
}

const here = import.meta.dirname;
const file = (name: string) => fs.readFileSync(path.join(here, name), "utf8");
const MB = 1024 * 1024;

type Headers = Record<string, string | number>;

function send(response: ServerResponse, status: number, type: string, body: string | Buffer, headers: Headers = {}) {
  response.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body), ...headers });
  response.end(body);
}

const html = (body: string, head = "") =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile page</title>${head}</head><body>${body}</body></html>`;

const notFound = (response: ServerResponse) => send(response, 404, "text/plain", "not found");

/** A page whose path is served by `pages`, robots.txt and sitemaps by `files`; anything else 404. */
function site(pages: Record<string, () => string>, files: Record<string, () => [string, string | Buffer]> = {}) {
  // Files name their own origin (ORIGIN in the text), filled in once: a 12 MB sitemap is not rewritten per request.
  const filled = new Map<string, string | Buffer>();
  return (request: IncomingMessage, response: ServerResponse, origin: string) => {
    const url = new URL(request.url ?? "/", origin);
    const page = pages[url.pathname];
    if (page) return send(response, 200, "text/html; charset=utf-8", page());
    const served = files[url.pathname];
    if (served) {
      const [type, body] = served();
      const key = `${origin}${url.pathname}`;
      if (!filled.has(key)) filled.set(key, typeof body === "string" ? Buffer.from(body.replaceAll("ORIGIN", origin)) : body);
      return send(response, 200, type, filled.get(key) ?? "");
    }
    return notFound(response);
  };
}

/** Generated once per process: the same bytes for every request and every run. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const A60 = `/${"a".repeat(60)}`;

const manyRules = once(() => {
  const lines = ["User-agent: *"];
  // ~20,000 wildcard rules, just under the 500 KiB Google (and the fetcher) reads.
  for (let i = 0, size = 0; size < 480 * 1024; i++) {
    const line = `Disallow: /*x*y*z*${i}*q`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join("\n")}\n`;
});

const hugeLine = once(() => `User-agent: *\nDisallow: /${"*a".repeat(200_000)}*b\n`);

const longLinks = once(() =>
  html(Array.from({ length: 500 }, (_, i) => `<a href="/${"a".repeat(60 + (i % 40))}/${i}">page ${i}</a>`).join(" ")),
);

const deepXml = once(
  () => `<?xml version="1.0"?><urlset>${"<url>".repeat(200_000)}<loc>ORIGIN/</loc>${"</url>".repeat(200_000)}</urlset>`,
);

const hugeSitemap = once(() => {
  const parts = ['<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  let size = 0;
  for (let i = 0; size < 12 * MB; i++) {
    const entry = `<url><loc>ORIGIN/page/${i}</loc><lastmod>2026-01-01</lastmod></url>\n`;
    parts.push(entry);
    size += entry.length;
  }
  parts.push("</urlset>");
  return parts.join("");
});

/** A gzip file of a few hundred KB that inflates to `unpacked` bytes: `head`, then `unit` repeated. */
function gzipBomb(head: string, unit: string, unpacked: number): Buffer {
  const block = Buffer.from(unit.repeat(Math.ceil((16 * MB) / unit.length)));
  // A gzip file may hold many members, read one after the other: one 16 MB block, repeated.
  const member = zlib.gzipSync(block, { level: 9 });
  const members = Array.from({ length: Math.ceil(unpacked / block.length) }, () => member);
  return Buffer.concat([zlib.gzipSync(head), ...members]);
}

const sitemapBomb = once(() =>
  gzipBomb('<?xml version="1.0"?><urlset>', "<url><loc>http://127.0.0.1/x</loc></url>", 512 * MB),
);
const htmlBomb = once(() => gzipBomb(html("<p>bomb</p>").replace("</body></html>", ""), "<div>aaaa</div>", 512 * MB));

/** A <head> of ~900 KB: 12,000 share tags, the first og:image an image that drips, for the link preview. */
const shareTagFlood = once(() =>
  html(
    "<p>tags</p>",
    `<meta property="og:image" content="/drip.jpg">${'<meta property="og:title" content="Flood">'.repeat(12_000)}<meta name="twitter:image" content="/redirect.png">`,
  ),
);
const deepDivs = once(() => html(`${"<div>".repeat(100_000)}deep${"</div>".repeat(100_000)}`));

const enormous = once(() => {
  const paragraph =
    "<p>Crestline Digital plans, builds and measures search campaigns for growing companies. " +
    '<a href="/services">Our services</a> <img src="/team.jpg" alt="The team"></p>\n';
  return html(paragraph.repeat(Math.floor((4.8 * MB) / paragraph.length)));
});

const hugeAttributes = once(() => {
  const value = "x".repeat(MB);
  return html(
    `<div title="${value}" data-a="${value}"><a href="/${"b".repeat(MB)}">link</a><img src="/i.png" alt="${value}"></div>`,
    `<meta name="description" content="${"d".repeat(MB / 2)}">`,
  );
});

const hugeJsonLd = once(() => {
  const graph = Array.from({ length: 25_000 }, (_, i) => ({
    "@type": "Product",
    name: `Product ${i}`,
    offers: { "@type": "Offer", price: i, priceCurrency: "EUR" },
    review: [{ "@type": "Review", author: { "@type": "Person", name: `P${i}` } }],
  }));
  return html("<h1>Products</h1>", `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@graph": graph })}</script>`);
});

const deepJsonLd = once(() =>
  html(
    "<h1>Deep</h1>",
    `<script type="application/ld+json">${'{"@type":"Thing","a":'.repeat(100_000)}1${"}".repeat(100_000)}</script>` +
      `<script type="application/ld+json">${"[".repeat(500_000)}${"]".repeat(500_000)}</script>`,
  ),
);

const endlessImages = once(() =>
  html(Array.from({ length: 100_000 }, (_, i) => `<img src="/img/${i}.jpg">`).join("")),
);

const endlessLinks = once(() => html(Array.from({ length: 100_000 }, (_, i) => `<a href="/p/${i}">${i}</a>`).join("")));

/** Sends the headers, then one byte a second, never finishing on its own. */
function drip(response: ServerResponse, type: string): void {
  response.writeHead(200, { "content-type": type });
  const timer = setInterval(() => response.write("<"), 1_000);
  response.on("close", () => clearInterval(timer));
}

export const HOSTILE_ENTRIES: readonly HostileEntry[] = [
  {
    name: "robots-backtracking",
    attacks: "robots.txt `Disallow: /*a*a*a*a*a*a*a*a*a*a*b` audited at a path of 60 'a's (a backtracking matcher runs for minutes)",
    path: A60,
    handle: site(
      { [A60]: longLinks, "/": longLinks },
      { "/robots.txt": () => ["text/plain", file("robots-backtracking.txt")] },
    ),
  },
  {
    name: "robots-many-rules",
    attacks: "robots.txt of ~20,000 wildcard rules (480 KB) and a page of 500 long links to judge",
    path: A60,
    handle: site({ [A60]: longLinks }, { "/robots.txt": () => ["text/plain", manyRules()] }),
  },
  {
    name: "robots-huge-line",
    attacks: "one 400 KB Disallow line of 200,000 wildcards",
    path: A60,
    handle: site({ [A60]: longLinks }, { "/robots.txt": () => ["text/plain", hugeLine()] }),
  },
  {
    name: "sitemap-deep",
    attacks: "a sitemap nested 200,000 elements deep",
    path: "/",
    handle: site({ "/": () => html("<h1>Deep sitemap</h1>") }, { "/sitemap.xml": () => ["application/xml", deepXml()] }),
  },
  {
    name: "sitemap-huge",
    attacks: "a 12 MB sitemap of 180,000 URLs (over the 10 MB and 50,000-URL limits)",
    path: "/",
    handle: site({ "/": () => html("<h1>Huge sitemap</h1>") }, { "/sitemap.xml": () => ["application/xml", hugeSitemap()] }),
  },
  {
    name: "sitemap-index-loop",
    attacks: "a sitemap index listing itself, children listing it back, and a child on another host",
    path: "/",
    handle: site(
      { "/": () => html("<h1>Looping sitemap</h1>") },
      {
        "/sitemap.xml": () => ["application/xml", file("sitemap-index-loop.xml")],
        "/sitemap-a.xml": () => ["application/xml", file("sitemap-index-child.xml")],
        "/sitemap-b.xml": () => ["application/xml", file("sitemap-index-child.xml")],
      },
    ),
  },
  {
    name: "sitemap-gzip-bomb",
    attacks: "sitemap.xml.gz of ~1 MB that unpacks to 512 MB",
    path: "/",
    handle: site(
      { "/": () => html("<h1>Bomb</h1>") },
      {
        "/robots.txt": () => ["text/plain", "User-agent: *\nAllow: /\nSitemap: ORIGIN/sitemap.xml.gz\n"],
        "/sitemap.xml.gz": () => ["application/gzip", sitemapBomb()],
      },
    ),
  },
  {
    name: "html-gzip-bomb",
    attacks: "an HTML page sent with Content-Encoding: gzip that unpacks to 512 MB",
    path: "/",
    handle: (request, response) => {
      if (new URL(request.url ?? "/", "http://x").pathname !== "/") return notFound(response);
      send(response, 200, "text/html", htmlBomb(), { "content-encoding": "gzip" });
    },
  },
  {
    name: "html-deep-nesting",
    attacks: "100,000 nested <div>s (parsers and DOM walks that recurse or go quadratic)",
    path: "/",
    handle: site({ "/": deepDivs }),
  },
  {
    name: "html-enormous",
    attacks: "a 4.8 MB page (just under the 5 MB limit) of paragraphs, links and images",
    path: "/",
    handle: site({ "/": enormous }),
  },
  {
    name: "html-huge-attributes",
    attacks: "attributes of 1 MB (title, data-, alt, an href) and a 512 KB meta description",
    path: "/",
    handle: site({ "/": hugeAttributes }),
  },
  {
    name: "jsonld-huge",
    attacks: "4 MB of JSON-LD: a @graph of 25,000 products",
    path: "/",
    handle: site({ "/": hugeJsonLd }),
  },
  {
    name: "jsonld-deep",
    attacks: "JSON-LD nested 100,000 objects deep and an array 500,000 deep (recursion)",
    path: "/",
    handle: site({ "/": deepJsonLd }),
  },
  {
    name: "slow-drip-page",
    attacks: "a page sent one byte a second, forever",
    path: "/",
    handle: (request, response) => drip(response, "text/html"),
  },
  {
    name: "slow-drip-files",
    attacks: "a quick page whose robots.txt, sitemap and images drip one byte a second",
    path: "/",
    handle: (request, response, origin) => {
      const url = new URL(request.url ?? "/", origin);
      if (url.pathname === "/") return send(response, 200, "text/html", html('<h1>Drip</h1><img src="/a.jpg"><a href="/next">next</a>'));
      drip(response, url.pathname.endsWith(".xml") ? "application/xml" : "text/plain");
    },
  },
  {
    name: "redirect-loop",
    attacks: "a page that redirects to a new address every time, and robots.txt that redirects to itself",
    path: "/",
    handle: (request, response, origin) => {
      const url = new URL(request.url ?? "/", origin);
      const hop = Number(url.searchParams.get("hop") ?? 0) + 1;
      const next = url.pathname === "/robots.txt" ? "/robots.txt" : `/?hop=${hop}`;
      response.writeHead(302, { location: next, "content-length": 0 });
      response.end();
    },
  },
  {
    name: "endless-images",
    attacks: "100,000 <img>s whose every image answers slowly",
    path: "/",
    handle: (request, response, origin) => {
      const url = new URL(request.url ?? "/", origin);
      if (url.pathname === "/") return send(response, 200, "text/html", endlessImages());
      const timer = setTimeout(() => send(response, 200, "image/jpeg", Buffer.alloc(1)), 2_000);
      response.on("close", () => clearTimeout(timer));
    },
  },
  {
    name: "share-tags-flood",
    attacks: "a <head> of 12,000 share tags (~900 KB) whose og:image drips one byte a second and twitter:image redirects forever",
    path: "/",
    handle: (request, response, origin) => {
      const url = new URL(request.url ?? "/", origin);
      if (url.pathname === "/") return send(response, 200, "text/html; charset=utf-8", shareTagFlood());
      if (url.pathname === "/drip.jpg") return drip(response, "image/jpeg");
      const hop = Number(url.searchParams.get("hop") ?? 0) + 1;
      response.writeHead(302, { location: `/redirect.png?hop=${hop}`, "content-length": 0 });
      response.end();
    },
  },
  {
    name: "endless-links",
    attacks: "100,000 links on every page, each to another page of 100,000 links",
    path: "/",
    handle: (request, response, origin) => {
      const url = new URL(request.url ?? "/", origin);
      if (url.pathname === "/" || url.pathname.startsWith("/p/")) return send(response, 200, "text/html", endlessLinks());
      notFound(response);
    },
  },
];

/** Builds every generated body now, so serving them later costs nothing. */
export function prepareHostileEntries(): void {
  for (const make of [manyRules, hugeLine, deepXml, hugeSitemap, sitemapBomb, htmlBomb, deepDivs, enormous, hugeAttributes, hugeJsonLd, deepJsonLd, shareTagFlood, endlessImages, endlessLinks]) make();
}
