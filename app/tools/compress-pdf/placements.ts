/**
 * How large each image is drawn: the largest width and height in points at which any
 * page (or a form XObject on it) paints it. An image that no content stream paints
 * (a pattern, an annotation's look) gets the size of the largest page that lists it.
 * The scan is bounded (scan-budget.ts): forms nest at most MAX_FORM_DEPTH deep, and once
 * the budget is spent every image is sized at least to the largest page that lists it.
 */
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, PDFStream, type PDFContext, type PDFDocument } from "pdf-lib";
import { decodeCapped } from "./bounded-decode.ts";
import {
  contentStreams,
  IDENTITY,
  joinContent,
  multiply,
  placedSize,
  scanContent,
  type Matrix,
} from "./content-scan.ts";
import { ScanBudget } from "./scan-budget.ts";

export interface Placement {
  /** Points. */
  width: number;
  height: number;
}

type Placements = Map<string, Placement>;

function grow(map: Placements, key: string, width: number, height: number): void {
  const known = map.get(key);
  map.set(key, { width: Math.max(known?.width ?? 0, width), height: Math.max(known?.height ?? 0, height) });
}

function matrixOf(dict: PDFDict): Matrix {
  const array = dict.lookup(PDFName.of("Matrix"));
  if (!(array instanceof PDFArray) || array.size() !== 6) return IDENTITY;
  const values = array.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : Number.NaN));
  return values.every(Number.isFinite) ? (values as Matrix) : IDENTITY;
}

interface Walk {
  context: PDFContext;
  placements: Placements;
  /** Images each page's resources list, for the fallback. */
  listed: Set<string>;
  /** Forms being walked (a form that paints itself would loop). */
  open: Set<string>;
  /** Decoded forms, read once however often they are drawn. */
  forms: Map<string, Uint8Array | undefined>;
  budget: ScanBudget;
}

const MAX_FORM_DEPTH = 20;

function formBytes(walk: Walk, key: string, form: PDFStream): Uint8Array | undefined {
  if (!walk.forms.has(key)) walk.forms.set(key, decodeCapped(form, walk.budget));
  return walk.forms.get(key);
}

/** The form a graphics state's soft mask draws (its /SMask /G), if any. */
function softMaskGroup(resources: PDFDict | undefined, name: string): PDFRef | undefined {
  const states = resources?.lookup(PDFName.of("ExtGState"));
  const state = states instanceof PDFDict ? states.lookup(PDFName.of(name)) : undefined;
  const mask = state instanceof PDFDict ? state.lookup(PDFName.of("SMask")) : undefined;
  const group = mask instanceof PDFDict ? mask.get(PDFName.of("G")) : undefined;
  return group instanceof PDFRef ? group : undefined;
}

function walkContent(walk: Walk, content: Uint8Array, resources: PDFDict | undefined, ctm: Matrix): void {
  const found = resources?.lookup(PDFName.of("XObject"));
  const xobjects = found instanceof PDFDict ? found : undefined;
  for (const value of xobjects?.values() ?? []) if (value instanceof PDFRef) walk.listed.add(value.toString());
  const paint = (ref: unknown, at: Matrix) => {
    if (!(ref instanceof PDFRef)) return;
    const target = walk.context.lookup(ref);
    if (!(target instanceof PDFStream)) return;
    const subtype = target.dict.lookup(PDFName.of("Subtype"));
    const key = ref.toString();
    if (subtype === PDFName.of("Image")) {
      const size = placedSize(at);
      grow(walk.placements, key, size.width, size.height);
    } else if (subtype === PDFName.of("Form") && !walk.open.has(key) && walk.open.size < MAX_FORM_DEPTH) {
      const bytes = formBytes(walk, key, target);
      if (!bytes) return;
      const inner = target.dict.lookup(PDFName.of("Resources"));
      walk.open.add(key);
      walkContent(walk, bytes, inner instanceof PDFDict ? inner : resources, multiply(matrixOf(target.dict), at));
      walk.open.delete(key);
    }
  };
  scanContent(
    content,
    ctm,
    (name, at) => paint(xobjects?.get(PDFName.of(name)), at),
    (name, at) => paint(softMaskGroup(resources, name), at),
    walk.budget,
  );
}

/** A filter we cannot read gives no bytes: the images of that page fall back to its size. */
function pageContent(context: PDFContext, contents: unknown, budget: ScanBudget): Uint8Array {
  return joinContent(
    contentStreams(context, contents).map((stream) => decodeCapped(stream, budget) ?? new Uint8Array()),
  );
}

/**
 * The largest placement of every image, keyed by its reference ("12 0 R"). `onPage` is
 * told after each page; `budget.exhausted` says afterwards whether the scan was cut short.
 */
export function imagePlacements(
  doc: PDFDocument,
  onPage?: (done: number, count: number) => void,
  budget: ScanBudget = new ScanBudget(),
): Placements {
  const placements: Placements = new Map();
  const pageSizes: Placements = new Map();
  const forms = new Map<string, Uint8Array | undefined>();
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const walk: Walk = { context: doc.context, placements, listed: new Set(), open: new Set(), forms, budget };
    const { width, height } = page.getSize();
    const content = budget.exhausted ? new Uint8Array() : pageContent(doc.context, page.node.Contents(), budget);
    walkContent(walk, content, page.node.Resources(), IDENTITY);
    for (const key of walk.listed) grow(pageSizes, key, Math.abs(width), Math.abs(height));
    onPage?.(index + 1, pages.length);
  });
  for (const [key, size] of pageSizes) {
    // A cut scan may have seen an image drawn small on one page and missed it drawn large on another.
    if (budget.exhausted) grow(placements, key, size.width, size.height);
    else if (!placements.has(key)) placements.set(key, size);
  }
  return placements;
}
