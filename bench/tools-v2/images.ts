/**
 * Compress image next to sharp (libvips) at equal SSIM, on the real photos of corpus/photos.
 * For each photo and format, our encoder (the one the page runs: MozJPEG and libwebp from
 * @jsquash, as WebAssembly, here in Node) encodes at the page's default quality 75; then
 * sharp's encoder is searched for its smallest file whose SSIM against the original is at
 * least ours. The ratio is our size over sharp's; the bar is ≤ 1.10 (within 10 %).
 *
 *   npm run bench -- tools-v2        (bench/tools-v2.bench.ts calls benchImageCompression; this module sits in bench/tools-v2/ because bench/ holds 30 files)
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import sharp from "sharp";

const require = createRequire(import.meta.url);
const PHOTOS = ["coffee.png", "chelsea.png", "astronaut.png", "rocket.jpg"];
const OUR_QUALITY = 75;
const BAR = 1.1;

interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Mean SSIM over 8×8 windows of the luma (BT.601), the usual constants for 8-bit images. */
function ssim(a: Pixels, b: Pixels): number {
  const luma = (p: Pixels) => {
    const out = new Float64Array(p.width * p.height);
    for (let i = 0; i < out.length; i++)
      out[i] = 0.299 * p.data[i * 4]! + 0.587 * p.data[i * 4 + 1]! + 0.114 * p.data[i * 4 + 2]!;
    return out;
  };
  const [x, y] = [luma(a), luma(b)];
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  let windows = 0;
  for (let top = 0; top + 8 <= a.height; top += 4) {
    for (let left = 0; left + 8 <= a.width; left += 4) {
      let sx = 0,
        sy = 0,
        sxx = 0,
        syy = 0,
        sxy = 0;
      for (let r = top; r < top + 8; r++) {
        for (let c = left; c < left + 8; c++) {
          const u = x[r * a.width + c]!;
          const v = y[r * a.width + c]!;
          sx += u;
          sy += v;
          sxx += u * u;
          syy += v * v;
          sxy += u * v;
        }
      }
      const n = 64;
      const mx = sx / n,
        my = sy / n;
      const vx = sxx / n - mx * mx,
        vy = syy / n - my * my,
        cov = sxy / n - mx * my;
      total += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2));
      windows++;
    }
  }
  return total / windows;
}

async function decode(input: Buffer | Uint8Array): Promise<Pixels> {
  const { data, info } = await sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

type Format = "jpeg" | "webp";

async function ourEncoder(format: Format): Promise<(pixels: Pixels, quality: number) => Promise<Uint8Array>> {
  const pkg = format === "jpeg" ? "@jsquash/jpeg" : "@jsquash/webp";
  const wasm = path.join(
    path.dirname(require.resolve(`${pkg}/package.json`)),
    "codec/enc",
    format === "jpeg" ? "mozjpeg_enc.wasm" : "webp_enc.wasm",
  );
  const codec = (await import(`${pkg}/encode.js`)) as {
    init: (module: WebAssembly.Module) => Promise<unknown>;
    default: (data: ImageData, options: { quality: number }) => Promise<ArrayBuffer>;
  };
  await codec.init(await WebAssembly.compile(fs.readFileSync(wasm)));
  return async (pixels, quality) => new Uint8Array(await codec.default(pixels as unknown as ImageData, { quality }));
}

async function sharpEncode(pixels: Pixels, format: Format, quality: number): Promise<Buffer> {
  const image = sharp(Buffer.from(pixels.data.buffer), {
    raw: { width: pixels.width, height: pixels.height, channels: 4 },
  });
  return format === "jpeg" ? image.jpeg({ quality }).toBuffer() : image.webp({ quality }).toBuffer();
}

interface ImageBenchRow {
  photo: string;
  format: Format;
  ours: number;
  oursSsim: number;
  sharp: number;
  sharpSsim: number;
  ratio: number;
}

/** Measures, prints the table and returns whether every ratio is within the bar. */
export async function benchImageCompression(photosDir = path.resolve("corpus/photos")): Promise<boolean> {
  const rows: ImageBenchRow[] = [];
  for (const format of ["jpeg", "webp"] as const) {
    const encode = await ourEncoder(format);
    for (const name of PHOTOS) {
      const original = await decode(fs.readFileSync(path.join(photosDir, name)));
      const ours = await encode(original, OUR_QUALITY);
      const oursSsim = ssim(original, await decode(ours));
      // sharp's smallest file at least as faithful as ours (quality 1..100, SSIM grows with quality).
      let lo = 1,
        hi = 100,
        best: { size: number; ssim: number } | null = null;
      while (lo <= hi) {
        const q = Math.floor((lo + hi) / 2);
        const bytes = await sharpEncode(original, format, q);
        const s = ssim(original, await decode(bytes));
        if (s >= oursSsim) {
          best = { size: bytes.length, ssim: s };
          hi = q - 1;
        } else lo = q + 1;
      }
      const reference = best ?? { size: Infinity, ssim: NaN };
      rows.push({
        photo: name,
        format,
        ours: ours.length,
        oursSsim,
        sharp: reference.size,
        sharpSsim: reference.ssim,
        ratio: ours.length / reference.size,
      });
    }
  }
  console.log("Compress image vs sharp at equal SSIM (ours at quality 75; sharp's smallest file with SSIM ≥ ours)");
  console.log("photo            format  ours (B)  SSIM    sharp (B)  SSIM    ratio");
  for (const r of rows)
    console.log(
      `${r.photo.padEnd(16)} ${r.format.padEnd(7)} ${String(r.ours).padStart(8)}  ${r.oursSsim.toFixed(4)}  ${String(r.sharp).padStart(9)}  ${r.sharpSsim.toFixed(4)}  ${r.ratio.toFixed(3)}`,
    );
  const ok = rows.every((r) => r.ratio <= BAR);
  console.log(`bar: ratio ≤ ${BAR} for every photo: ${ok ? "met" : "MISSED"}`);
  return ok;
}
