import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { unzipSync } from "fflate";
import { DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "../support.ts";
import { downloadFrom } from "./download-support.ts";

// The image tools on real photos (corpus/photos, see its README): every output is read back
// with sharp, so sizes, dimensions and orientation are checked on the bytes.

const photos = path.resolve("corpus/photos");
const photo = (name: string) => path.join(photos, name);
let dir: string;
test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-image-tools-"));
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const download = (page: Page, name: string) => downloadFrom(page, dir, name);

const corrupt = { name: "broken.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) };
const done = (page: Page, text: string) =>
  expect(page.getByRole("status").filter({ hasText: text })).toBeVisible({ timeout: 60_000 });

// The compressor's inputs in all four formats: the corpus's PNG and JPEGs (one sideways with a
// GPS position), and a WebP and an AVIF made here from corpus photos at a high quality.
async function compressInputs() {
  const webp = await sharp(photo("chelsea.png")).webp({ quality: 95 }).toBuffer();
  const avif = await sharp(photo("astronaut.png")).avif({ quality: 90 }).toBuffer();
  return {
    "coffee.png": fs.readFileSync(photo("coffee.png")),
    "rocket.jpg": fs.readFileSync(photo("rocket.jpg")),
    "chelsea-rotated-gps.jpg": fs.readFileSync(photo("chelsea-rotated-gps.jpg")),
    "chelsea.webp": webp,
    "astronaut.avif": avif,
  } as Record<string, Buffer>;
}

test("Compress image: JPEG, PNG, WebP and AVIF each smaller in its own format, upright, without EXIF; a ZIP of all", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const inputs = await compressInputs();
  expect((await sharp(inputs["chelsea-rotated-gps.jpg"]).metadata()).exif).toBeDefined();
  const mime = (name: string) =>
    `image/${{ png: "png", jpg: "jpeg", webp: "webp", avif: "avif" }[name.split(".").pop()!]}`;
  await gotoHydrated(page, "/tools/compress-image");
  await expect(
    page.getByText(
      "Location and camera details (EXIF and XMP) are removed from every compressed image, JPEG, PNG, WebP or AVIF",
    ),
  ).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles(Object.entries(inputs).map(([name, buffer]) => ({ name, mimeType: mime(name), buffer })));
  await page.locator('input[type="file"]').setInputFiles(corrupt);
  const items = page.getByRole("list", { name: "Files to convert" }).getByRole("listitem");
  await expect(items).toHaveCount(6);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Compress images" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Conversion complete: 5 of 6 files" })).toBeVisible({
    timeout: 200_000,
  });
  await expect(items.nth(5).getByRole("alert")).toHaveText(DAMAGED_FILE_MESSAGE);

  const zip = await download(page, "Download All (ZIP)");
  expect(zip.name).toBe("compressed-images.zip");
  const entries = unzipSync(new Uint8Array(zip.bytes));
  expect(Object.keys(entries)).toEqual(Object.keys(inputs));
  for (const [name, bytes] of Object.entries(entries)) {
    const before = await sharp(inputs[name]).metadata();
    const after = await sharp(bytes).metadata();
    expect(bytes.length, name).toBeLessThan(inputs[name]!.length);
    expect(after.format, name).toBe(before.format);
    expect(after.exif, name).toBeUndefined();
    // Same picture size, upright: the sideways-stored photo is 300×451 with no orientation left to apply.
    const upright = name === "chelsea-rotated-gps.jpg" ? [300, 451] : [before.width, before.height];
    expect([after.width, after.height, after.orientation ?? 1], name).toEqual([...upright, 1]);
  }
});

test("Compress image: a target size in KB is met, a before/after divider by keyboard, an already compact file given back", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/compress-image");
  await page.locator('input[type="file"]').setInputFiles(photo("rocket.jpg"));
  await page.getByRole("radio", { name: "Aim for a file size" }).check();
  await page.getByRole("textbox", { name: "Target size per image (KB)" }).fill("40");
  await page.getByRole("button", { name: "Compress images" }).click();
  const divider = page.getByRole("slider", { name: /Divider between original/ });
  await expect(divider).toBeVisible({ timeout: 60_000 });
  await divider.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(divider).toHaveValue("49");
  const result = await download(page, "Download compressed image");
  expect(result.name).toBe("rocket.jpg");
  expect(result.bytes.length).toBeLessThanOrEqual(40 * 1024);
  expect(result.bytes.length).toBeGreaterThan(20 * 1024);
  expect((await sharp(result.bytes).metadata()).width).toBe(640);

  // A camera JPEG saved at quality 10, its EXIF (camera, GPS) kept: quality 75 is smaller than the
  // file but not than its picture without the EXIF, so that picture comes back, the same pixels.
  const compact = await sharp(photo("nikon-gps.jpg")).keepExif().jpeg({ quality: 10 }).toBuffer();
  expect((await sharp(compact).metadata()).exif).toBeDefined();
  await page.getByRole("button", { name: "Convert Another" }).click();
  await page.getByRole("radio", { name: "Choose a quality" }).check();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "small.jpg", mimeType: "image/jpeg", buffer: compact });
  await page.getByRole("button", { name: "Compress images" }).click();
  await expect(page.getByText(/^Already compact: .*your original picture, unchanged, with its location/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole("slider", { name: /Divider between original/ })).toHaveCount(0);
  const original = await download(page, "Download compressed image");
  expect(original.bytes.length).toBeLessThan(compact.length);
  expect((await sharp(original.bytes).metadata()).exif).toBeUndefined();
  expect(original.bytes.includes(Buffer.from("NIKON"))).toBe(false);
  const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
  expect((await pixels(original.bytes)).equals(await pixels(compact))).toBe(true);

  // The same with an AVIF carrying the camera's EXIF (GPS) and an XMP packet as items of its container.
  const compactAvif = await sharp(photo("nikon-gps.jpg")).keepMetadata().avif({ quality: 10 }).toBuffer();
  expect((await sharp(compactAvif).metadata()).exif).toBeDefined();
  await page.getByRole("button", { name: "Convert Another" }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "small.avif", mimeType: "image/avif", buffer: compactAvif });
  await page.getByRole("button", { name: "Compress images" }).click();
  await expect(page.getByText(/^Already compact: .*your original picture, unchanged, with its location/)).toBeVisible({
    timeout: 60_000,
  });
  const avif = await download(page, "Download compressed image");
  expect(avif.name).toBe("small.avif");
  expect(avif.bytes.length).toBeLessThan(compactAvif.length);
  expect((await sharp(avif.bytes).metadata()).exif).toBeUndefined();
  expect(avif.bytes.includes(Buffer.from("NIKON"))).toBe(false);
  expect((await pixels(avif.bytes)).equals(await pixels(compactAvif))).toBe(true);
});

