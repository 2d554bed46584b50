/**
 * Fonts for every script in Word and Excel output. pdfmake's Roboto draws Latin, Greek and
 * Cyrillic; text in other scripts gets a Noto font (Devanagari, Bengali, Tamil, Arabic,
 * Hebrew subsets; Noto Sans SC and KR slices for Chinese, Japanese and Korean), fetched from our
 * own origin only when the document holds such text, so a Latin document loads nothing
 * more. pdfkit's fontkit shapes with the fonts' OpenType tables (Devanagari conjuncts and
 * vowel signs, Arabic joining). Characters no font draws are returned so that the user is
 * told before download. Runs whose document font is Times New Roman, Arial or Calibri (the
 * `fontHint` a converter puts on them) get Tinos, Arimo or Carlito, which have the same
 * widths, so that lines and pages break where the office suite breaks them.
 */
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { OFFICE_SUBSETS, ROBOTO_RANGES, SCRIPT_SUBSETS } from "./font-coverage.ts";
import { registerFonts, type FontFiles } from "../pdf/pdfmake-render.ts";
import { woffToSfnt } from "./woff-to-sfnt.ts";

type Ranges = Array<[number, number]>;

function parseRanges(text: string): Ranges {
  return text
    .split(",")
    .map((part) => {
      const [a, b] = part.split("-");
      const start = parseInt(a ?? "", 16);
      return [start, b === undefined ? start : parseInt(b, 16)] as [number, number];
    })
    .sort((x, y) => x[0] - y[0]);
}

function covers(ranges: Ranges, cp: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [start, end] = ranges[mid] ?? [0, -1];
    if (cp < start) hi = mid - 1;
    else if (cp > end) lo = mid + 1;
    else return true;
  }
  return false;
}

// The font files, emitted by Vite as assets of our own origin (only their URLs are in the bundle).
// Without Vite (scripts run by tsx) the glob does not exist: a file's URL is then its path
// from the project root, which fontBytes reads from disk.
let fontFiles: Record<string, string> | undefined;
try {
  fontFiles = import.meta.glob<string>(
    [
      "/node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-{400,700}-normal.woff",
      "/node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-{400,700}-normal.woff",
      "/node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-{400,700}-normal.woff",
      "/node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-{400,700}-normal.woff",
      "/node_modules/@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-{400,700}-normal.woff",
      "/node_modules/@fontsource/noto-sans-{sc,kr}/files/noto-sans-{sc,kr}-[0-9]*-400-normal.woff",
      "/node_modules/@fontsource/{tinos,arimo,carlito}/files/*-{latin,cyrillic}-{400,700}-{normal,italic}.woff",
    ],
    { query: "?url", import: "default", eager: true },
  );
} catch {
  fontFiles = undefined;
}
const fontUrl = (path: string) => (fontFiles ? (fontFiles[path] ?? "") : path);

type Variant = "normal" | "bold" | "italics" | "bolditalics";

interface FontChoice {
  family: string;
  ranges: Ranges;
  /** File URL per style; CJK has regular only, the Noto scripts no italics. */
  files: Partial<Record<Variant, string>> & { normal: string };
}

/** Which stand-in a document font name asks for (undefined: the default Roboto). */
export type FontHint = (typeof OFFICE_SUBSETS)[number]["pkg"];

const roboto = parseRanges(ROBOTO_RANGES);
const scriptFonts: FontChoice[] = SCRIPT_SUBSETS.map(({ family, pkg, subset, ranges }) => {
  const file = (weight: number) =>
    fontUrl(`/node_modules/@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`);
  return { family, ranges: parseRanges(ranges), files: { normal: file(400), bold: file(700) } };
});
const officeFonts: Array<FontChoice & { hint: string }> = OFFICE_SUBSETS.map(({ pkg, subset, ranges }) => {
  const file = (weight: number, style: string) =>
    fontUrl(`/node_modules/@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-${style}.woff`);
  return {
    hint: pkg,
    family: `${pkg}-${subset}`,
    ranges: parseRanges(ranges),
    files: {
      normal: file(400, "normal"),
      bold: file(700, "normal"),
      italics: file(400, "italic"),
      bolditalics: file(700, "italic"),
    },
  };
});
let cjkFonts: FontChoice[] | undefined;

