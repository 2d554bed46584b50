import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";

/**
 * Stores a contact lead straight into the e2e server's database (the form's own path is tested
 * in lead-forms.spec.ts) and returns its id. Its e-mail defaults to one of its own, lower-cased as
 * the server keys one person's requests.
 */
export function seedLead(name: string, minutesAgo = 2, email = `${name.replace(/\W+/g, ".")}@example.com`): number {
  const db = new Database(path.join(process.env.E2E_DB_DIR ?? "", "e2e.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const data = { fullName: name, email, message: "Please call me." };
    const created = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    return Number(
      db
        .prepare("insert into submissions (type, data, created_at, email_key) values ('contact', ?, ?, ?)")
        .run(JSON.stringify(data), created, email.toLowerCase()).lastInsertRowid,
    );
  } finally {
    db.close();
  }
}

/**
 * Types into the dashboard's search box and waits until the leads (list or board) matching it
 * are on the page: until then the unfiltered leads are still shown, and a click or a key could
 * land on one of them.
 */
export async function searchLeads(page: Page, text: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return /\/api\/admin\/(submissions|board)$/.test(url.pathname) && url.searchParams.get("q") === text.trim();
  });
  await page.getByLabel("Search submissions by name, email or message").fill(text);
  await answered;
  // The answer is drawn in the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
