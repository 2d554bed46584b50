import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { svgToAvif, svgToWebp } from "./svg-to-webp.ts";
import { blogDrawings } from "./content-images/blog.ts";
import { careersTeam, caseStudyDrawings } from "./content-images/case-studies.ts";
import { W, H, defs } from "./content-images/primitives.ts";

// Draws the content illustrations (six articles, six case studies, the careers team) as
// SVG in the brand palette and encodes each to WebP at 1200 and 800 px wide with the
// system Chromium (canvas.toDataURL), and to AVIF at the same sizes (Chromium draws, sharp
// encodes): pages offer the AVIF first, about half the bytes, and the WebP to browsers
// without it. The outputs are committed under public/images/; run by hand after changing a
// drawing:
//   node --import tsx scripts/make-content-images.ts
// Names: <dir>/<name>.webp (1200 × 750) and <dir>/<name>-800.webp (800 × 500), and the same
// names ending in .avif; the page components build their srcsets from that convention
// (app/site/components/content/content-image.tsx).

const publicDir = path.resolve(import.meta.dirname, "../public/images");

// ---------------------------------------------------------------------------
// Encode with Chromium
// ---------------------------------------------------------------------------

const jobs: { file: string; svg: string }[] = [
  ...Object.entries(blogDrawings).map(([id, draw]) => ({ file: `blog/${id}`, svg: draw() })),
  ...Object.entries(caseStudyDrawings).map(([id, draw]) => ({ file: `case-studies/${id}`, svg: draw() })),
  { file: "careers/team", svg: careersTeam() },
];

function wrap(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}</svg>`;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage();
await page.setContent("<!doctype html><html><body></body></html>");

// The 800 px picture is what a phone loads first, often as the page's largest paint: at
// 13 KB it arrives, headers and all, in the first round trip of a new TCP window (10
// segments, 14.6 KB); one byte over it costs a round trip on a phone network. Not below
// quality 0.6, though: there the dim windows and dots of a drawing smear.
const sizes = [
  { width: 1200, suffix: "", maxBytes: 60 * 1024, floor: 0.4 },
  { width: 800, suffix: "-800", maxBytes: 13 * 1024, floor: 0.6 },
];
const onlyArg = process.argv[2];
let total = 0;
for (const job of jobs) {
  if (onlyArg && !job.file.includes(onlyArg)) continue;
  const svg = wrap(job.svg);
  if (process.env.WRITE_SVG) fs.writeFileSync(`/tmp/${job.file.replace("/", "-")}.svg`, svg);
  for (const size of sizes) {
    const pixels = { width: size.width, height: Math.round((size.width * H) / W) };
    const { bytes, quality } = await svgToWebp(page, svg, pixels, {
      maxBytes: size.maxBytes,
      quality: 0.82,
      step: 0.04,
      floor: size.floor,
    });
    write(`${job.file}${size.suffix}.webp`, bytes, `q=${quality.toFixed(2)}`);
    const avif = await svgToAvif(page, svg, pixels);
    write(`${job.file}${size.suffix}.avif`, avif, "");
  }
}
await browser.close();

function write(name: string, bytes: Buffer, note: string): void {
  const out = path.join(publicDir, name);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, bytes);
  total += bytes.length;
  console.log(`${name.padEnd(28)} ${(bytes.length / 1024).toFixed(1).padStart(5)} KB  ${note}`);
}
console.log(`content images written to public/images/ (${(total / 1024).toFixed(0)} KB in all)`);
