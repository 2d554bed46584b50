import { AuditError } from "../errors.ts";

// The HTML parser's cost grows faster than the page on deep trees (100,000 nested elements
// take over a minute, stray end tags under deep nesting seconds more), while browsers stop
// nesting at 512 levels. So before parsing, one linear scan estimates how deep the page's
// open elements go, and a page deeper than MAX_NESTING is refused with a sentence: cutting it
// would audit a page other than the one the site serves.

export const MAX_NESTING = 1_024;

// Elements that never hold content, and elements whose start tag closes an open one of the
// same kind (<p><p>, <li><li>): neither makes the tree deeper, so neither is counted.
const NOT_NESTING = new Set(
  "area base br col embed hr img input link meta source track wbr param keygen basefont bgsound frame p li dt dd option optgroup tr td th thead tbody tfoot rp rt colgroup caption".split(
    " ",
  ),
);
// Their content is text up to their own end tag.
const RAW_TEXT = new Set("script style textarea title xmp iframe noembed noframes noscript".split(" "));
const FOREIGN = new Set(["svg", "math"]);

const GT = 0x3e;
const SLASH = 0x2f;

function isNameChar(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x3a
  );
}

function isLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

/** End of a tag from `from` (after its name): the index of its '>', quotes respected, or -1. */
function tagEnd(html: string, from: number): number {
  let at = from;
  while (at < html.length) {
    const code = html.charCodeAt(at);
    if (code === GT) return at;
    if (code === 0x22 || code === 0x27) {
      const close = html.indexOf(code === 0x22 ? '"' : "'", at + 1);
      if (close === -1) return -1;
      at = close + 1;
    } else at++;
  }
  return -1;
}

/** Index after the end tag `</name…>` that closes raw text starting at `from`, or the page's length. */
function rawTextEnd(html: string, from: number, name: string): number {
  let at = from;
  for (;;) {
    const close = html.indexOf("</", at);
    if (close === -1) return html.length;
    if (html.slice(close + 2, close + 2 + name.length).toLowerCase() === name) {
      const end = html.indexOf(">", close);
      return end === -1 ? html.length : end + 1;
    }
    at = close + 2;
  }
}

/**
 * The deepest nesting of open elements the scan sees, stopping once past `cap`. Linear: an end
 * tag closes up to its open element (each element is popped once), a stray one is ignored,
 * as the parser does.
 */
export function nestingDepth(html: string, cap = Number.POSITIVE_INFINITY): number {
  const stack: string[] = [];
  const open = new Map<string, number>(); // how many of each name are on the stack
  let deepest = 0;
  let at = 0;
  const inForeign = () => (open.get("svg") ?? 0) + (open.get("math") ?? 0) > 0;
  while (at < html.length) {
    const lt = html.indexOf("<", at);
    if (lt === -1) break;
    at = lt + 1;
    if (html.startsWith("!--", at)) {
      const close = html.indexOf("-->", at + 3);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    const closing = html.charCodeAt(at) === SLASH;
    const nameStart = closing ? at + 1 : at;
    if (!isLetter(html.charCodeAt(nameStart))) {
      // <!doctype>, <?xml …>, "</ >": no element; a bare "<" is text.
      if (html.charCodeAt(at) === 0x21 || html.charCodeAt(at) === 0x3f || closing) {
        const close = html.indexOf(">", at);
        at = close === -1 ? html.length : close + 1;
      }
      continue;
    }
    let nameEnd = nameStart;
    while (nameEnd < html.length && isNameChar(html.charCodeAt(nameEnd))) nameEnd++;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    const end = tagEnd(html, nameEnd);
    if (end === -1) break;
    at = end + 1;
    if (closing) {
      if ((open.get(name) ?? 0) === 0) continue; // a stray end tag
      for (;;) {
        const top = stack.pop() ?? name;
        open.set(top, (open.get(top) ?? 1) - 1);
        if (top === name) break;
      }
      continue;
    }
    if (name === "plaintext") break;
    // Every element is one level below the open ones; only those left open nest further.
    deepest = Math.max(deepest, stack.length + 1);
    if (deepest > cap) return deepest;
    if (NOT_NESTING.has(name)) continue;
    const foreign = inForeign();
    if (html.charCodeAt(end - 1) === SLASH && (foreign || FOREIGN.has(name))) continue;
    if (RAW_TEXT.has(name) && !foreign) {
      at = rawTextEnd(html, at, name);
      continue;
    }
    stack.push(name);
    open.set(name, (open.get(name) ?? 0) + 1);
  }
  return deepest;
}

/** Refuses a page nested deeper than browsers build one, before it is parsed. */
export function assertNotTooDeep(html: string): void {
  const depth = nestingDepth(html, MAX_NESTING);
  if (depth > MAX_NESTING) throw new AuditError("TOO_DEEP", `nesting depth over ${MAX_NESTING}`);
}
