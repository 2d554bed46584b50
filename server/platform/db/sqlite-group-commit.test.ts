import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { createSqliteSubmissionWriter } from "./sqlite-group-commit.ts";
import { LEAD_DAY_SHARDS } from "#server/platform/db/submission-insert.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-group-commit-"));
  dirs.push(dir);
  return path.join(dir, "app.db");
}

const submission = (n: number) => ({
  type: "contact",
  data: { fullName: `Visitor ${n}`, message: `Message ${n}` },
  createdAt: new Date(Date.UTC(2026, 10, 22, 10, 0, n)),
});

const SOURCE_COLUMNS =
  "source text, channel text, landing_page text, utm_source text, utm_campaign text, email_key text, phone_key text, idempotency_key text unique";
const LEAD_DAYS_TABLE =
  "create table lead_days (day text not null, dimension text not null, key1 text not null, key2 text not null, shard integer not null, leads integer not null, primary key (day, dimension, key1, key2, shard))";
const CONSENT_RECORDS_TABLE =
  "create table consent_records (id integer primary key autoincrement, email text not null, subject text not null, subject_id integer not null, form text not null, notice_version text not null, purposes text not null, created_at text not null, withdrawn_at text)";

describe("SQLite group commit", () => {
  it("stores each lead's source and its daily counts with it, in the same transaction", async () => {
    const database = await openDatabase({ dialect: "sqlite", filename: ":memory:" });
    try {
      const withTools = {
        ...submission(1),
        source: {
          landingPage: "/tools/word-counter",
          landedAt: "2026-11-22T09:00:00.000Z",
          formPage: "/quote",
          referrerHost: null,
          utm: { utm_source: "newsletter" },
          gclid: false,
          fbclid: false,
          device: "desktop" as const,
          toolsUsed: [
            { tool: "word-counter", at: "2026-11-22T09:01:00.000Z" },
            { tool: "word-counter", at: "2026-11-22T09:02:00.000Z" },
          ],
          offerTool: "png-to-jpeg",
          channel: "campaign" as const,
        },
      };
      const [plain, tooled] = await Promise.all([
        database.insertSubmission(submission(0)),
        database.insertSubmission(withTools),
      ]);
      const counts = await database.db
        .selectFrom("lead_days")
        .selectAll()
        .orderBy("dimension")
        .orderBy("key1")
        .execute();
      const day = "2026-11-22";
      const [p, t] = [plain % LEAD_DAY_SHARDS, tooled % LEAD_DAY_SHARDS];
      expect(counts).toEqual(
        [
          { day, dimension: "campaign", key1: "newsletter", key2: "", shard: t, leads: 1 },
          { day, dimension: "channel", key1: "campaign", key2: "", shard: t, leads: 1 },
          { day, dimension: "channel", key1: "direct", key2: "", shard: p, leads: 1 },
          { day, dimension: "page", key1: "", key2: "", shard: p, leads: 1 },
          { day, dimension: "page", key1: "/tools/word-counter", key2: "", shard: t, leads: 1 },
          { day, dimension: "tool", key1: "png-to-jpeg", key2: "", shard: t, leads: 1 },
          { day, dimension: "tool", key1: "word-counter", key2: "", shard: t, leads: 1 },
        ].map((count) => ({ ...count, qualified: 0, won: 0 })),
      );
      const rows = await database.db
        .selectFrom("submissions")
        .select(["id", "channel", "landing_page", "utm_source"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { id: plain, channel: null, landing_page: null, utm_source: null },
        { id: tooled, channel: "campaign", landing_page: "/tools/word-counter", utm_source: "newsletter" },
      ]);
    } finally {
      await database.close();
    }
  });

  it("commits concurrent submissions together, and each is readable by another connection when its promise resolves", async () => {
    const file = tempFile();
    const database = await openDatabase({ dialect: "sqlite", filename: file });
    const reader = new Database(file, { readonly: true });
    const visible = reader.prepare("select data from submissions where id = ?");
    try {
      const seenOnResolve: boolean[] = [];
      const ids = await Promise.all(
        Array.from({ length: 300 }, (_, n) =>
          database.insertSubmission(submission(n)).then((id) => {
            seenOnResolve.push(visible.get(id) !== undefined);
            return id;
          }),
        ),
      );
      expect(new Set(ids).size).toBe(300);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(seenOnResolve.every(Boolean)).toBe(true);
      const rows = reader.prepare("select type, data, created_at from submissions order by id").all() as {
        data: string;
        created_at: string;
      }[];
      expect(rows).toHaveLength(300);
      expect(JSON.parse(rows[299]!.data)).toEqual(submission(299).data);
      expect(rows[1]!.created_at).toBe("2026-11-22T10:00:01.000Z");
    } finally {
      reader.close();
      await database.close();
    }
  });

  it("adds a batch's leads to the daily counts once per count and shard, and the counts add up", async () => {
    const database = await openDatabase({ dialect: "sqlite", filename: ":memory:" });
    try {
      await Promise.all(Array.from({ length: 300 }, (_, n) => database.insertSubmission(submission(n % 50))));
      const rows = await database.db.selectFrom("lead_days").selectAll().execute();
      // channel "direct" and page "" (not recorded), each spread over the shards.
      expect(rows.length).toBeLessThanOrEqual(2 * LEAD_DAY_SHARDS);
      const sum = (dimension: string) =>
        rows.filter((row) => row.dimension === dimension).reduce((total, row) => total + row.leads, 0);
      expect(sum("channel")).toBe(300);
      expect(sum("page")).toBe(300);
    } finally {
      await database.close();
    }
  });

  it("fails only the faulty row of a batch", async () => {
    const connection = new Database(":memory:");
    connection.exec(
      `create table submissions (id integer primary key autoincrement, type text not null check (type <> 'bad'), data text not null, created_at text not null, ${SOURCE_COLUMNS})`,
    );
    connection.exec(LEAD_DAYS_TABLE);
    connection.exec(CONSENT_RECORDS_TABLE);
    const writer = createSqliteSubmissionWriter(connection);
    const consent = { form: "contact", noticeVersion: "2026-11-28", purposes: ["reply"] } as const;
    const results = await Promise.allSettled([
      writer.insert({ ...submission(1), consent }),
      writer.insert({ ...submission(2), type: "bad", consent }),
      writer.insert({ ...submission(3), consent }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(connection.prepare("select count(*) as n from submissions").get()).toEqual({ n: 2 });
    // Each stored lead has its consent; the faulty one's rolled back with it.
    const ids = results.map((result) => (result.status === "fulfilled" ? result.value : null)).filter(Boolean);
    expect(connection.prepare("select subject_id from consent_records order by id").all()).toEqual(
      ids.map((id) => ({ subject_id: id })),
    );
    connection.close();
  });

  it("waits for a transaction another caller has open on the connection instead of joining it", async () => {
    const connection = new Database(":memory:");
    connection.exec(
      `create table submissions (id integer primary key autoincrement, type text not null, data text not null, created_at text not null, ${SOURCE_COLUMNS})`,
    );
    connection.exec(LEAD_DAYS_TABLE);
    connection.exec(CONSENT_RECORDS_TABLE);
    const writer = createSqliteSubmissionWriter(connection);
    connection.exec("begin");
    let settled = false;
    const inserted = writer.insert(submission(1)).then((id) => {
      settled = true;
      return id;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    connection.exec("rollback");
    expect(await inserted).toBe(1);
    expect(connection.prepare("select count(*) as n from submissions").get()).toEqual({ n: 1 });
    connection.close();
  });

  it("commits what is waiting when the database closes", async () => {
    const file = tempFile();
    const database = await openDatabase({ dialect: "sqlite", filename: file });
    const inserted = database.insertSubmission(submission(1));
    await database.close();
    expect(await inserted).toBe(1);
    const reader = new Database(file, { readonly: true });
    expect(reader.prepare("select count(*) as n from submissions").get()).toEqual({ n: 1 });
    reader.close();
  });
});
