/**
 * Loads pdfmake (pdfkit inside) with its Roboto fonts and renders a document
 * definition to PDF bytes. Imported dynamically by Word to PDF and Excel to
 * PDF only. In the browser Vite resolves "pdfmake" to its browser build; in
 * Node (tests) to its server build; both take the same calls.
 */
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { keepGlyphText, silentGlyphCodes, type PdfKitFont } from "../fonts/glyph-unicode.ts";

type PdfMake = typeof import("pdfmake");

interface VirtualFs {
  writeFileSync(name: string, content: string, encoding: string): void;
}

const ROBOTO = {
  normal: "Roboto-Regular.ttf",
  bold: "Roboto-Medium.ttf",
  italics: "Roboto-Italic.ttf",
  bolditalics: "Roboto-MediumItalic.ttf",
};

let loading: Promise<PdfMake> | undefined;

/** A font family's files; a missing style falls back to the regular face (bold italic to bold). */
export interface FontFiles {
  normal: Uint8Array;
  bold?: Uint8Array;
  italics?: Uint8Array;
  bolditalics?: Uint8Array;
}

type FontDictionary = Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>;
const extraFonts: FontDictionary = {};

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function writeVfs(pdfmake: PdfMake, vfs: Record<string, string>) {
  const withFs = pdfmake as PdfMake & { virtualfs?: VirtualFs };
  if (typeof withFs.addVirtualFileSystem === "function") {
    withFs.addVirtualFileSystem(vfs);
  } else if (withFs.virtualfs) {
    for (const [name, data] of Object.entries(vfs)) {
      if (typeof data === "string") withFs.virtualfs.writeFileSync(name, data, "base64");
    }
  }
}

function unwrap<T>(module: T | { default: T }): T {
  return (module as { default?: T }).default ?? (module as T);
}

// Indic scripts, whose shaped glyphs are reordered (vowel signs drawn before their consonant):
// the PDF's glyph order is not the reading order. Arabic is drawn in visual order, which
// readers turn back glyph by glyph (glyph-unicode.ts); an ActualText span there is read
// backwards by poppler and ignored by pdf.js.
const SHAPED_SCRIPTS = /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}]/u;

interface PdfKitDocument {
  _font?: PdfKitFont;
  _registeredFonts?: Record<string, unknown>;
  virtualfs?: { existsSync(name: string): boolean; readFileSync(name: string): unknown };
  font(src: unknown, family?: unknown, size?: unknown): unknown;
  registerFont(name: string, src: unknown): unknown;
  _fragment(text: string, x: number, y: number, options: unknown): unknown;
  addContent(data: string): unknown;
}

/**
 * Wraps each drawn piece of shaped text in a marked-content span with its ActualText, so that
 * copying and searching give the text as written (Indic glyphs are not in reading order).
 * The span opens inside the text object, once its position and font are set, so that readers
 * place the text where it is drawn. Elsewhere a glyph that stands for no character (an Arabic
 * letter's dots, see glyph-unicode.ts) is wrapped in an empty ActualText span, so that poppler
 * does not read its zero-width joiner into the word.
 */
function addActualText(prototype: PdfKitDocument) {
  const fragment = prototype._fragment;
  if ((fragment as { actualText?: boolean }).actualText) return;
  const wrapped = function (this: PdfKitDocument, text: string, x: number, y: number, options: unknown) {
    keepGlyphText(this._font); // in case the font came another way
    const add = this.addContent;
    const shaped = SHAPED_SCRIPTS.test(text);
    const silent = shaped ? undefined : silentGlyphCodes(this._font);
    if (!shaped && !silent) return fragment.call(this, text, x, y, options);
    let open = false;
    // A silent glyph comes as "1 0 0 1 x y Tm" then "[<gid> n] TJ" (pdfkit draws an offset glyph
    // alone, and sets the matrix again after it): such pairs are moved to the end of the text
    // object, each in its span, since pdf.js ends a line of text at every span.
    let pendingMove: string | undefined;
    const moved: string[] = [];
    this.addContent = function (this: PdfKitDocument, data: string) {
      if (silent) {
        if (/^1 0 0 1 \S+ \S+ Tm$/.test(data)) {
          if (pendingMove) add.call(this, pendingMove);
          pendingMove = data;
          return this;
        }
        const alone = /^\[<([0-9a-f]{4})> \S+\] TJ$/.exec(data);
        if (pendingMove && alone && silent.has(alone[1]!)) {
          moved.push("/Span << /ActualText () >> BDC", pendingMove, data, "EMC");
          pendingMove = undefined;
          return this;
        }
        if (pendingMove) add.call(this, pendingMove);
        pendingMove = undefined;
        if (data === "ET") for (const line of moved.splice(0)) add.call(this, line);
        return add.call(this, data);
      }
      if (data === "ET" && open) {
        open = false;
        add.call(this, "EMC");
        this.addContent = add;
        return add.call(this, data);
      }
      const result = add.call(this, data);
      if (!open && / Tf$/.test(data)) {
        open = true;
        add.call(this, `/Span << /ActualText <feff${utf16Hex(text)}> >> BDC`);
      }
      return result;
    };
    try {
      return fragment.call(this, text, x, y, options);
    } finally {
      this.addContent = add;
    }
  };
  prototype._fragment = Object.assign(wrapped, { actualText: true });
}

