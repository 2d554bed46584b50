import path from "node:path";
import Database from "better-sqlite3";

/**
 * Stores a contact lead straight into the e2e server's database (the form's own path is tested
 * in leads.spec.ts) and returns its id. Its e-mail defaults to one of its own, lower-cased as
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
