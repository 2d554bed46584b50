import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../support.ts";
import { ffmpeg, makePdf, pdfPageCount } from "./converter-fixtures.ts";

// A result made from one file keeps that file's name with the new extension.

let dir: string;
test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-names-"));
  ffmpeg(["-f", "lavfi", "-i", "testsrc=size=160x100", "-frames:v", "1", path.join(dir, "Team photo 2025.jpg")]);
  fs.writeFileSync(path.join(dir, "Spring flyer.pdf"), await makePdf(1));
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function download(page: Page, name: string) {
  const [event] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
  const file = path.join(dir, `${Date.now()}-${event.suggestedFilename()}`);
  await event.saveAs(file);
  return { name: event.suggestedFilename(), file };
}

test("JPG to PDF: one photo gives a PDF named after it", async ({ page }) => {
  await gotoHydrated(page, "/tools/jpg-to-pdf");
  await page.locator('input[type="file"]').setInputFiles(path.join(dir, "Team photo 2025.jpg"));
  await page.getByRole("button", { name: "Convert to PDF" }).click();
  await expect(page.getByText("Team photo 2025.pdf ·")).toBeVisible();
  const pdf = await download(page, "Download PDF");
  expect(pdf.name).toBe("Team photo 2025.pdf");
  expect(pdfPageCount(pdf.file)).toBe(1);
});

test("PDF to JPG: the only page of a one-page PDF keeps the PDF's name, in the ZIP too", async ({ page }) => {
  await gotoHydrated(page, "/tools/pdf-to-jpg");
  await page.locator('input[type="file"]').setInputFiles(path.join(dir, "Spring flyer.pdf"));
  await page.getByRole("button", { name: "Convert to JPG" }).click();
  const jpg = await download(page, "Download page 1");
  expect(jpg.name).toBe("Spring flyer.jpg");
});