async function loadCjkTable(): Promise<FontChoice[]> {
  if (cjkFonts) return cjkFonts;
  // Generated data (scripts/make-font-coverage.ts): Noto Sans SC and KR slices as [package, slice number, code points].
  const slices = (await import("./cjk-coverage.json")).default as Array<[pkg: string, slice: string, ranges: string]>;
  cjkFonts = slices.map(([pkg, slice, ranges]) => ({
    family: `${pkg}-${slice}`,
    ranges: parseRanges(ranges),
    files: { normal: fontUrl(`/node_modules/@fontsource/${pkg}/files/${pkg}-${slice}-400-normal.woff`) },
  }));
  return cjkFonts;
}

const LOOK_ALIKES: Record<string, string> = {
  "\u2219": "\u00b7", // ∙ bullet operator → middle dot
  "\u22c5": "\u00b7", // ⋅ dot operator
  "\u22ef": "\u2026", // ⋯ → …
  "\u25e6": "\u00b0", // ◦ white bullet → degree-like ring
  "\u23b7": "\u221a", // ⎷ radical bottom → √
};

const HANGUL = /[\p{Script=Hangul}]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
// Marks and joiners stay in the font of the letter before them, so that shaping sees the cluster whole.
const JOINING = /[\p{M}\u200c\u200d]/u;

/** Chooses a font per character: Roboto when it can, else the script's Noto font; undefined when none can. */
class FontPicker {
  readonly used = new Map<FontChoice, Set<Variant>>();
  readonly missing = new Set<string>();

  constructor(private readonly cjk: FontChoice[]) {}

  private pick(cp: number, hint: string | undefined): FontChoice | "roboto" | undefined {
    if (hint) {
      const office = officeFonts.find((f) => f.hint === hint && covers(f.ranges, cp));
      if (office) return office;
    }
    if (covers(roboto, cp)) return "roboto";
    // Hangul from the Korean font (the Chinese slices list a few syllables they do not draw).
    const cjk = HANGUL.test(String.fromCodePoint(cp)) ? [...this.cjk].reverse() : this.cjk;
    return scriptFonts.find((f) => covers(f.ranges, cp)) ?? cjk.find((f) => covers(f.ranges, cp));
  }

  /** Splits a text into runs of one font each (family undefined: the document's Roboto). */
  split(text: string, style: TextStyle): Array<{ text: string; family?: string }> {
    const out: Array<{ text: string; family?: string }> = [];
    let previous: FontChoice | "roboto" | undefined = "roboto";
    for (const char of text) {
      const cp = char.codePointAt(0) ?? 0;
      let choice: FontChoice | "roboto" | undefined;
      if (JOINING.test(char) && previous && previous !== "roboto" && covers(previous.ranges, cp)) choice = previous;
      else choice = this.pick(cp, style.hint);
      if (choice === undefined) {
        // Mathematical letters (𝑆, 𝛼), full-width forms…: their compatibility form may be drawable;
        // a few symbols Roboto lacks have a close look-alike it has.
        // …and a letter with a mark no font has precomposed (ṭ) may be drawn as letter + combining mark.
        const plain = [LOOK_ALIKES[char], char.normalize("NFKC"), char.normalize("NFD")].find(
          (form) =>
            form !== undefined && form !== char && [...form].every((c) => covers(roboto, c.codePointAt(0) ?? 0)),
        );
        if (plain !== undefined) {
          const last = out[out.length - 1];
          if (last && last.family === undefined) last.text += plain;
          else out.push({ text: plain });
          previous = "roboto";
          continue;
        }
        if (cp > 0x20 && !/[\p{Cc}\p{Cf}\p{Zs}]/u.test(char)) this.missing.add(char);
        choice = "roboto";
      }
      if (choice !== "roboto") {
        const variants = this.used.get(choice) ?? new Set<Variant>();
        variants.add(style.bold ? (style.italics ? "bolditalics" : "bold") : style.italics ? "italics" : "normal");
        this.used.set(choice, variants);
      }
      const family = choice === "roboto" ? undefined : choice.family;
      const last = out[out.length - 1];
      if (last && last.family === family) last.text += char;
      else out.push({ text: char, family });
      previous = choice;
    }
    return out;
  }
}

