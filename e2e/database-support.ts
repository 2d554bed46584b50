import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect } from "./support.ts";

// The e2e server's SQLite file (playwright.config.ts puts it in E2E_DB_DIR): specs seed
// rows into it and read stored ones back.

/** A connection to the e2e database; one that writes waits for the server's own writes. */
export function e2eDatabase(options: { readonly?: boolean } = {}) {
  const file = path.join(process.env.E2E_DB_DIR ?? "", "e2e.db");
  const db = new Database(file, { readonly: options.readonly === true, fileMustExist: true });
  if (!options.readonly) db.pragma("busy_timeout = 5000");
  return db;
}

/** Makes this browser's admin session expire in the database (as 24 hours passing would). */
export async function expireAdminSession(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "crestline_admin");
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Strict");
  const tokenHash = crypto
    .createHash("sha256")
    .update(cookie?.value ?? "")
    .digest("hex");
  const db = e2eDatabase();
  try {
    const result = db
      .prepare("update admin_sessions set expires_at = ? where token_hash = ?")
      .run("2000-01-01T00:00:00.000Z", tokenHash);
    expect(result.changes).toBe(1);
  } finally {
    db.close();
  }
}
