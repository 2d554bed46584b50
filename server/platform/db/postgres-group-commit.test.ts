import crypto from "node:crypto";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { StoredLeadSource } from "#contracts/leads/lead-source-schema.ts";
import { type AppDatabase, openDatabase } from "./database.ts";
import { createPostgresSubmissionWriter, type PreparedQueries } from "./postgres-group-commit.ts";
import type { DatabaseSchema } from "./schema.ts";
import { LEAD_DAY_SHARDS, leadDayCounts, type NewSubmission } from "#server/platform/db/submission-insert.ts";
import { createTestDatabase } from "./test-support/postgres-cluster.ts";

const postgresUrl = inject("postgresUrl");

const source = (n: number): StoredLeadSource => ({
  landingPage: `/tools/tool-${n % 3}`,
  landedAt: "2026-11-22T09:00:00.000Z",
  formPage: "/quote",
  referrerHost: null,
  utm: { utm_source: "newsletter", utm_campaign: `c${n % 2}` },
  gclid: false,
  fbclid: false,
  device: "desktop",
  toolsUsed: [{ tool: `tool-${n % 4}`, at: "2026-11-22T09:01:00.000Z" }],
  offerTool: n % 5 === 0 ? "png-to-jpeg" : undefined,
  channel: "campaign",
});

const submission = (n: number): NewSubmission => ({
  type: "contact",
  data: { fullName: `Visitor ${n}`, email: `visitor${n}@example.com` },
  createdAt: new Date(Date.UTC(2026, 10, 22, 10, 0, n % 60)),
  source: n % 2 === 0 ? source(n) : null,
});

