/**
 * Real input files for the converter e2e tests and the benchmark, made on the spot:
 * images and videos with Debian's ffmpeg, PDFs with pdf-lib, the .docx with `docx`
 * (the Word engine's own fixture), the .xlsx with SheetJS. Node only.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as XLSX from "@e965/xlsx";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { makeDocxFixture } from "#app/tools/word-to-pdf/docx-test-support.ts";

export function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: ["ignore", "ignore", "pipe"],
  });
}

/** { width, height } of an image file, from ffprobe. */
export function imageSize(file: string): { width: number; height: number } {
  const out = execFileSync("ffprobe", [
    "-v",
    "error",
    "-select_streams",
    "v:0",
    "-show_entries",
    "stream=width,height",
    "-of",
    "csv=p=0",
    file,
  ])
    .toString()
    .trim();
  const [width, height] = out.split(",").map(Number);
  return { width: width ?? 0, height: height ?? 0 };
}

/** Duration in seconds (ffprobe). */
export function mediaDuration(file: string): number {
  return Number(
    execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file])
      .toString()
      .trim(),
  );
}

/** Audio codec name of the first audio stream (ffprobe). */
export function audioCodec(file: string): string {
  return execFileSync("ffprobe", [
    "-v",
    "error",
    "-select_streams",
    "a:0",
    "-show_entries",
    "stream=codec_name",
    "-of",
    "csv=p=0",
    file,
  ])
    .toString()
    .trim();
}

export function pdfPageCount(file: string): number {
  const info = execFileSync("pdfinfo", [file]).toString();
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? "0");
}

export function pdfText(file: string): string {
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString();
}

/** A PDF with `pages` A4 pages, each with a heading, text and a coloured box. */
export async function makePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Crestline test page ${n}`, { x: 72, y: 760, size: 28, font });
    for (let line = 0; line < 30; line++) {
      page.drawText(`Line ${line + 1}: paid social, search ads and SEO results for page ${n}.`, {
        x: 72,
        y: 700 - line * 18,
        size: 11,
        font,
      });
    }
    page.drawRectangle({ x: 72, y: 80, width: 450, height: 60, color: rgb(0.1, 0.35, 0.85) });
  }
  return doc.save();
}

/** An .xlsx with two sheets: "Campaigns" (header + 3 rows) and "Budget" (2 rows). */
function makeXlsx(): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ["Campaign", "Channel", "Clicks", "Leads"],
      ["Spring launch", "Facebook", 4210, 318],
      ["Brand search", "Google Ads", 3890, 274],
      ["Reels push", "Instagram", 2975, 161],
    ]),
    "Campaigns",
  );
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ["Month", "Budget"],
      ["April", 125000],
      ["May", 150000],
    ]),
    "Budget",
  );
  return new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
}

/** Just enough of a Word 97–2003 file for the checks: OLE2 header and a "WordDocument" stream name. */
function makeLegacyDoc(): Buffer {
  const bytes = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from("WordDocument", "utf16le").copy(bytes, 1024);
  return bytes;
}

export interface ConverterFixtures {
  dir: string;
  png: string; // 640×400 with transparency
  jpegs: [string, string]; // 320×200 and 200×320
  pngs: [string, string, string]; // 3 PNGs of different sizes
  webp: string; // 300×150
  pdf: string; // 3 pages
  docx: string;
  xlsx: string;
  doc: string;
  mp4: string; // 5 s, H.264 + AAC
  mp4Silent: string; // 3 s, no audio
}

export async function makeConverterFixtures(): Promise<ConverterFixtures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-converters-"));
  const at = (name: string) => path.join(dir, name);
  ffmpeg([
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=640x400,format=rgba,colorchannelmixer=aa=0.6",
    "-frames:v",
    "1",
    at("photo.png"),
  ]);
  ffmpeg(["-f", "lavfi", "-i", "testsrc=size=320x200", "-frames:v", "1", at("first.jpg")]);
  ffmpeg(["-f", "lavfi", "-i", "testsrc=size=200x320", "-frames:v", "1", at("second.jpeg")]);
  ffmpeg(["-f", "lavfi", "-i", "color=c=red:s=100x80", "-frames:v", "1", at("red.png")]);
  ffmpeg(["-f", "lavfi", "-i", "color=c=green:s=120x90", "-frames:v", "1", at("green.png")]);
  ffmpeg(["-f", "lavfi", "-i", "color=c=blue:s=140x100", "-frames:v", "1", at("blue.png")]);
  ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=300x150", "-frames:v", "1", "-c:v", "libwebp", at("banner.webp")]);
  ffmpeg([
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:duration=5",
    "-f",
    "lavfi",
    "-i",
    "color=c=blue:s=320x240:d=5",
    "-c:v",
    "libx264",
    "-c:a",
    "aac",
    "-shortest",
    at("clip.mp4"),
  ]);
  ffmpeg(["-f", "lavfi", "-i", "color=c=blue:s=320x240:d=3", "-c:v", "libx264", "-an", at("silent.mp4")]);
  fs.writeFileSync(at("brochure.pdf"), await makePdf(3));
  fs.writeFileSync(at("report.docx"), await makeDocxFixture());
  fs.writeFileSync(at("figures.xlsx"), makeXlsx());
  fs.writeFileSync(at("old-report.doc"), makeLegacyDoc());
  return {
    dir,
    png: at("photo.png"),
    jpegs: [at("first.jpg"), at("second.jpeg")],
    pngs: [at("red.png"), at("green.png"), at("blue.png")],
    webp: at("banner.webp"),
    pdf: at("brochure.pdf"),
    docx: at("report.docx"),
    xlsx: at("figures.xlsx"),
    doc: at("old-report.doc"),
    mp4: at("clip.mp4"),
    mp4Silent: at("silent.mp4"),
  };
}
