import Fastify from "fastify";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "#server/platform/db/database.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { createTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { healthRoutes } from "./health.ts";

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`health and readiness on ${name}`, () => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });
    const get = (url: string) => t!.app.inject({ method: "GET", url });

    it("answers /api/health with 200 {status: ok} and /api/ready with 200 once migrated", async () => {
      t = await createTestApp(await target());
      const health = await get("/api/health");
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: "ok" });
      expect(health.headers["cache-control"]).toBe("no-store");
      const ready = await get("/api/ready");
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready", database: { dialect: name, latencyMs: expect.any(Number) } });
      expect(ready.headers["cache-control"]).toBe("no-store");
    });

    it("answers /api/ready with 503 and the migrations when one is not applied", async () => {
      t = await createTestApp(await target());
      const [first] = (
        await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.database.db)
      ).rows;
      expect(first).toBeDefined();
      await sql`delete from kysely_migration where name = ${first!.name}`.execute(t.database.db);
      const ready = await get("/api/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: "not ready",
        reason: "1 migration(s) not applied",
        database: { dialect: name },
        pendingMigrations: [first!.name],
      });
      expect((await get("/api/health")).statusCode).toBe(200);
    });

    it("answers /api/ready with 503 when the database is gone, while /api/health stays 200", async () => {
      t = await createTestApp(await target());
      await t.database.close();
      const ready = await get("/api/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: "not ready",
        reason: "database unreachable",
        database: { dialect: name },
      });
      const health = await get("/api/health");
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: "ok" });
      await t.app.close();
      t = undefined;
    });
  });
}

describe("readiness against a database that does not answer", () => {
  it("answers 503 after the timeout, and concurrent probes share one check", async () => {
    let pings = 0;
    const hanging = {
      dialect: "postgres",
      ping: () => {
        pings += 1;
        return new Promise<void>(() => {});
      },
    } as unknown as AppDatabase;
    const app = Fastify();
    await app.register(healthRoutes, { database: hanging, readyTimeoutMs: 50 });
    try {
      const [first, second] = await Promise.all([
        app.inject({ method: "GET", url: "/api/ready" }),
        app.inject({ method: "GET", url: "/api/ready" }),
      ]);
      for (const response of [first, second]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          status: "not ready",
          reason: "database did not answer within 50 ms",
          database: { dialect: "postgres" },
        });
      }
      expect(pings).toBe(1);
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
