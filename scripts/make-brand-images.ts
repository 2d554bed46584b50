import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

// Renders the brand images in public/ from SVG/HTML with the system Chromium:
// favicon.ico (32 px PNG inside an ICO), apple-touch-icon.png (180 px), og-image.png
// (1200×630). Run by hand after a brand change: node --import tsx scripts/make-brand-images.ts
const publicDir = path.resolve(import.meta.dirname, "../public");
const logo = fs.readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

const ogCard = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;font-family:Liberation Sans,Arial,sans-serif;
 background:linear-gradient(135deg,#0f2a4a,#1a3785 60%,#1647d6);color:white;display:flex;flex-direction:column;justify-content:space-between">
 <div style="display:flex;align-items:center;gap:20px;font-size:44px;font-weight:800">${logo.replace('width="32" height="32"', 'width="72" height="72"')}Crestline Digital</div>
 <div style="font-size:64px;font-weight:800;line-height:1.1;max-width:950px">Performance marketing that pays for itself</div>
 <div style="font-size:30px;color:#fbbf24">Paid social · Google Ads · SEO · Web design · 26 free tools</div>
</div></body></html>`;

function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the PNG data
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
async function renderSvg(size: number): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0">${logo.replace('width="32" height="32"', `width="${size}" height="${size}"`)}</body>`,
  );
  return page.screenshot({ omitBackground: true });
}
fs.writeFileSync(path.join(publicDir, "favicon.ico"), pngToIco(await renderSvg(32), 32));
fs.writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await renderSvg(180));
await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(ogCard);
fs.writeFileSync(path.join(publicDir, "og-image.jpg"), await page.screenshot({ type: "jpeg", quality: 88 }));
await browser.close();
console.log("brand images written to public/");