const SKIP_KEYS = new Set([
  "image",
  "svg",
  "canvas",
  "layout",
  "link",
  "style",
  "font",
  "color",
  "fillColor",
  "widths",
]);
// Latin (with its extensions) is Roboto's: only other text needs a look.
const NEEDS_LOOK = /[^\t\n\r -\u024f]/;

interface TextStyle {
  bold: boolean;
  italics: boolean;
  hint?: string;
}

function styleOf(object: Record<string, unknown>, outer: TextStyle): TextStyle {
  return {
    bold: typeof object.bold === "boolean" ? object.bold : outer.bold,
    italics: typeof object.italics === "boolean" ? object.italics : outer.italics,
    hint: typeof object.fontHint === "string" ? object.fontHint : outer.hint,
  };
}

/** Calls `visit` on every text string of a pdfmake content tree, with its style. */
function eachText(node: unknown, style: TextStyle, visit: (text: string, style: TextStyle) => void) {
  if (typeof node === "string") visit(node, style);
  else if (Array.isArray(node)) for (const item of node) eachText(item, style, visit);
  else if (node && typeof node === "object") {
    const object = node as Record<string, unknown>;
    const inner = styleOf(object, style);
    for (const [key, value] of Object.entries(object)) {
      if (!SKIP_KEYS.has(key) && (key === "text" || typeof value === "object")) eachText(value, inner, visit);
    }
  }
}

/** The same tree with each string that needs other fonts split into runs carrying their font. */
function withFonts(node: unknown, style: TextStyle, picker: FontPicker): unknown {
  if (typeof node === "string") {
    if (!NEEDS_LOOK.test(node) && !style.hint) return node;
    const runs = picker.split(node, style);
    if (runs.every((r) => r.family === undefined)) return runs.map((r) => r.text).join("");
    return { text: runs.map((r) => (r.family ? { text: r.text, font: r.family } : r.text)) };
  }
  if (Array.isArray(node)) return node.map((item) => withFonts(item, style, picker));
  if (node && typeof node === "object") {
    const object = node as Record<string, unknown>;
    const inner = styleOf(object, style);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(object)) {
      if (key === "fontHint") continue;
      if (key === "text" && typeof value === "string") {
        const replaced = withFonts(value, inner, picker);
        out.text = typeof replaced === "string" ? replaced : (replaced as { text: unknown }).text;
      } else if (key === "text" && Array.isArray(value)) {
        out.text = value.flatMap((item: unknown) => inlinePieces(withFonts(item, inner, picker)));
      } else out[key] = SKIP_KEYS.has(key) || typeof value !== "object" ? value : withFonts(value, inner, picker);
    }
    return out;
  }
  return node;
}

/**
 * An inline of a text array whose text was split by font, as sibling inlines that each keep its
 * style: pdfmake flattens nested text arrays and drops the outer inline's size, colour, bold…
 */
function inlinePieces(inline: unknown): unknown[] {
  if (!inline || typeof inline !== "object" || !Array.isArray((inline as { text?: unknown }).text)) return [inline];
  const { text, ...style } = inline as { text: unknown[] };
  return text.flatMap((piece) =>
    inlinePieces(typeof piece === "string" ? { ...style, text: piece } : { ...style, ...(piece as object) }),
  );
}

