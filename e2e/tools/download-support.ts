import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/** Clicks the button `name`, saves what it downloads into `dir`, and returns its suggested name and bytes. */
export async function downloadFrom(page: Page, dir: string, name: string) {
  const [event] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
  const file = path.join(dir, `${Date.now()}-${event.suggestedFilename()}`);
  await event.saveAs(file);
  return { name: event.suggestedFilename(), bytes: fs.readFileSync(file) };
}
