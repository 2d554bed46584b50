import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { type Hit, searchWholeDatabase } from "#server/privacy/test-support/whole-database-search.ts";
import { type MailCapture, startSiteWithMail } from "./mail-capture-support.ts";

// The "my data" spec's own site: the built site on its own port and SQLite file, sending mail
// to the capture, in demo mode (the demo admin signs in); and the search of that whole file.

export interface MyDataSite {
  origin: string;
  databaseFile: string;
  stop(): Promise<void>;
}

export async function startMyDataSite(capture: MailCapture): Promise<MyDataSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-my-data-"));
  const databaseFile = path.join(dir, "app.db");
  const site = await startSiteWithMail(capture, { DATABASE_URL: `file:${databaseFile}` });
  return {
    origin: site.origin,
    databaseFile,
    async stop() {
      await site.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every table and column of the site's SQLite file (from its catalogue) that holds `needle`. */
export async function searchSiteDatabase(file: string, needle: string): Promise<Hit[]> {
  const connection = new Database(file, { readonly: true, fileMustExist: true });
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: connection }) });
  try {
    return await searchWholeDatabase(db, "sqlite", needle);
  } finally {
    await db.destroy();
  }
}
