import { readFile } from "node:fs/promises";
import jsQR from "jsqr";
import sharp from "sharp";
import { expect, gotoHydrated, test } from "../support.ts";
import { useAuditedSite } from "./audited-site.ts";

// The marketing tools with real outputs: the downloaded QR PNG decoded, the UTM link read
// back, and the link preview of a page on a local site.

const site = useAuditedSite((req, res) => {
  if (req.url === "/shared") {
    res
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><html><head><title>Rao Shoes</title><meta property="og:title" content="Diwali sale at Rao Shoes"><meta property="og:description" content="30% off all shoes."></head><body>Shoes</body></html>`,
      );
    return;
  }
  res.writeHead(404).end();
});

async function decodePngFile(path: string): Promise<string | null> {
  const { data, info } = await sharp(await readFile(path))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height, { inversionAttempts: "dontInvert" })?.data ?? null;
}

test("QR code generator: the downloaded PNG of a WhatsApp chat scans back to its link", async ({ page }) => {
  await gotoHydrated(page, "/tools/qr-code-generator");
  await page.getByLabel("What the code opens").selectOption("whatsapp");
  await page.getByLabel("WhatsApp number with country code").fill("+91 98765 43210");
  await page.getByLabel("Message filled in for them (optional)").fill("Hello, a quote please");
  await page.getByRole("button", { name: "Make QR code" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PNG" }).click();
  const file = await (await download).path();
  expect(await decodePngFile(file)).toBe("https://wa.me/919876543210?text=Hello%2C%20a%20quote%20please");
});

test("QR code generator: refuses an inverted code", async ({ page }) => {
  await gotoHydrated(page, "/tools/qr-code-generator");
  await page.getByLabel("Code colour").fill("#ffffff");
  await page.getByLabel("Background colour").fill("#000000");
  await expect(page.getByText(/inverted code/)).toBeVisible();
});

test("UTM builder: builds the tagged link, keeps it in the recent list and clears it", async ({ page }) => {
  await gotoHydrated(page, "/tools/utm-builder");
  await page.getByLabel("Page address").fill("https://shop.example/p?q=1#top");
  await page.getByRole("textbox", { name: /^Source/ }).fill("Facebook");
  await page.getByRole("textbox", { name: /^Medium/ }).fill("Paid Social");
  await page.getByRole("textbox", { name: /^Campaign/ }).fill("Diwali Sale");
  await page.getByRole("button", { name: "Build link" }).click();
  const link = "https://shop.example/p?q=1&utm_source=facebook&utm_medium=paid-social&utm_campaign=diwali-sale#top";
  await expect(page.locator("[data-utm-link]")).toHaveText(link);
  await expect(page.getByRole("list", { name: "Recent links" })).toContainText(link);
  await page.getByRole("button", { name: "Make QR code" }).click();
  await expect(page.locator("img[data-qr-code]")).toBeVisible();
  await page.getByRole("button", { name: "Clear list" }).click();
  await expect(page.getByRole("list", { name: "Recent links" })).toHaveCount(0);
});

test("Link preview checker: shows the cards of a local page and that its image is missing", async ({ page }) => {
  await gotoHydrated(page, "/tools/link-preview-checker");
  await page.getByLabel("Page address").fill(`${site().origin}/shared`);
  await page.getByRole("button", { name: "Check preview" }).click();
  await expect(page.getByText("Diwali sale at Rao Shoes").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Findings" })).toContainText("og:image is missing.");
});