/**
 * Each font pdfkit opens keeps its glyphs' text (glyph-unicode.ts) from the start, before
 * pdfmake measures anything with it. Text inside SVG (Excel charts) asks for a font by the
 * file name pdfmake gives it, which pdfkit would look for on disk: it is read from pdfmake's
 * virtual file system.
 */
function hookFontSelection(prototype: PdfKitDocument) {
  const font = prototype.font;
  if ((font as { hooked?: boolean }).hooked) return;
  const wrapped = function (this: PdfKitDocument, src: unknown, family?: unknown, size?: unknown) {
    if (typeof src === "string" && !this._registeredFonts?.[src] && this.virtualfs?.existsSync(src)) {
      this.registerFont(src, this.virtualfs.readFileSync(src));
    }
    const result = font.call(this, src, family, size);
    keepGlyphText(this._font);
    return result;
  };
  prototype.font = Object.assign(wrapped, { hooked: true });
}

function utf16Hex(text: string): string {
  let hex = "";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0");
  return hex;
}

function loadPdfmake(): Promise<PdfMake> {
  loading ??= (async () => {
    const [pdfmakeModule, fontsModule] = await Promise.all([import("pdfmake"), import("pdfmake/build/vfs_fonts.js")]);
    const pdfmake = unwrap<PdfMake>(pdfmakeModule as PdfMake);
    const vfs = unwrap<Record<string, string>>(fontsModule as unknown as Record<string, string>);
    writeVfs(pdfmake, vfs);
    pdfmake.setFonts({ Roboto: ROBOTO });
    // Documents never make pdfmake fetch anything: no URLs, no local files.
    pdfmake.setUrlAccessPolicy(() => false);
    const withLocal = pdfmake as PdfMake & { setLocalAccessPolicy?: (cb: (path: string) => boolean) => void };
    withLocal.setLocalAccessPolicy?.(() => false);
    // pdfmake keeps its pdfkit document class inside: reach its prototype through a blank document.
    const blank = (await pdfmake.createPdf({ content: "" }).getStream()) as unknown as PdfKitDocument;
    addActualText(Object.getPrototypeOf(blank) as PdfKitDocument);
    hookFontSelection(Object.getPrototypeOf(blank) as PdfKitDocument);
    return pdfmake;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Adds font families (script-fonts.ts) for the next renders; italics use the upright faces. */
export async function registerFonts(families: Record<string, FontFiles>): Promise<void> {
  const names = Object.keys(families);
  if (names.length === 0) return;
  const pdfmake = await loadPdfmake();
  const vfs: Record<string, string> = {};
  for (const [family, files] of Object.entries(families)) {
    const name = (variant: keyof FontFiles) => {
      const bytes = files[variant];
      if (!bytes) return undefined;
      vfs[`${family}-${variant}`] = base64(bytes);
      return `${family}-${variant}`;
    };
    const normal = name("normal") ?? "";
    const bold = name("bold") ?? normal;
    extraFonts[family] = { normal, bold, italics: name("italics") ?? normal, bolditalics: name("bolditalics") ?? bold };
  }
  writeVfs(pdfmake, vfs);
  pdfmake.setFonts({ Roboto: ROBOTO, ...extraFonts });
}

/** Renders with pdfmake; `onProgress` gets pdfmake's own 0..1 as pages are written. */
export async function renderPdfmake(
  doc: TDocumentDefinitions,
  onProgress?: (fraction: number) => void,
): Promise<Uint8Array> {
  const pdfmake = await loadPdfmake();
  // createPdf reads the callback synchronously, so concurrent renders keep their own.
  pdfmake.setProgressCallback((fraction: number) => onProgress?.(fraction));
  const output = pdfmake.createPdf(doc);
  pdfmake.setProgressCallback(() => undefined);
  const buffer = await output.getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