test("Compress image: a target size that cannot be reached is said, with the smallest size reached", async ({
  page,
}) => {
  // A 4000 x 3000 photo: even at the lowest quality its JPEG is far over 5 KB.
  const large = await sharp(photo("rocket.jpg")).resize(4000, 3000).jpeg({ quality: 90 }).toBuffer();
  await gotoHydrated(page, "/tools/compress-image");
  await page.locator('input[type="file"]').setInputFiles({ name: "large.jpg", mimeType: "image/jpeg", buffer: large });
  await page.getByRole("radio", { name: "Aim for a file size" }).check();
  await page.getByRole("textbox", { name: "Target size per image (KB)" }).fill("5");
  await page.getByRole("button", { name: "Compress images" }).click();
  const missed = page.getByText(
    /^Could not reach 5 KB: the smallest this image goes, at the lowest quality, is [\d.]+ KB\. Try/,
  );
  await expect(missed).toBeVisible({ timeout: 120_000 });
  await expectNoA11yViolations(page);
  const result = await download(page, "Download compressed image");
  const kb = Number(/is ([\d.]+) KB/.exec((await missed.textContent())!)![1]);
  expect(kb).toBeCloseTo(result.bytes.length / 1024, 1);
  expect(result.bytes.length).toBeGreaterThan(5 * 1024);
  expect(result.bytes.length).toBeLessThan(large.length);
  await page.setViewportSize({ width: 390, height: 844 });
  await missed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("target-missed-390.png") });
});

test("Resize for social media: exact pixels for a preset and a custom size, focus by keyboard, a corrupt file told", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/resize-image");
  await page.locator('input[type="file"]').setInputFiles([photo("coffee.png"), photo("rocket.jpg")]);
  await page.locator('input[type="file"]').setInputFiles(corrupt);
  // Another photo named rocket.jpg (from another folder): its result is numbered, not lost.
  await page.locator('input[type="file"]').setInputFiles({
    name: "rocket.jpg",
    mimeType: "image/jpeg",
    buffer: fs.readFileSync(photo("nikon-gps.jpg")),
  });
  await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "Instagram story (1080 × 1920)" });
  const focus = page.getByRole("slider", { name: /Focus point/ });
  await focus.focus();
  await page.keyboard.press("ArrowRight");
  await expect(focus).toHaveAttribute("aria-valuetext", "55% across, 50% down");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Resize images" }).click();
  await done(page, "Conversion complete: 3 of 4 files");
  await expect(page.getByRole("alert").filter({ hasText: DAMAGED_FILE_MESSAGE })).toBeVisible();
  const zip = unzipSync(new Uint8Array((await download(page, "Download All (ZIP)")).bytes));
  expect(Object.keys(zip)).toEqual(["coffee-1080x1920.png", "rocket-1080x1920.jpg", "rocket-1080x1920 (2).jpg"]);
  for (const bytes of Object.values(zip)) {
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
  }
  const [first, second] = [zip["rocket-1080x1920.jpg"]!, zip["rocket-1080x1920 (2).jpg"]!];
  expect(Buffer.from(first).equals(Buffer.from(second))).toBe(false);
  const row = await download(page, "Download rocket-1080x1920 (2).jpg");
  expect(row.bytes.equals(Buffer.from(second))).toBe(true);

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
  // A photo of the same name from another album (here the portrait one): its JPG is numbered.
  await page.locator('input[type="file"]').setInputFiles({
    name: "coffee.heic",
    mimeType: "image/heic",
    buffer: fs.readFileSync(photo("coffee-rotated.heic")),
  });
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Convert to JPG" }).click();
  await done(page, "Conversion complete: 3 of 4 files");
  await expect(page.getByRole("alert").filter({ hasText: DAMAGED_FILE_MESSAGE })).toBeVisible();
  const zip = unzipSync(new Uint8Array((await download(page, "Download All (ZIP)")).bytes));
  expect(Object.keys(zip)).toEqual(["coffee.jpg", "coffee-rotated.jpg", "coffee (2).jpg"]);
  const landscape = await sharp(zip["coffee.jpg"]!).metadata();
  const portrait = await sharp(zip["coffee-rotated.jpg"]!).metadata();
  expect([landscape.format, landscape.width, landscape.height]).toEqual(["jpeg", 600, 400]);
  expect([portrait.format, portrait.width, portrait.height]).toEqual(["jpeg", 400, 600]);
  const second = await download(page, "Download coffee (2).jpg");
  expect(second.name).toBe("coffee (2).jpg");
  expect(second.bytes.equals(Buffer.from(zip["coffee (2).jpg"]!))).toBe(true);
  const secondMeta = await sharp(second.bytes).metadata();
  expect([secondMeta.width, secondMeta.height]).toEqual([400, 600]);
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
