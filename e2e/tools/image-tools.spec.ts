import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { unzipSync } from "fflate";
import { DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "../support.ts";

// The image tools on real photos (corpus/photos, see its README): every output is read back
// with sharp, so sizes, dimensions and orientation are checked on the bytes.

const photos = path.resolve("corpus/photos");
const photo = (name: string) => path.join(photos, name);
let dir: string;
test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-image-tools-"));
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function download(page: Page, name: string) {
  const [event] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
  const file = path.join(dir, `${Date.now()}-${event.suggestedFilename()}`);
  await event.saveAs(file);
  return { name: event.suggestedFilename(), bytes: fs.readFileSync(file) };
}

const corrupt = { name: "broken.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) };
const done = (page: Page, text: string) =>
  expect(page.getByRole("status").filter({ hasText: text })).toBeVisible({ timeout: 60_000 });

test("Resize for social media: exact pixels for a preset and a custom size, focus by keyboard, a corrupt file told", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/resize-image");
  await page.locator('input[type="file"]').setInputFiles([photo("coffee.png"), photo("rocket.jpg")]);
  await page.locator('input[type="file"]').setInputFiles(corrupt);
  await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "Instagram story (1080 × 1920)" });
  const focus = page.getByRole("slider", { name: /Focus point/ });
  await focus.focus();
  await page.keyboard.press("ArrowRight");
  await expect(focus).toHaveAttribute("aria-valuetext", "55% across, 50% down");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Resize images" }).click();
  await done(page, "Conversion complete: 2 of 3 files");
  await expect(page.getByRole("alert").filter({ hasText: DAMAGED_FILE_MESSAGE })).toBeVisible();
  const zip = unzipSync(new Uint8Array((await download(page, "Download All (ZIP)")).bytes));
  expect(Object.keys(zip)).toEqual(["coffee-1080x1920.png", "rocket-1080x1920.jpg"]);
  for (const bytes of Object.values(zip)) {
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
  }

  await page.getByRole("button", { name: "Convert More Files" }).click();
  await page.locator('input[type="file"]').setInputFiles(photo("chelsea-rotated-gps.jpg"));
  await page.getByRole("combobox", { name: "Size" }).selectOption("custom");
  await page.getByRole("textbox", { name: "Width (px)" }).fill("9000");
  await expect(page.getByText("The width must be between 16 and 8,000 pixels.")).toBeVisible();
  await page.getByRole("textbox", { name: "Width (px)" }).fill("851");
  await page.getByRole("textbox", { name: "Height (px)" }).fill("315");
  await page.getByRole("button", { name: "Resize images" }).click();
  const one = await download(page, "Download resized image");
  expect(one.name).toBe("chelsea-rotated-gps-851x315.jpg");
  const meta = await sharp(one.bytes).metadata();
  expect([meta.width, meta.height]).toEqual([851, 315]);
});

test("HEIC to JPG: upright JPEGs of the right size from real HEIC files, PNG on request, a damaged file told", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/heic-to-jpg");
  await page.locator('input[type="file"]').setInputFiles([photo("coffee.heic"), photo("coffee-rotated.heic")]);
  await page.locator('input[type="file"]').setInputFiles({
    name: "IMG_0001.heic",
    mimeType: "image/heic",
    buffer: Buffer.concat([fs.readFileSync(photo("coffee.heic")).subarray(0, 600)]),
  });
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Convert to JPG" }).click();
  await done(page, "Conversion complete: 2 of 3 files");
  await expect(page.getByRole("alert").filter({ hasText: DAMAGED_FILE_MESSAGE })).toBeVisible();
  const zip = unzipSync(new Uint8Array((await download(page, "Download All (ZIP)")).bytes));
  expect(Object.keys(zip)).toEqual(["coffee.jpg", "coffee-rotated.jpg"]);
  const landscape = await sharp(zip["coffee.jpg"]!).metadata();
  const portrait = await sharp(zip["coffee-rotated.jpg"]!).metadata();
  expect([landscape.format, landscape.width, landscape.height]).toEqual(["jpeg", 600, 400]);
  expect([portrait.format, portrait.width, portrait.height]).toEqual(["jpeg", 400, 600]);
  // The colours survive: the mean colour of the result is close to that of the source photo.
  const mean = async (input: Buffer | Uint8Array) =>
    (await sharp(input).stats()).channels.slice(0, 3).map((c) => c.mean);
  const [a, b] = [await mean(zip["coffee.jpg"]!), await mean(fs.readFileSync(photo("coffee.png")))];
  a.forEach((value, i) => expect(Math.abs(value - b[i]!)).toBeLessThan(6));

  await page.getByRole("button", { name: "Convert More Files" }).click();
  await page.getByRole("radio", { name: /PNG/ }).check();
  await page.locator('input[type="file"]').setInputFiles(photo("coffee-rotated.heic"));
  await page.getByRole("button", { name: "Convert to PNG" }).click();
  const png = await download(page, "Download PNG");
  expect(png.name).toBe("coffee-rotated.png");
  const meta = await sharp(png.bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", 400, 600]);
});
