import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";
import { UPLOADED_IMAGES_PATH } from "#contracts/content/uploaded-images.ts";

// An article body: Markdown written in the admin → sanitised HTML for the public page.
// markdown-it renders (raw HTML allowed, so authors may paste a table or a <del>), then
// sanitize-html keeps only the allowlist below: whatever the Markdown holds, the page gets no
// script, no style, no event handler, no foreign image and no javascript: link.

/** One stored variant of an uploaded image (`<hash>-<width>.<webp|avif>`). */
export interface ImageVariant {
  name: string;
  width: number;
  height: number;
}

/** The variants of uploaded images by hash, for the images a body uses (see uploadedImageHashes). */
export type ImageVariants = ReadonlyMap<string, readonly ImageVariant[]>;

const UPLOAD_NAME = /^([a-f0-9]{16,64})-(\d{1,5})\.(webp|avif)$/;

/** The hash of an uploaded image's path (`/images/uploads/<hash>-1600.webp`), or undefined. */
function uploadHashOf(src: string): string | undefined {
  if (!src.startsWith(`${UPLOADED_IMAGES_PATH}/`)) return undefined;
  return UPLOAD_NAME.exec(src.slice(UPLOADED_IMAGES_PATH.length + 1))?.[1];
}

/** Hashes of the uploaded images a Markdown body shows: which variants to load before rendering. */
export function uploadedImageHashes(markdown: string): string[] {
  const hashes = new Set<string>();
  for (const match of markdown.matchAll(/\/images\/uploads\/([a-f0-9]{16,64})-\d{1,5}\.(?:webp|avif)/g)) {
    if (match[1]) hashes.add(match[1]);
  }
  return [...hashes];
}

// <script> and <style> in stored Markdown. Linear in the text's length whatever it holds
// (a regex with a lazy "anything up to </script>" is quadratic on 200 KB of "<script").
const SCRIPT_TAG = /<(\/?)(script|style)(?=[\s/>]|$)/gi;
const CODE = /(^```[\s\S]*?^```|^~~~[\s\S]*?^~~~|`[^`\n]+`)/gm;
const MAX_PASSES = 8;

/** One pass: each element with its content removed, each stray opening or closing tag removed. */
function removeScriptsOnce(text: string): string {
  const lower = text.toLowerCase();
  let nextGt = -2;
  /** Just past the tag starting before `from` (its `>`), or `from` when no `>` follows. */
  const tagEnd = (from: number) => {
    if (nextGt !== -1 && nextGt < from) nextGt = lower.indexOf(">", from);
    return nextGt === -1 ? from : nextGt + 1;
  };
  const unclosed = new Set<string>();
  let out = "";
  let kept = 0;
  SCRIPT_TAG.lastIndex = 0;
  for (let match = SCRIPT_TAG.exec(text); match; match = SCRIPT_TAG.exec(text)) {
    const [whole, slash, tagName = ""] = match;
    const name = tagName.toLowerCase();
    const end = tagEnd(match.index + whole.length);
    let removeTo = end;
    if (!slash && !unclosed.has(name)) {
      const close = lower.indexOf(`</${name}`, end);
      if (close === -1) unclosed.add(name);
      else removeTo = tagEnd(close + 2 + name.length);
    }
    out += text.slice(kept, match.index);
    kept = removeTo;
    SCRIPT_TAG.lastIndex = removeTo;
  }
  return out + text.slice(kept);
}

/** Removes script and style until none is left; what nesting still hides is made plain text. */
function removeScripts(text: string): string {
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = removeScriptsOnce(current);
    if (next === current) return current;
    current = next;
  }
  return current.replace(/<(?=\/?(script|style))/gi, "&lt;");
}

/**
 * The Markdown as it is stored: <script> and <style> blocks removed (a page would drop them
 * anyway; storing them would leave them for any other reader of the text), even nested to
 * reassemble (`<scr<script></script>ipt>`). Code spans and fenced code keep their text:
 * there it is shown, not run.
 */
export function withoutScripts(markdown: string): string {
  return markdown
    .split(CODE)
    .map((part, index) => (index % 2 === 1 ? part : removeScripts(part)))
    .join("");
}

const markdownIt = new MarkdownIt({ html: true, linkify: true, typographer: false });
markdownIt.enable(["table", "strikethrough"]);

// The page's h1 is the title: `#` in a body is a section (h2), `##` h3, anything deeper h4.
const shiftHeading = (tag: string) => `h${Math.min(4, Number(tag.slice(1)) + 1)}`;
for (const rule of ["heading_open", "heading_close"] as const) {
  markdownIt.renderer.rules[rule] = (tokens, index, options, _env, self) => {
    const token = tokens[index];
    if (token) token.tag = shiftHeading(token.tag);
    return self.renderToken(tokens, index, options);
  };
}

