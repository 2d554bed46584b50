import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/**
 * Clicks the button `name`, saves what it downloads into `dir` under a name of its own, and
 * returns its suggested name, where it was saved and its bytes.
 */
export async function downloadFrom(page: Page, dir: string, name: string | RegExp) {
  const [event] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
  const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}-${event.suggestedFilename()}`);
  await event.saveAs(file);
  return { name: event.suggestedFilename(), file, bytes: fs.readFileSync(file) };
}
