import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { MSG_DOC_UNAVAILABLE } from "#contracts/tools/convert-doc.ts";
import { NO_AUDIO_MESSAGE } from "#app/tools/mp4-to-mp3/convert.ts";
import {
  EMPTY_FILE_MESSAGE,
  JPG_FILES_MESSAGE,
  PDF_FILE_MESSAGE,
  PNG_FILE_MESSAGE,
  PNG_FILES_MESSAGE,
  WEBP_FILE_MESSAGE,
  tooLargeMessage,
} from "#app/tool-kit/conversion/input-rules.ts";
import { tools } from "#app/tools/registry.ts";
import { DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import { CORRUPT_DOCX_MESSAGE } from "#app/tools/word-to-pdf/convert.ts";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "../support.ts";
import {
  audioCodec,
  imageSize,
  makeConverterFixtures,
  mediaDuration,
  pdfPageCount,
  pdfText,
  type ConverterFixtures,
} from "./converter-support.ts";
import { downloadFrom } from "./download-support.ts";

// Every converter end to end in Chromium, with real files made by the tests: the download
// is captured and checked by its magic bytes, size in pixels, page count, text or duration.

let fx: ConverterFixtures;
test.beforeAll(async () => {
  fx = await makeConverterFixtures();
});
test.afterAll(() => {
  if (fx) fs.rmSync(fx.dir, { recursive: true, force: true });
});

const fileInput = (page: Page) => page.locator('input[type="file"]');

const download = (page: Page, name: string | RegExp) => downloadFrom(page, fx.dir, name);

const hex = (bytes: Buffer, length: number) => bytes.subarray(0, length).toString("hex");
const JPEG_MAGIC = "ffd8ff";
const PNG_MAGIC = "89504e470d0a1a0a";
const PDF_MAGIC = Buffer.from("%PDF-").toString("hex");

/** Records every text the main button shows and whether a progress bar appeared (fast conversions included). */
async function watchStates(page: Page) {
  await page.evaluate(() => {
    const seen = { texts: [] as string[], progress: [] as string[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      for (const b of document.querySelectorAll("button")) {
        const text = b.textContent?.trim() ?? "";
        const key = text + (b.disabled ? " [disabled]" : "");
        if (text && !seen.texts.includes(key)) seen.texts.push(key);
      }
      const bar = document.querySelector('[role="progressbar"]');
      if (bar) seen.progress.push(bar.getAttribute("aria-valuenow") ?? "");
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}
const seenStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: { texts: string[]; progress: string[] } }).__seen);

test.describe("image re-encoding", () => {
  test("PNG to JPEG: choose, convert, download a real JPEG, convert another", async ({ page }) => {
    await gotoHydrated(page, "/tools/png-to-jpeg");
    await expect(page.getByText("Your files stay on your device.")).toBeVisible();
    await expectNoA11yViolations(page);
    await expect(page.getByRole("button", { name: "Convert to JPEG" })).toBeDisabled();
    await fileInput(page).setInputFiles(fx.png);
    await expect(page.getByText("photo.png")).toBeVisible();
    await expect(page.getByText(/^\d+\.\d{2} MB$/)).toBeVisible();
    await page.getByRole("button", { name: "Convert to JPEG" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Conversion complete" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Convert to JPEG" })).toHaveCount(0); // replaced by the panel
    await expect(page.getByRole("img", { name: "Preview of photo.jpg" })).toBeVisible();
    await expectNoA11yViolations(page);
    const result = await download(page, "Download JPEG");
    expect(result.name).toBe("photo.jpg");
    expect(hex(result.bytes, 3)).toBe(JPEG_MAGIC);
    expect(imageSize(result.file)).toEqual({ width: 640, height: 400 });
    await page.getByRole("button", { name: "Convert Another" }).click();
    await expect(page.getByText("Choose PNG images")).toBeVisible();
    await expect(page.getByText("photo.png")).toHaveCount(0);
  });

  for (const { slug, button, download: label, name, magic } of [
    {
      slug: "webp-to-jpg",
      button: "Convert to JPG",
      download: "Download JPG",
      name: "banner.jpg",
      magic: JPEG_MAGIC,
    },
    {
      slug: "webp-to-png",
      button: "Convert to PNG",
      download: "Download PNG",
      name: "banner.png",
      magic: PNG_MAGIC,
    },
  ]) {
    test(`${slug}: a WebP becomes a real ${name.slice(-3).toUpperCase()} of the same size`, async ({ page }) => {
      await gotoHydrated(page, `/tools/${slug}`);
      await fileInput(page).setInputFiles(fx.webp);
      await page.getByRole("button", { name: button }).click();
      const result = await download(page, label);
      expect(result.name).toBe(name);
      expect(hex(result.bytes, magic.length / 2)).toBe(magic);
      expect(imageSize(result.file)).toEqual({ width: 300, height: 150 });
      await expectNoA11yViolations(page);
    });
  }
});

test.describe("PDF to images", () => {
  test("PDF to JPG: every page at 2x, a preview and a download per page, and one ZIP", async ({ page }) => {
    await gotoHydrated(page, "/tools/pdf-to-jpg");
    await expect(page.getByLabel("Resolution")).toHaveValue("2");
    await fileInput(page).setInputFiles(fx.pdf);
    await watchStates(page);
    await page.getByRole("button", { name: "Convert to JPG" }).click();
    await expect(page.getByRole("status").filter({ hasText: "3 pages as JPG" })).toBeVisible({ timeout: 20_000 });
    const seen = await seenStates(page);
    expect(seen.texts).toContain("Converting... [disabled]");
    expect(seen.progress.length).toBeGreaterThan(0);
    await expect(page.getByRole("img", { name: /^Page \d preview$/ })).toHaveCount(3);
    await expectNoA11yViolations(page);

    const second = await download(page, "Download page 2");
    expect(second.name).toBe("brochure-page-2.jpg");
    expect(hex(second.bytes, 3)).toBe(JPEG_MAGIC);
    expect(imageSize(second.file)).toEqual({ width: 1191, height: 1684 }); // A4 at 144 dpi

    const zip = await download(page, "Download All (ZIP)");
    expect(zip.name).toBe("brochure-jpg.zip");
    const entries = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(entries).sort()).toEqual(["brochure-page-1.jpg", "brochure-page-2.jpg", "brochure-page-3.jpg"]);
    for (const bytes of Object.values(entries))
      expect(Buffer.from(bytes.subarray(0, 3)).toString("hex")).toBe(JPEG_MAGIC);

    await page.getByRole("button", { name: "Convert Another PDF" }).click();
    await expect(page.getByText("Choose a PDF file")).toBeVisible();
    await expect(page.getByRole("img", { name: /^Page \d preview$/ })).toHaveCount(0);
  });

  test("PDF to PNG at a chosen resolution (1x)", async ({ page }) => {
    await gotoHydrated(page, "/tools/pdf-to-png");
    await fileInput(page).setInputFiles(fx.pdf);
    await page.getByLabel("Resolution").selectOption("1");
    await page.getByRole("button", { name: "Convert to PNG" }).click();
    const first = await download(page, "Download page 1");
    expect(first.name).toBe("brochure-page-1.png");
    expect(hex(first.bytes, 8)).toBe(PNG_MAGIC);
    expect(imageSize(first.file)).toEqual({ width: 596, height: 842 });
    const zip = await download(page, "Download All (ZIP)");
    expect(zip.name).toBe("brochure-png.zip");
    expect(Object.keys(unzipSync(new Uint8Array(zip.bytes)))).toHaveLength(3);
  });
});

