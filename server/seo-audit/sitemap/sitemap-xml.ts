import sax from "sax";

// Reads a sitemap file strictly (sax in strict mode), so that malformed XML is reported the way
// search engines reject it: the root element, every <loc> of a <url> or a <sitemap>, and the
// first XML error with its line. One pass, in time linear in the file: the caller caps its
// size, and at most SITEMAP_ENTRIES_KEPT locations are kept (all are counted).

/** The sitemaps protocol's limit per file; more are counted, not kept. */
export const SITEMAP_ENTRIES_KEPT = 50_000;

export interface ParsedSitemap {
  /** Local name of the root element ("urlset", "sitemapindex", …), "" when there is none. */
  root: string;
  /** <url><loc> values (page URLs). */
  urls: string[];
  /** <sitemap><loc> values (child sitemaps of an index). */
  sitemaps: string[];
  /** Every <loc> of a <url> or a <sitemap>, also those past SITEMAP_ENTRIES_KEPT. */
  count: number;
  /** The first XML error, e.g. "Unexpected close tag (line 4)", or null for well-formed XML. */
  error: string | null;
}

const localName = (name: string): string => name.slice(name.indexOf(":") + 1).toLowerCase();

export function parseSitemapXml(xml: string): ParsedSitemap {
  const parsed: ParsedSitemap = { root: "", urls: [], sitemaps: [], count: 0, error: null };
  const parser = sax.parser(true, { trim: false });
  const stack: string[] = [];
  let text = "";
  parser.onopentag = (node) => {
    const name = localName(node.name);
    if (stack.length === 0) parsed.root = name;
    stack.push(name);
    text = "";
  };
  parser.ontext = (t) => {
    text += t;
  };
  parser.oncdata = (t) => {
    text += t;
  };
  parser.onclosetag = () => {
    const name = stack.pop();
    const parent = stack[stack.length - 1];
    const value = text.trim();
    if (name === "loc" && value !== "" && (parent === "url" || parent === "sitemap")) {
      if (parsed.count < SITEMAP_ENTRIES_KEPT) (parent === "url" ? parsed.urls : parsed.sitemaps).push(value);
      parsed.count++;
    }
    text = "";
  };
  try {
    parser.write(xml.replace(/^\uFEFF/, "")).close();
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
    parsed.error = `${message} (line ${parser.line + 1})`;
  }
  if (parsed.error === null && parsed.root === "") parsed.error = "No root element";
  return parsed;
}
