import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { svgToWebp } from "./svg-to-webp.ts";

// Makes the two files behind the simulated downloaders' demo result (DEMO_MEDIA in app/tool-kit/simulated/video-download.ts):
//   public/images/tools/demo-thumbnail.webp  640 × 360 branded thumbnail, drawn as SVG and
//                                           encoded to WebP with the system Chromium (canvas)
//   public/media/tools/demo-video.mp4       3 s 640 × 360 test clip with a 440 Hz tone, made
//                                           with Debian's ffmpeg (H.264 + AAC, faststart)
// The outputs are committed; run by hand after changing them:
//   node --import tsx scripts/make-demo-media.ts

const W = 640;
const H = 360;
const MAX_THUMBNAIL_BYTES = 40 * 1024;
const MAX_VIDEO_BYTES = 400 * 1024;
const publicDir = path.resolve(import.meta.dirname, "../public");
const thumbnailPath = path.join(publicDir, "images/tools/demo-thumbnail.webp");
const videoPath = path.join(publicDir, "media/tools/demo-video.mp4");

const thumbnailSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0f2a4a"/><stop offset="0.6" stop-color="#1a3785"/><stop offset="1" stop-color="#1647d6"/>
  </linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="#59a1ff" stop-opacity="0.5"/><stop offset="1" stop-color="#59a1ff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="520" cy="70" r="190" fill="url(#glow)"/>
<circle cx="90" cy="330" r="150" fill="url(#glow)"/>
<g opacity="0.14" fill="#ffffff">
  ${Array.from({ length: 8 }, (_, row) => Array.from({ length: 14 }, (_, col) => `<circle cx="${24 + col * 46}" cy="${22 + row * 46}" r="2"/>`).join("")).join("")}
</g>
<polyline points="40,300 150,250 230,270 330,190 420,215 600,110" fill="none" stroke="#fbbf24" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"/>
<circle cx="${W / 2}" cy="${H / 2 - 10}" r="54" fill="#ffffff" opacity="0.95"/>
<path d="M${W / 2 - 16} ${H / 2 - 40} L${W / 2 + 30} ${H / 2 - 10} L${W / 2 - 16} ${H / 2 + 20} Z" fill="#1647d6"/>
<g font-family="Liberation Sans, Arial, sans-serif" fill="#ffffff">
  <rect x="24" y="24" width="44" height="44" rx="11" fill="#1647d6" stroke="#ffffff" stroke-opacity="0.35"/>
  <path d="M33 56l8-8 5 5 11-12" fill="none" stroke="#fbbf24" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="80" y="54" font-size="22" font-weight="700">Crestline Digital</text>
  <text x="${W / 2}" y="${H - 54}" font-size="26" font-weight="800" text-anchor="middle">Demo video</text>
  <text x="${W / 2}" y="${H - 26}" font-size="16" text-anchor="middle" fill="#d9eaff">Sample result of our free downloader tools</text>
</g>
</svg>`;

async function makeThumbnail(): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><html><body></body></html>");
    const { bytes } = await svgToWebp(
      page,
      thumbnailSvg,
      { width: W, height: H },
      { maxBytes: MAX_THUMBNAIL_BYTES, quality: 0.85, step: 0.1, floor: 0.4 },
    );
    fs.mkdirSync(path.dirname(thumbnailPath), { recursive: true });
    fs.writeFileSync(thumbnailPath, bytes);
    return bytes.length;
  } finally {
    await browser.close();
  }
}

function makeVideo(): number {
  fs.mkdirSync(path.dirname(videoPath), { recursive: true });
  // Deterministic output: no encoder/creation-time tags, so a re-run gives the same bytes.
  execFileSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-i", `testsrc2=size=${W}x${H}:rate=25`],
      ...["-f", "lavfi", "-i", "sine=frequency=440"],
      ...["-t", "3"],
      ...["-c:v", "libx264", "-crf", "28", "-preset", "slow", "-pix_fmt", "yuv420p", "-threads", "1"],
      ...["-c:a", "aac", "-b:a", "64k"],
      ...[
        "-movflags",
        "+faststart",
        "-map_metadata",
        "-1",
        "-fflags",
        "+bitexact",
        "-flags:v",
        "+bitexact",
        "-flags:a",
        "+bitexact",
      ],
      videoPath,
    ],
    { stdio: "inherit" },
  );
  const size = fs.statSync(videoPath).size;
  if (size > MAX_VIDEO_BYTES) throw new Error(`demo video is ${size} bytes, over the ${MAX_VIDEO_BYTES} budget`);
  return size;
}

const thumbnailBytes = await makeThumbnail();
console.log(
  `${path.relative(publicDir, thumbnailPath).padEnd(34)} ${(thumbnailBytes / 1024).toFixed(1).padStart(6)} KB`,
);
const videoBytes = makeVideo();
console.log(`${path.relative(publicDir, videoPath).padEnd(34)} ${(videoBytes / 1024).toFixed(1).padStart(6)} KB`);