test.describe("images to PDF", () => {
  test("PNG to PDF: list with sizes, remove, Add More Files, reorder by keyboard, one page per image", async ({
    page,
  }) => {
    await gotoHydrated(page, "/tools/png-to-pdf");
    await expectNoA11yViolations(page);
    await fileInput(page).setInputFiles(fx.pngs); // red, green, blue
    const items = page.getByRole("list", { name: "Page order" }).getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText(/red\.png\s*\d+\.\d{2} MB/);

    await page.getByRole("button", { name: "Remove green.png" }).click();
    await expect(items).toHaveCount(2);
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      page.getByRole("button", { name: "Add More Files" }).click(),
    ]);
    await chooser.setFiles(fx.pngs[1]); // green again, at the end
    await expect(items).toHaveCount(3);

    // Keyboard: focus "Move up" of green.png and press Enter; the focus stays on the moved file.
    await page.getByRole("button", { name: "Move up: green.png" }).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(1)).toContainText("green.png");
    await expect(page.getByRole("button", { name: "Move up: green.png" })).toBeFocused();
    await expect(page.getByText("green.png moved to position 2 of 3.")).toBeAttached();
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Convert to PDF" }).click();
    const pdf = await download(page, "Download PDF");
    expect(pdf.name).toBe("converted-images.pdf");
    expect(hex(pdf.bytes, 5)).toBe(PDF_MAGIC);
    expect(pdfPageCount(pdf.file)).toBe(3);
    // One page per image at 96 px per inch, in the listed order: red 100×80, green 120×90, blue 140×100.
    const { execFileSync } = await import("node:child_process");
    const sizes = [
      ...execFileSync("pdfinfo", ["-f", "1", "-l", "3", pdf.file])
        .toString()
        .matchAll(/size:\s+([\d.]+) x ([\d.]+) pts/g),
    ].map((m) => `${Math.round(Number(m[1]))}x${Math.round(Number(m[2]))}`);
    expect(sizes).toEqual(["75x60", "90x68", "105x75"]);
    await expectNoA11yViolations(page);

    // Adding files clears the previous result.
    await fileInput(page).setInputFiles(fx.pngs[0]);
    await expect(page.getByRole("button", { name: "Download PDF" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Convert to PDF" })).toBeEnabled();
    await expect(items).toHaveCount(4);

    await page.getByRole("button", { name: "Convert to PDF" }).click();
    await page.getByRole("button", { name: "Convert More Files" }).click();
    await expect(items).toHaveCount(0);
    await expect(page.getByText("Choose PNG images")).toBeVisible();
  });

  test("JPG to PDF: two photos become a two-page PDF; invalid files are not added", async ({ page }) => {
    await gotoHydrated(page, "/tools/jpg-to-pdf");
    await fileInput(page).setInputFiles([...fx.jpegs, fx.png]);
    await expect(page.getByRole("alert")).toHaveText(JPG_FILES_MESSAGE);
    const items = page.getByRole("list", { name: "Page order" }).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await page.getByRole("button", { name: "Convert to PDF" }).click();
    const pdf = await download(page, "Download PDF");
    expect(pdf.name).toBe("converted-images.pdf");
    expect(pdfPageCount(pdf.file)).toBe(2);
  });
});

