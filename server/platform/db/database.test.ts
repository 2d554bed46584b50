import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { type AppDatabase, MIGRATION_LOCK_KEY, openDatabase } from "./database.ts";
import { databaseTargets, suiteDatabase, UNWORKED_LEAD } from "./test-support/databases.ts";

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`database on ${name}`, () => {
    let database: AppDatabase;
    suiteDatabase(target, (ready) => (database = ready));

    it("creates every table of the design", async () => {
      const tables = (await database.db.introspection.getTables()).map((table) => table.name);
      expect(tables).toEqual(expect.arrayContaining(["submissions", "subscribers", "admin_users", "admin_sessions"]));
    });

    it("answers a ping", async () => {
      await expect(database.ping()).resolves.toBeUndefined();
    });

    it("generates ids and returns rows the same way on both dialects", async () => {
      const createdAt = "2026-11-22T10:00:00.000Z";
      const first = await database.db
        .insertInto("submissions")
        .values({ type: "contact", data: JSON.stringify({ fullName: "Asha" }), created_at: createdAt })
        .returning(["id"])
        .executeTakeFirstOrThrow();
      const second = await database.db
        .insertInto("submissions")
        .values({ type: "quote", data: "{}", created_at: createdAt })
        .returning(["id"])
        .executeTakeFirstOrThrow();
      expect(typeof first.id).toBe("number");
      expect(second.id).toBeGreaterThan(first.id);
      const row = await database.db
        .selectFrom("submissions")
        .selectAll()
        .where("id", "=", first.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        id: first.id,
        type: "contact",
        data: '{"fullName":"Asha"}',
        created_at: createdAt,
        read_at: null,
        first_response_at: null,
        source: null,
        channel: null,
        landing_page: null,
        utm_source: null,
        utm_campaign: null,
        ...UNWORKED_LEAD,
        email_key: null,
        phone_key: null,
        idempotency_key: null,
        first_answer: null,
      });
      const { count } = await database.db
        .selectFrom("submissions")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      expect(count).toBe(2);
    });

    it("enforces unique subscriber e-mails", async () => {
      const insert = () =>
        database.db
          .insertInto("subscribers")
          .values({ email: "a@example.com", created_at: new Date().toISOString() })
          .execute();
      await insert();
      await expect(insert()).rejects.toThrow();
    });

    it("deletes an admin's sessions with the admin", async () => {
      const now = new Date().toISOString();
      const user = await database.db
        .insertInto("admin_users")
        .values({ username: "staff", password_hash: "scrypt$x", created_at: now })
        .returning(["id"])
        .executeTakeFirstOrThrow();
      await database.db
        .insertInto("admin_sessions")
        .values({ token_hash: "h1", user_id: user.id, created_at: now, expires_at: now })
        .execute();
      await database.db.deleteFrom("admin_users").where("id", "=", user.id).execute();
      const left = await sql<{ n: number }>`select count(*) as n from admin_sessions`.execute(database.db);
      expect(Number(left.rows[0]?.n)).toBe(0);
    });

    it("finds an owner's leads and the due follow-ups through the partial indexes", async () => {
      const lookups = {
        submissions_owner_created_at: sql`select id from submissions where owner_id = ${1} order by created_at desc, id desc limit 50`,
        submissions_owner_status: sql`select status, count(*) from submissions where owner_id = ${1} group by status`,
        submissions_follow_up_on: sql`select count(*) from submissions where follow_up_on = ${"2026-11-25"} and status in ('new', 'contacted')`,
      };
      for (const [index, query] of Object.entries(lookups)) {
        const plan = await database.db.transaction().execute(async (trx) => {
          if (name === "sqlite") return JSON.stringify((await sql`explain query plan ${query}`.execute(trx)).rows);
          // A table this small is read whole unless the planner is told not to.
          await sql`set local enable_seqscan = off`.execute(trx);
          return JSON.stringify((await sql`explain ${query}`.execute(trx)).rows);
        });
        expect(plan, index).toContain(index);
      }
    });

    it("is idempotent: opening an already migrated database applies nothing new", async () => {
      if (name === "sqlite") return; // in-memory SQLite is a new database per connection
      const again = await openDatabase(await target());
      await again.close();
    });
  });
}

for (const { available, target } of databaseTargets().filter((each) => each.name === "postgres")) {
  describe.skipIf(!available)("migrations on postgres", () => {
    it("let two instances that start at the same moment on one fresh database both open it", async () => {
      const fresh = await target();
      const opened = await Promise.allSettled([openDatabase(fresh), openDatabase(fresh), openDatabase(fresh)]);
      try {
        expect(opened.map((each) => each.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
        const [first] = opened.flatMap((each) => (each.status === "fulfilled" ? [each.value] : []));
        const { rows } = await sql<{ name: string; times: number }>`select name, count(*) as times
          from kysely_migration group by name having count(*) > 1`.execute(first!.db);
        expect(rows).toEqual([]);
        const tables = (await first!.db.introspection.getTables()).map((table) => table.name);
        expect(tables).toContain("shared_limits");
      } finally {
        for (const each of opened) if (each.status === "fulfilled") await each.value.close();
      }
    });

    it("waits for the migration lock another instance holds", async () => {
      const fresh = await target();
      if (fresh.dialect !== "postgres") throw new Error("a PostgreSQL target");
      const { default: pg } = await import("pg");
      const holder = new pg.Client({ connectionString: fresh.connectionString });
      await holder.connect();
      await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      let opened = false;
      const opening = openDatabase(fresh).then((database) => {
        opened = true;
        return database;
      });
      try {
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(opened).toBe(false);
      } finally {
        await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        await holder.end();
      }
      await (await opening).close();
      expect(opened).toBe(true);
    });
  });
}
