import crypto from "node:crypto";
import sharp from "sharp";
import { type ImageUse, type UploadedImage } from "#contracts/content/content-admin.ts";
import { UPLOADED_IMAGES_PATH } from "#contracts/content/uploaded-images.ts";
import type { StoredImage } from "./image-store.ts";

// An uploaded image made ready for the site: checked to be a picture in a format we take,
// turned upright, stripped of its metadata (sharp writes none unless asked: no GPS, no
// camera), and written as WebP and AVIF in the sizes its use needs.

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);
/** Larger pictures are refused before they are decoded (a small file can claim a huge size). */
const MAX_INPUT_PIXELS = 50_000_000;
/** Cover crops: the 16:10 sizes the article and case-study pages show. */
const COVER_SIZES = [
  { width: 1200, height: 750 },
  { width: 800, height: 500 },
] as const;
const BODY_WIDTHS = [800, 1600] as const;

export class NotAnImageError extends Error {}

/** Its format if sharp can read it as one of ours (an AVIF is HEIF with AV1), else undefined. */
async function acceptedFormat(bytes: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) return undefined;
    if (meta.format === "heif" && meta.compression !== "av1") return undefined;
    if (!meta.width || !meta.height) return undefined;
    // Width and height as seen upright (EXIF orientations 5 to 8 turn the picture a quarter).
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

interface Size {
  width: number;
  height?: number;
}

/** The sizes to write: a cover's two crops; a body image's widths, never wider than it is. */
function sizesFor(use: ImageUse, width: number): Size[] {
  if (use === "cover") return [...COVER_SIZES];
  const widths = new Set(BODY_WIDTHS.map((target) => Math.min(target, width)));
  return [...widths].map((w) => ({ width: w }));
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * processUpload one upload at a time per instance: encoding AVIF keeps a core busy for up to
 * a second, and the site's pages must not wait behind several uploads at once.
 */
export function processUploadInTurn(bytes: Buffer, use: ImageUse): Promise<StoredImage[]> {
  const turn = queue.then(() => processUpload(bytes, use));
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * The variants of an upload, named `<hash>-<width>.<webp|avif>` (the hash of its use and
 * bytes: the same file uploaded again gets the same names). Throws NotAnImageError.
 */
async function processUpload(bytes: Buffer, use: ImageUse): Promise<StoredImage[]> {
  const size = await acceptedFormat(bytes);
  if (!size) throw new NotAnImageError();
  const hash = crypto.createHash("sha256").update(`${use}\n`).update(bytes).digest("hex").slice(0, 32);
  const variants: StoredImage[] = [];
  try {
    for (const target of sizesFor(use, size.width)) {
      const resized = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize({ ...target, fit: "cover", withoutEnlargement: use === "body" });
      for (const [format, contentType] of [
        ["webp", "image/webp"],
        ["avif", "image/avif"],
      ] as const) {
        const encoded =
          format === "webp" ? resized.clone().webp({ quality: 80 }) : resized.clone().avif({ quality: 55, effort: 3 });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        variants.push({
          name: `${hash}-${info.width}.${format}`,
          hash,
          contentType,
          width: info.width,
          height: info.height,
          bytes: data,
        });
      }
    }
  } catch {
    // Readable header, broken pixels (a truncated file): not an image we can use.
    throw new NotAnImageError();
  }
  return variants;
}

/** What the editor gets back: the largest WebP, its size, and Markdown to paste (alt to write). */
export function uploadedImageOf(variants: readonly StoredImage[]): UploadedImage {
  const largest = variants
    .filter((variant) => variant.contentType === "image/webp")
    .reduce((a, b) => (b.width > a.width ? b : a));
  const src = `${UPLOADED_IMAGES_PATH}/${largest.name}`;
  return { src, width: largest.width, height: largest.height, markdown: `![](${src})` };
}