test.describe("Office documents", () => {
  test("Word to PDF: a .docx with heading, list, table and image becomes a PDF with real text", async ({ page }) => {
    await gotoHydrated(page, "/tools/word-to-pdf");
    await expect(page.getByText(/older \.doc file, which only our server can convert: it is uploaded/)).toBeVisible();
    await fileInput(page).setInputFiles(fx.docx);
    await expect(page.getByRole("button", { name: "Remove report.docx" })).toBeVisible();
    await page.getByRole("button", { name: "Convert to PDF" }).click();
    const pdf = await download(page, "Download PDF");
    expect(pdf.name).toBe("report.pdf");
    expect(hex(pdf.bytes, 5)).toBe(PDF_MAGIC);
    expect(pdfPageCount(pdf.file)).toBeGreaterThanOrEqual(1);
    const text = pdfText(pdf.file);
    for (const expected of [
      "Quarterly Campaign Report",
      "Channel highlights",
      "Meta ads reached new audiences",
      "Refresh the creative library",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Facebook\s+\$12,400\s+318/);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Convert Another File" }).click();
    await expect(page.getByText("Choose a Word document")).toBeVisible();
  });

  test("Word to PDF: a legacy .doc says it is uploaded, and without the server's converter asks for .docx", async ({
    page,
    request,
  }) => {
    const availability = (await (await request.get("/api/convert/doc/available")).json()) as { available: boolean };
    test.skip(availability.available, "this server has LibreOffice; the message is for servers without it");
    await gotoHydrated(page, "/tools/word-to-pdf");
    await fileInput(page).setInputFiles(fx.doc);
    await expect(
      page.getByText("it will be uploaded to our server, converted there and deleted straight away"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Convert to PDF" }).click();
    await expect(page.getByRole("alert")).toHaveText(MSG_DOC_UNAVAILABLE);
    await expect(page.getByRole("button", { name: "Convert to PDF" })).toBeEnabled(); // still usable
    await page.getByRole("button", { name: "Remove old-report.doc" }).click();
    await fileInput(page).setInputFiles(fx.docx);
    await page.getByRole("button", { name: "Convert to PDF" }).click();
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
  });

  test("Word to PDF: a legacy .doc is converted by the server's LibreOffice, in its sandbox", async ({
    page,
    request,
  }) => {
    const availability = (await (await request.get("/api/convert/doc/available")).json()) as { available: boolean };
    test.skip(!availability.available, "this server has no LibreOffice (or no sandbox for it)");
    test.setTimeout(150_000); // LibreOffice starts afresh for each file
    await gotoHydrated(page, "/tools/word-to-pdf");
    // A Word 97 file made by LibreOffice whose picture is linked from the network: the box has
    // none, so the text converts and the picture is left out.
    await fileInput(page).setInputFiles(path.resolve("server/convert-doc/fixtures/linked-picture.doc"));
    await page.getByRole("button", { name: "Convert to PDF" }).click();
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible({ timeout: 120_000 });
    const pdf = await download(page, "Download PDF");
    expect(pdf.name).toBe("linked-picture.pdf");
    expect(hex(pdf.bytes, 5)).toBe(PDF_MAGIC);
    const text = pdfText(pdf.file);
    expect(text).toContain("A picture linked from the network follows.");
    expect(text).toContain("End of the document.");
  });

  test("Excel to PDF: both sheets, under their names, as text", async ({ page }) => {
    await gotoHydrated(page, "/tools/excel-to-pdf");
    await fileInput(page).setInputFiles(fx.xlsx);
    await page.getByRole("button", { name: "Convert to PDF" }).click();
    const pdf = await download(page, "Download PDF");
    expect(pdf.name).toBe("figures.pdf");
    expect(hex(pdf.bytes, 5)).toBe(PDF_MAGIC);
    const text = pdfText(pdf.file);
    for (const expected of ["Campaigns", "Budget", "Spring launch", "Google Ads", "Instagram", "April", "May"]) {
      expect(text).toContain(expected);
    }
    expect(pdfPageCount(pdf.file)).toBe(2); // one per sheet
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Convert Another File" }).click();
    await expect(page.getByText("Choose an Excel file")).toBeVisible();
  });
});

test.describe("MP4 to MP3", () => {
  test("extracts the real audio track: 'Extracting Audio...', a progress bar, then 'Download MP3'", async ({
    page,
  }) => {
    await gotoHydrated(page, "/tools/mp4-to-mp3");
    await fileInput(page).setInputFiles(fx.mp4);
    await watchStates(page);
    await page.getByRole("button", { name: "Extract Audio" }).click();
    await expect(page.getByRole("button", { name: "Download MP3" })).toBeVisible({ timeout: 20_000 });
    const seen = await seenStates(page);
    expect(seen.texts).toContain("Extracting Audio... [disabled]");
    expect(seen.progress.length).toBeGreaterThan(0);
    const mp3 = await download(page, "Download MP3");
    expect(mp3.name).toBe("clip.mp3");
    const head = mp3.bytes.subarray(0, 3).toString("latin1");
    expect(head === "ID3" || (mp3.bytes[0] === 0xff && ((mp3.bytes[1] ?? 0) & 0xe0) === 0xe0)).toBe(true);
    expect(audioCodec(mp3.file)).toBe("mp3");
    expect(Math.abs(mediaDuration(mp3.file) - mediaDuration(fx.mp4))).toBeLessThanOrEqual(0.2);
    await expectNoA11yViolations(page);
  });

  test("a video without sound gets a clear message and the page stays usable", async ({ page }) => {
    await gotoHydrated(page, "/tools/mp4-to-mp3");
    await fileInput(page).setInputFiles(fx.mp4Silent);
    await page.getByRole("button", { name: "Extract Audio" }).click();
    await expect(page.getByRole("alert")).toHaveText(NO_AUDIO_MESSAGE);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Remove silent.mp4" }).click();
    await fileInput(page).setInputFiles(fx.mp4);
    await page.getByRole("button", { name: "Extract Audio" }).click();
    await expect(page.getByRole("button", { name: "Download MP3" })).toBeVisible({ timeout: 20_000 });
  });
});

test.describe("input rules and bad files", () => {
  const wrongFile = {
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("These are notes, not a file to convert."),
  };
  const converters = tools.flatMap((tool) => ("input" in tool ? [{ slug: tool.slug, input: tool.input }] : []));

  for (const { slug, input } of converters) {
    test(`${slug}: a file of the wrong type gets the spec's message next to the control`, async ({ page }) => {
      await gotoHydrated(page, `/tools/${slug}`);
      await expectNoA11yViolations(page);
      await fileInput(page).setInputFiles(wrongFile);
      const alert = page.getByRole("alert");
      await expect(alert).toHaveText(input.message);
      // Next to the control: the input is described by the message.
      const describedBy = (await fileInput(page).getAttribute("aria-describedby")) ?? "";
      const alertBoxId = await alert.evaluate((el) => el.parentElement?.id ?? "");
      expect(describedBy.split(" ")).toContain(alertBoxId);
      await expect(page.getByText("notes.txt")).toHaveCount(0); // nothing was added
      await expectNoA11yViolations(page);
    });
  }

  test("the spec's messages are the ones shown", () => {
    expect([PNG_FILE_MESSAGE, PDF_FILE_MESSAGE, PNG_FILES_MESSAGE, WEBP_FILE_MESSAGE]).toEqual([
      "Please select a PNG file",
      "Please select a PDF file",
      "Please select PNG files",
      "Please select a WebP image file",
    ]);
  });

  test("size limit, empty file, mislabelled and corrupt files: clear messages, and the page stays usable", async ({
    page,
  }) => {
    await gotoHydrated(page, "/tools/png-to-jpeg");
    // Over the limit (a sparse file: no 50 MB in memory).
    const huge = path.join(fx.dir, "huge.png");
    fs.writeFileSync(huge, "");
    fs.truncateSync(huge, 50 * 1024 * 1024 + 1);
    await fileInput(page).setInputFiles(huge);
    await expect(page.getByRole("alert")).toHaveText(tooLargeMessage(50 * 1024 * 1024));

    await fileInput(page).setInputFiles({ name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) });
    await expect(page.getByRole("alert")).toHaveText(EMPTY_FILE_MESSAGE);

    // Named and typed as PNG, but it is text: the bytes decide.
    await fileInput(page).setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not really a png"),
    });
    await page.getByRole("button", { name: "Convert to JPEG" }).click();
    await expect(page.getByRole("alert")).toHaveText(PNG_FILE_MESSAGE);
    await page.getByRole("button", { name: "Remove fake.png" }).click();

    // A PNG signature followed by garbage.
    const broken = Buffer.concat([fs.readFileSync(fx.png).subarray(0, 40), Buffer.alloc(200, 7)]);
    await fileInput(page).setInputFiles({ name: "broken.png", mimeType: "image/png", buffer: broken });
    await page.getByRole("button", { name: "Convert to JPEG" }).click();
    await expect(page.getByRole("alert")).toHaveText(DAMAGED_FILE_MESSAGE);
    await page.getByRole("button", { name: "Remove broken.png" }).click();

    await fileInput(page).setInputFiles(fx.png);
    await page.getByRole("button", { name: "Convert to JPEG" }).click();
    await expect(page.getByRole("button", { name: "Download JPEG" })).toBeVisible();
  });

  test("a damaged PDF and a damaged .docx get clear messages", async ({ page }) => {
    await gotoHydrated(page, "/tools/pdf-to-png");
    await fileInput(page).setInputFiles({
      name: "damaged.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without pages\n"),
    });
    await page.getByRole("button", { name: "Convert to PNG" }).click();
    await expect(page.getByRole("alert")).toHaveText(DAMAGED_FILE_MESSAGE);
    await expect(page.getByRole("button", { name: "Convert to PNG" })).toBeEnabled();

    await gotoHydrated(page, "/tools/word-to-pdf");
    await fileInput(page).setInputFiles({
      name: "damaged.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(300, 1)]),
    });
    await page.getByRole("button", { name: "Convert to PDF" }).click();
    await expect(page.getByRole("alert")).toHaveText(CORRUPT_DOCX_MESSAGE);
  });
});
