import Database from "better-sqlite3";
import pg from "pg";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "./platform/db/test-support/postgres-cluster.ts";
import { numberedContact, type ServerProcess, startServerProcess } from "./test-support/server-process.ts";

// Durability: a submission acknowledged with 201 is stored, even when the
// server process is killed without warning in the middle of a stream of submissions.
const servers: ServerProcess[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) if (server.child.exitCode === null) server.child.kill("SIGKILL");
});

const contact = (n: number) => numberedContact(n, "Crash", "the server is about to be killed");

async function killMidStream(env: Record<string, string>) {
  const server = await startServerProcess({ ...env, RATE_LIMIT_ALLOW_LIST: "127.0.0.1", LOG_LEVEL: "warn" });
  servers.push(server);
  const acknowledged: number[] = [];
  let sent = 0;
  let stop = false;
  // Eight clients send submissions back to back; the process is killed while they do.
  const clients = Array.from({ length: 8 }, async () => {
    while (!stop) {
      const n = sent++;
      try {
        const response = await server.request("/api/submissions", { method: "POST", body: contact(n) });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
      } catch {
        return; // the connection died with the process
      }
    }
  });
  // Kill once a good number are acknowledged (the machine may be slow), with requests in flight.
  const deadline = Date.now() + 30_000;
  while (acknowledged.length < 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  server.child.kill("SIGKILL");
  stop = true;
  await Promise.all(clients);
  await server.exited;
  console.log(
    `${env.DATABASE_URL?.split(":")[0]}: ${acknowledged.length} submissions acknowledged before SIGKILL, ${sent} sent`,
  );
  return { acknowledged, sent };
}

describe("a SIGKILL in the middle of a stream of submissions", { timeout: 120_000 }, () => {
  it("loses no acknowledged submission on SQLite, and the restarted server reads them all", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "crestline-crash-")), "app.db");
    const { acknowledged, sent } = await killMidStream({ DATABASE_URL: `file:${file}` });
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(sent).toBeGreaterThan(acknowledged.length - 1);

    // The database file is consistent and holds every acknowledged id.
    const db = new Database(file, { readonly: true });
    const stored = new Set((db.prepare("select id from submissions").all() as { id: number }[]).map((row) => row.id));
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    db.close();
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    // A restart on the same file serves, and accepts new submissions.
    const restarted = await startServerProcess({ DATABASE_URL: `file:${file}` });
    servers.push(restarted);
    expect((await restarted.request("/api/health")).status).toBe(200);
    expect((await restarted.request("/api/submissions", { method: "POST", body: contact(99_999) })).status).toBe(201);
  });

  it.skipIf(inject("postgresUrl") === null)("loses no acknowledged submission on PostgreSQL", async () => {
    const url = await createTestDatabase(inject("postgresUrl") ?? "", `crash_${crypto.randomBytes(4).toString("hex")}`);
    const { acknowledged } = await killMidStream({ DATABASE_URL: url });
    expect(acknowledged.length).toBeGreaterThan(20);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ id: number }>("select id from submissions");
    await client.end();
    const stored = new Set(rows.map((row) => Number(row.id)));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });
});
