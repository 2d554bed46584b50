import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Over the production build (e2e runs after `npm run build`): no converter library is in
// the first-load JavaScript of any page, and each one can only be loaded from its own
// tool's page (ADR 002: each library loads only on its tool's page).
//
// Vite writes no manifest here, so the graph is read from the files themselves: a page's
// first load is its modulepreloads and inline imports plus their static imports, followed
// transitively; what a page *can* load adds every chunk or worker file any of those
// mention (dynamic imports, preload lists, `new URL(…)` workers), except the route
// manifest, which names every route.

const clientDir = path.resolve(import.meta.dirname, "../../build/client");
const assetsDir = path.join(clientDir, "assets");
const pdfjsVersion = (
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, "../../node_modules/pdfjs-dist/package.json"), "utf8"),
  ) as {
    version: string;
  }
).version;

/** A string each library's code carries even when minified (checked below to find it somewhere). */
const libraries = [
  {
    name: "pdfjs-dist",
    signature: `"${pdfjsVersion}"`,
    pages: ["/tools/pdf-to-jpg", "/tools/pdf-to-png", "/tools/merge-pdf", "/tools/split-pdf"],
  },
  {
    name: "pdf-lib",
    signature: "pdf-lib",
    pages: ["/tools/png-to-pdf", "/tools/jpg-to-pdf", "/tools/merge-pdf", "/tools/split-pdf", "/tools/compress-pdf"],
  },
  // pdfmake's PDFKit core names itself so; "pdfmake" is also in the file names of the
  // chunks that only load it. The SEO audit draws its PDF report with it, on the click.
  {
    name: "pdfmake",
    signature: "PDFKit",
    pages: ["/tools/word-to-pdf", "/tools/excel-to-pdf", "/tools/seo-audit-generator"],
  },
  { name: "xlsx (SheetJS)", signature: "SheetJS", pages: ["/tools/excel-to-pdf"] },
  { name: "mediabunny", signature: "mediabunny", pages: ["/tools/mp4-to-mp3"] },
] as const;

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "assets") yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith(".html")) yield full;
  }
}

/** "/tools/png-to-jpeg" for build/client/tools/png-to-jpeg/index.html. */
function urlPathOf(file: string): string {
  const rel = path.relative(clientDir, file).split(path.sep).join("/");
  if (rel === "index.html") return "/";
  return `/${rel.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
}

const sources = new Map<string, string>();
function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = fs.readFileSync(path.join(assetsDir, file), "utf8");
    sources.set(file, text);
  }
  return text;
}

const assetNames = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
const asAsset = (ref: string) => {
  const base = ref.split(/[?#]/)[0]!.split("/").pop() ?? "";
  return /\.m?js$/.test(base) && assetNames.has(base) ? base : null;
};

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[^"'();]*?from\s*)?["']([^"']+\.m?js)["']/g;
const ANY_JS_REFERENCE = /["'`]([^"'`\s]*?[\w.-]+\.m?js)["'`]/g;

function staticImports(file: string): string[] {
  return [...source(file).matchAll(STATIC_IMPORT)].map((m) => asAsset(m[1] ?? "")).filter((f): f is string => !!f);
}

function allReferences(file: string): string[] {
  if (/^manifest-/.test(file)) return []; // the route table names every route module
  return [...source(file).matchAll(ANY_JS_REFERENCE)].map((m) => asAsset(m[1] ?? "")).filter((f): f is string => !!f);
}

function closure(start: Iterable<string>, next: (file: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...next(file));
  }
  return seen;
}

interface PageGraph {
  urlPath: string;
  firstLoad: Set<string>;
  reachable: Set<string>;
}

function pageGraph(htmlFile: string): PageGraph {
  const html = fs.readFileSync(htmlFile, "utf8");
  const initial = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) {
    const asset = asAsset(m[1] ?? "");
    if (asset) initial.add(asset);
  }
  for (const m of html.matchAll(/import\s*(?:[^"'();]*?from\s*)?\(?\s*["'](\/assets\/[^"']+\.m?js)["']/g)) {
    const asset = asAsset(m[1] ?? "");
    if (asset) initial.add(asset);
  }
  const firstLoad = closure(initial, staticImports);
  return { urlPath: urlPathOf(htmlFile), firstLoad, reachable: closure(firstLoad, allReferences) };
}

const pages = fs.existsSync(clientDir) ? [...htmlFiles(clientDir)].map(pageGraph) : [];
const containing = (files: Iterable<string>, signature: string) =>
  [...files].filter((f) => source(f).includes(signature));

test("the build has pages and scripts to check", () => {
  expect(pages.length).toBeGreaterThan(30);
  expect(pages.find((p) => p.urlPath === "/")?.firstLoad.size).toBeGreaterThan(2);
  for (const slug of ["png-to-jpeg", "pdf-to-jpg", "word-to-pdf", "mp4-to-mp3"]) {
    expect(
      pages.some((p) => p.urlPath === `/tools/${slug}`),
      slug,
    ).toBe(true);
  }
});

for (const library of libraries) {
  test(`${library.name}: in no page's first-load JavaScript, and loadable only from its own tool page`, () => {
    // The signature finds the library in the build at all (else this test would prove nothing).
    const everywhere = containing(assetNames, library.signature);
    expect(everywhere.length, `no built file contains ${library.signature}`).toBeGreaterThan(0);

    for (const page of pages) {
      expect(containing(page.firstLoad, library.signature), `first-load JS of ${page.urlPath}`).toEqual([]);
      const reachable = containing(page.reachable, library.signature);
      if (!(library.pages as readonly string[]).includes(page.urlPath)) {
        expect(reachable, `${library.name} reachable from ${page.urlPath}`).toEqual([]);
      }
    }
    for (const own of library.pages) {
      const page = pages.find((p) => p.urlPath === own);
      expect(page, own).toBeDefined();
      expect(containing(page!.reachable, library.signature).length, `${library.name} loads on ${own}`).toBeGreaterThan(
        0,
      );
    }
  });
}