describe.skipIf(postgresUrl === null)("PostgreSQL group commit", () => {
  let database: AppDatabase;
  let url: string;
  /** The writer's own pools (Kysely's for one-by-one inserts, pg's for batches), logging every statement they send. */
  let logged: Kysely<DatabaseSchema>;
  let batchPool: pg.Pool;
  const loggedBatches: PreparedQueries = {
    query(config) {
      statements.push(config.text);
      return batchPool.query(config);
    },
  };
  const statements: string[] = [];

  beforeAll(async () => {
    url = await createTestDatabase(postgresUrl ?? "", `group_${crypto.randomBytes(6).toString("hex")}`);
    database = await openDatabase({ dialect: "postgres", connectionString: url });
    logged = new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 4 }) }),
      log: (event) => void statements.push(event.query.sql),
    });
    batchPool = new pg.Pool({ connectionString: url, max: 4 });
  });
  afterAll(async () => {
    await logged?.destroy();
    await batchPool?.end();
    await database?.close();
  });

  const reset = async () => {
    await database.db.deleteFrom("lead_days").execute();
    await database.db.deleteFrom("submissions").execute();
    statements.length = 0;
  };
  const inserts = () => statements.filter((text) => /insert into "?submissions"?/.test(text)).length;

  it("inserts concurrent submissions in a few multi-row statements, each visible elsewhere when its promise resolves", async () => {
    await reset();
    const writer = createPostgresSubmissionWriter(logged, loggedBatches);
    const reader = new pg.Pool({ connectionString: url, max: 1 });
    try {
      const seen: Promise<boolean>[] = [];
      const ids = await Promise.all(
        Array.from({ length: 300 }, (_, n) =>
          writer.insert(submission(n)).then((id) => {
            seen.push(
              reader.query("select 1 from submissions where id = $1", [id]).then((result) => result.rowCount === 1),
            );
            return id;
          }),
        ),
      );
      expect(await Promise.all(seen)).toEqual(ids.map(() => true));
      expect(new Set(ids).size).toBe(300);
      // 256 rows at most per statement: 300 submissions arriving at once take two.
      expect(inserts()).toBe(2);
      // Each caller got the id of its own row.
      const rows = await database.db.selectFrom("submissions").select(["id", "data", "created_at"]).execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      ids.forEach((id, n) => {
        expect(JSON.parse(byId.get(id)!.data)).toEqual(submission(n).data);
        expect(byId.get(id)!.created_at).toBe(submission(n).createdAt.toISOString());
      });
    } finally {
      await reader.end();
    }
  });

  it("sends a batch as a named statement, parsed once per connection and then planned once for all batches", async () => {
    await reset();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const writer = createPostgresSubmissionWriter(logged, client);
      for (let round = 0; round < 8; round++) {
        await Promise.all(Array.from({ length: 5 + round }, (_, n) => writer.insert(submission(n))));
      }
      const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
        "select generic_plans, custom_plans from pg_prepared_statements",
      );
      // One statement for the eight batches; after PostgreSQL's five custom plans, its generic plan.
      expect(rows).toHaveLength(1);
      expect(Number(rows[0]!.generic_plans) + Number(rows[0]!.custom_plans)).toBe(8);
      expect(Number(rows[0]!.generic_plans)).toBeGreaterThan(0);
      expect(await database.db.selectFrom("submissions").select("id").execute()).toHaveLength(5 * 8 + 28);
    } finally {
      await client.end();
    }
  });

  it("stores the same rows and daily counts as inserting the leads one by one", async () => {
    await reset();
    const writer = createPostgresSubmissionWriter(logged, loggedBatches);
    const ids = await Promise.all(Array.from({ length: 120 }, (_, n) => writer.insert(submission(n))));
    const stored = await database.db.selectFrom("submissions").selectAll().orderBy("id").execute();
    const counts = await database.db.selectFrom("lead_days").selectAll().execute();
    // Each batch writes its counts to one shard: the sums per count are those of the leads.
    const sums = (rows: { day: string; dimension: string; key1: string; key2: string; leads: number }[]) => {
      const byCount = new Map<string, number>();
      for (const row of rows) {
        const key = [row.day, row.dimension, row.key1, row.key2].join("|");
        byCount.set(key, (byCount.get(key) ?? 0) + row.leads);
      }
      return Object.fromEntries([...byCount].sort());
    };
    expect(sums(counts)).toEqual(sums(leadDayCounts(ids.map((id, n) => ({ id, submission: submission(n) })))));
    expect(counts.filter((row) => row.dimension === "channel").reduce((sum, row) => sum + row.leads, 0)).toBe(120);
    expect(Math.max(...counts.map((row) => row.shard))).toBeLessThan(LEAD_DAY_SHARDS);
    // 120 leads arriving at once make one batch: one row per count, not one per count and shard.
    expect(counts.length).toBe(Object.keys(sums(counts)).length);

    // The same leads through the one-by-one path give the same rows, ids aside.
    await reset();
    for (let n = 0; n < 120; n++) await database.insertSubmission(submission(n)).then(() => undefined);
    const single = await database.db.selectFrom("submissions").selectAll().orderBy("id").execute();
    const withoutId = ({ id: _id, ...row }: (typeof stored)[number]) => row;
    expect(single.map(withoutId)).toEqual(stored.map(withoutId));
  });

  it("fails only the faulty row of a batch, and the others' counts are kept", async () => {
    await reset();
    const writer = createPostgresSubmissionWriter(logged, loggedBatches);
    // PostgreSQL refuses a NUL character in text: that row fails, the batch falls back.
    const results = await Promise.allSettled([
      writer.insert(submission(1)),
      writer.insert({ ...submission(2), type: "bad\u0000" }),
      writer.insert(submission(3)),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const rows = await database.db.selectFrom("submissions").select("id").orderBy("id").execute();
    expect(rows.map((row) => row.id)).toEqual(
      results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : [])),
    );
    const channel = await database.db
      .selectFrom("lead_days")
      .select("leads")
      .where("dimension", "=", "channel")
      .execute();
    expect(channel.reduce((sum, row) => sum + row.leads, 0)).toBe(2);
  });

  it("fails every waiting submission, without retrying, when the connection is lost", async () => {
    const brokenPool = new pg.Pool({
      connectionString: "postgres://app@127.0.0.1:1/none",
      connectionTimeoutMillis: 2000,
    });
    const broken = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: brokenPool }) });
    try {
      const writer = createPostgresSubmissionWriter(broken, brokenPool);
      const results = await Promise.allSettled([writer.insert(submission(1)), writer.insert(submission(2))]);
      expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    } finally {
      await broken.destroy();
    }
  });

  it("commits what is waiting before the database closes", async () => {
    const own = await openDatabase({ dialect: "postgres", connectionString: url });
    const before = (await database.db.selectFrom("submissions").select("id").execute()).length;
    const inserted = Array.from({ length: 20 }, (_, n) => own.insertSubmission(submission(n)));
    await own.close();
    expect(await Promise.all(inserted)).toHaveLength(20);
    expect((await database.db.selectFrom("submissions").select("id").execute()).length).toBe(before + 20);
  });
});