async function fontBytes(url: string): Promise<Uint8Array> {
  if (
    typeof window === "undefined" &&
    typeof process !== "undefined" &&
    process.versions?.node &&
    !("WorkerGlobalScope" in globalThis)
  ) {
    // Node (tests, benches): Vite's URL is a path from the project root.
    const fs = await import(/* @vite-ignore */ "node:fs/promises");
    return woffToSfnt(new Uint8Array(await fs.readFile(`${process.cwd()}${url}`)));
  }
  // Vite inlines the smallest files as data: URLs, which the page's CSP does not let fetch() read.
  const inline = /^data:[^;,]+;base64,(.*)$/.exec(url);
  if (inline?.[1]) return woffToSfnt(Uint8Array.from(atob(inline[1]), (c) => c.charCodeAt(0)));
  // Against our origin: a worker started from a blob: bootstrap has no http base URL of its own.
  const response = await fetch(new URL(url, globalThis.location.origin)).catch((error: unknown) => {
    throw new Error(`Font ${url} could not be loaded`, { cause: error });
  });
  if (!response.ok) throw new Error(`Font ${url}: HTTP ${response.status}`);
  return woffToSfnt(new Uint8Array(await response.arrayBuffer()));
}

export interface ScriptFontsResult {
  doc: TDocumentDefinitions;
  /** Characters that no font can draw (shown as empty boxes), at most 20. */
  missing: string[];
}

type Dynamic = (...args: unknown[]) => unknown;

/** Gives every text of the document a font that draws it, loading the fonts it needs. */
export async function withScriptFonts(doc: TDocumentDefinitions): Promise<ScriptFontsResult> {
  const header = doc.header as Dynamic | Content | undefined;
  const footer = doc.footer as Dynamic | Content | undefined;
  // Headers and footers are functions of the page: look at a sample page's.
  const sample = (part: Dynamic | Content | undefined) =>
    typeof part === "function" ? part(1, 2, doc.pageSize) : part;
  let needsLook = false;
  let hasCjk = false;
  const plain: TextStyle = { bold: false, italics: false };
  for (const part of [doc.content, sample(header), sample(footer)]) {
    eachText(part, plain, (text, style) => {
      if (NEEDS_LOOK.test(text) || style.hint) needsLook = true;
      if (CJK.test(text)) hasCjk = true;
    });
  }
  if (!needsLook) return { doc, missing: [] };

  const picker = new FontPicker(hasCjk ? await loadCjkTable() : []);
  const wrap = (part: Dynamic | Content | undefined) =>
    typeof part === "function"
      ? (...args: unknown[]) => withFonts(part(...args), plain, picker)
      : withFonts(part, plain, picker);
  const out = {
    ...doc,
    content: withFonts(doc.content, plain, picker),
    header: wrap(header),
    footer: wrap(footer),
  } as TDocumentDefinitions;
  if (header === undefined) delete out.header;
  if (footer === undefined) delete out.footer;
  // The sample header and footer pass through the picker too, so their fonts are loaded.
  withFonts(sample(header), plain, picker);
  withFonts(sample(footer), plain, picker);

  const families: Record<string, FontFiles> = {};
  await Promise.all(
    [...picker.used].map(async ([choice, variants]) => {
      const files: FontFiles = { normal: await fontBytes(choice.files.normal) };
      for (const variant of ["bold", "italics", "bolditalics"] as const) {
        const url = choice.files[variant];
        if (variants.has(variant) && url) files[variant] = await fontBytes(url);
      }
      families[choice.family] = files;
    }),
  );
  await registerFonts(families);
  return { doc: out, missing: [...picker.missing].slice(0, 20) };
}

export function missingGlyphsMessage(missing: string[]): string | undefined {
  if (missing.length === 0) return undefined;
  return `Some characters cannot be drawn with our fonts and show as empty boxes in the PDF: ${missing.join(" ")}`;
}
