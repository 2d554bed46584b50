/**
 * The one XML reader for the parts of Office files (.docx, .xlsx): a tree of elements that
 * keep their prefixed names ("w:p"), attributes and children, for Word's documents; and the
 * attribute of a single tag, for the Excel readers that scan large sheets tag by tag. Text is
 * kept where Word keeps text (w:t and the like) or where it is not only whitespace; entities
 * (named and numeric) are decoded everywhere. No DOM needed, so it runs in a Web Worker.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
type XmlNode = XmlElement | string;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Text or an attribute value with its entities decoded; an unknown or out-of-range one is dropped or kept as written. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[name] ?? whole;
  });
}

const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The value of attribute `name` in a start tag's text (`<c r="B3" s="2">`), decoded. */
export function attr(tag: string, name: string): string | undefined {
  for (const a of tag.matchAll(ATTRIBUTE)) if (a[1] === name) return decodeEntities(a[2] ?? a[3] ?? "");
  return undefined;
}

const TEXT_ELEMENTS = new Set(["w:t", "w:instrText", "w:delText", "a:t", "m:t"]);

/** Parses a document; a malformed one gives what could be read (Word's own files are well formed). */
export function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: "#document", attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  const pattern = /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<[?!][^>]*>|<(\/?)([^\s/>]+)([^>]*?)(\/?)>|([^<]+)/g;
  for (const match of xml.matchAll(pattern)) {
    const current = stack[stack.length - 1] ?? root;
    const [, cdata, closing, name, rawAttrs, selfClosing, text] = match;
    if (text !== undefined || cdata !== undefined) {
      const value = cdata ?? decodeEntities(text ?? "");
      if (TEXT_ELEMENTS.has(current.name) || value.trim() !== "") current.children.push(value);
    } else if (name) {
      if (closing) {
        const at = stack.map((e) => e.name).lastIndexOf(name);
        if (at > 0) stack.length = at;
        continue;
      }
      const attrs: Record<string, string> = {};
      for (const a of (rawAttrs ?? "").matchAll(ATTRIBUTE)) {
        if (a[1]) attrs[a[1]] = decodeEntities(a[2] ?? a[3] ?? "");
      }
      const element: XmlElement = { name, attrs, children: [] };
      current.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  return root;
}

export function childElements(element: XmlElement | undefined, name?: string): XmlElement[] {
  if (!element) return [];
  const out: XmlElement[] = [];
  for (const child of element.children) {
    if (typeof child !== "string" && (name === undefined || child.name === name)) out.push(child);
  }
  return out;
}

export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!element) return undefined;
  for (const c of element.children) if (typeof c !== "string" && c.name === name) return c;
  return undefined;
}

/** The first descendant with this name, depth first. */
export function descendant(element: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!element) return undefined;
  for (const c of element.children) {
    if (typeof c === "string") continue;
    if (c.name === name) return c;
    const found = descendant(c, name);
    if (found) return found;
  }
  return undefined;
}

export function textOf(element: XmlElement): string {
  return element.children.map((c) => (typeof c === "string" ? c : textOf(c))).join("");
}