const escape = (text: string) => markdownIt.utils.escapeHtml(text);

/** An uploaded image as a <picture>: AVIF and WebP at each stored width, its size, lazy. */
function pictureOf(variants: readonly ImageVariant[], alt: string): string | undefined {
  const byFormat = (format: "webp" | "avif") =>
    variants.filter((variant) => variant.name.endsWith(`.${format}`)).toSorted((a, b) => a.width - b.width);
  const webp = byFormat("webp");
  const avif = byFormat("avif");
  const largest = webp.at(-1);
  if (!largest) return undefined;
  const srcset = (list: ImageVariant[]) =>
    list.map((variant) => `${UPLOADED_IMAGES_PATH}/${variant.name} ${variant.width}w`).join(", ");
  const sizes = `(min-width: 800px) 800px, 100vw`;
  const avifSource = avif.length > 0 ? `<source type="image/avif" srcset="${srcset(avif)}" sizes="${sizes}">` : "";
  return (
    `<picture>${avifSource}<source type="image/webp" srcset="${srcset(webp)}" sizes="${sizes}">` +
    `<img src="${UPLOADED_IMAGES_PATH}/${largest.name}" alt="${escape(alt)}" width="${largest.width}" ` +
    `height="${largest.height}" loading="lazy" decoding="async"></picture>`
  );
}

/** markdown-it's `env` of one render: the variants of the uploads the body shows. */
type RenderEnv = Record<string, unknown> & { images?: ImageVariants };

const defaultImage = markdownIt.renderer.rules.image;
markdownIt.renderer.rules.image = (tokens, index, options, env: RenderEnv | undefined, self) => {
  const token = tokens[index];
  const hash = uploadHashOf(String(token?.attrGet("src") ?? ""));
  const variants = hash === undefined ? undefined : env?.images?.get(hash);
  const picture =
    variants && token ? pictureOf(variants, self.renderInlineAsText(token.children ?? [], options, env)) : undefined;
  if (picture) return picture;
  return defaultImage ? defaultImage(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

/** Our own images only: a path under /images/, no host, no scheme, no climbing out. */
const isOurImage = (src: string) => /^\/images\/[A-Za-z0-9\-_/]+\.(webp|avif|png|jpg|jpeg|gif|svg)$/.test(src);
const srcsetIsOurs = (srcset: string) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .every(isOurImage);

/** http(s) to another site (or a protocol-relative one): opened without our referrer. */
const isExternal = (href: string) => /^(https?:)?\/\//i.test(href.trim());

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "blockquote",
    "a",
    "img",
    "picture",
    "source",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "code",
    "pre",
    "hr",
    "br",
  ],
  allowedAttributes: {
    a: ["href", "rel"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
    source: ["type", "srcset", "sizes"],
    ol: ["start"],
  },
  selfClosing: [...sanitizeHtml.defaults.selfClosing, "source"],
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Dropped with everything inside them, not just their tags.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "title"],
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
    s: "del",
    strike: "del",
    a: (tagName, attribs) => {
      const href = attribs.href;
      if (href === undefined) return { tagName, attribs: {} as sanitizeHtml.Attributes };
      return { tagName, attribs: { href, rel: isExternal(href) ? "noopener noreferrer" : "noopener" } };
    },
    img: (tagName, attribs) => {
      const { src = "", srcset, ...rest } = attribs;
      const kept: Record<string, string> = isOurImage(src) ? { ...rest, src } : {};
      if (srcset !== undefined && srcsetIsOurs(srcset) && kept.src) kept.srcset = srcset;
      return { tagName, attribs: kept };
    },
    source: (tagName, attribs) => {
      const { srcset = "", ...rest } = attribs;
      return { tagName, attribs: srcset && srcsetIsOurs(srcset) ? { ...rest, srcset } : {} };
    },
  },
  // An image or source whose address was not ours has lost it: drop the element.
  exclusiveFilter: (frame) =>
    (frame.tag === "img" && !frame.attribs.src) || (frame.tag === "source" && !frame.attribs.srcset),
};

/** Any HTML fragment reduced to the body allowlist. */
export function sanitizeBodyHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

/** The sanitised HTML of an article body, as the public page shows it. */
export function renderMarkdown(markdown: string, images: ImageVariants = new Map()): string {
  const env: RenderEnv = { images };
  return sanitizeBodyHtml(markdownIt.render(withoutScripts(markdown), env)).trim();
}
