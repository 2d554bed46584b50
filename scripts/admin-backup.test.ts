import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { AUTH_SIGN_IN_PATH } from "#contracts/auth/session.ts";
import { DEMO_ADMIN } from "#server/auth/admin-users.ts";
import { backupSqlite } from "#server/platform/db/backup.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { numberedContact, type ServerProcess, startServerProcess } from "#server/test-support/server-process.ts";
import { runAdminScript } from "./admin-test-support.ts";

const dirs: string[] = [];
const servers: ServerProcess[] = [];

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-backup-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const server of servers.splice(0)) if (server.child.exitCode === null) server.child.kill("SIGKILL");
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const contact = (n: number) => numberedContact(n, "Backup", "a backup is being taken");

async function signedInStats(server: ServerProcess): Promise<{ total: number }> {
  const origin = `http://127.0.0.1:${server.port}`;
  const signIn = await fetch(`${origin}${AUTH_SIGN_IN_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(DEMO_ADMIN),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  const stats = await fetch(`${origin}/api/admin/stats`, { headers: { cookie } });
  expect(stats.status).toBe(200);
  return (await stats.json()) as { total: number };
}

describe("npm run admin -- backup", { timeout: 120_000 }, () => {
  it("copies the SQLite database while the server takes submissions; the copy holds every acknowledged one and restores", async () => {
    const dir = tempDir();
    const databaseFile = path.join(dir, "app.db");
    const backupFile = path.join(dir, "backup.db");
    const server = await startServerProcess({
      DATABASE_URL: `file:${databaseFile}`,
      RATE_LIMIT_ALLOW_LIST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ADMIN_USERNAME: "",
      ADMIN_PASSWORD: "",
    });
    servers.push(server);

    // Eight clients post submissions back to back, before, during and after the backup.
    const acknowledged: number[] = [];
    const failures: string[] = [];
    let sent = 0;
    let stop = false;
    const clients = Array.from({ length: 8 }, async () => {
      while (!stop) {
        const response = await server.request("/api/submissions", { method: "POST", body: contact(sent++) });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
        else failures.push(`${response.status} ${await response.text()}`);
      }
    });
    try {
      const deadline = Date.now() + 30_000;
      while (acknowledged.length < 50 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(acknowledged.length).toBeGreaterThanOrEqual(50);

      const beforeBackup = [...acknowledged];
      const result = await runAdminScript(["backup", backupFile], `file:${databaseFile}`);
      const duringBackup = acknowledged.length - beforeBackup.length;
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Backed up ${databaseFile} to ${backupFile}`);
      expect(result.stdout).toContain("integrity check ok");
      // The server went on acknowledging submissions while the backup ran.
      expect(duringBackup).toBeGreaterThan(0);

      // The backup is a consistent, self-contained file holding every submission
      // acknowledged before the backup started.
      const copy = new Database(backupFile, { readonly: true });
      try {
        expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(copy.pragma("journal_mode", { simple: true })).toBe("delete");
        const stored = new Set((copy.prepare("select id from submissions").all() as { id: number }[]).map((r) => r.id));
        expect(beforeBackup.filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        copy.close();
      }
      console.log(
        `backup: ${beforeBackup.length} submissions acknowledged before it started, ${duringBackup} while it ran`,
      );
    } finally {
      stop = true;
      await Promise.all(clients);
    }
    expect(failures).toEqual([]);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    // Restore: with the server stopped, copy the backup in place of a database and start on it.
    const restoredDir = tempDir();
    const restoredFile = path.join(restoredDir, "app.db");
    fs.copyFileSync(backupFile, restoredFile);
    const rows = new Database(restoredFile, { readonly: true });
    const count = (rows.prepare("select count(*) as n from submissions").get() as { n: number }).n;
    rows.close();
    const restored = await startServerProcess({
      DATABASE_URL: `file:${restoredFile}`,
      LOG_LEVEL: "warn",
      ADMIN_USERNAME: "",
      ADMIN_PASSWORD: "",
    });
    servers.push(restored);
    expect((await restored.request("/api/ready")).status).toBe(200);
    expect((await signedInStats(restored)).total).toBe(count);
    expect(count).toBeGreaterThanOrEqual(50);
  });

  it("refuses to overwrite an existing file unless --force, and never the database itself", async () => {
    const dir = tempDir();
    const databaseFile = path.join(dir, "app.db");
    const database = await openDatabase({ dialect: "sqlite", filename: databaseFile });
    await database.close();
    const existing = path.join(dir, "existing.db");
    fs.writeFileSync(existing, "keep me");

    const refused = await runAdminScript(["backup", existing], `file:${databaseFile}`);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `${existing} already exists; choose a new file name, or add --force to replace it`,
    );
    expect(fs.readFileSync(existing, "utf8")).toBe("keep me");

    const forced = await runAdminScript(["backup", existing, "--force"], `file:${databaseFile}`);
    expect(forced.code).toBe(0);
    const copy = new Database(existing, { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    copy.close();

    for (const self of [databaseFile, `${databaseFile}-wal`]) {
      await expect(backupSqlite(databaseFile, self, { overwrite: true })).rejects.toThrow(/is the database itself/);
    }
    await expect(backupSqlite(path.join(dir, "missing.db"), path.join(dir, "b.db"))).rejects.toThrow(
      /No SQLite database at/,
    );
    await expect(backupSqlite(databaseFile, path.join(dir, "no-such-folder", "b.db"))).rejects.toThrow(
      /does not exist/,
    );
    // Nothing half-written is left behind.
    expect(fs.readdirSync(dir).filter((name) => name.includes("partial"))).toEqual([]);
  });

  it("on PostgreSQL, says to use pg_dump and exits non-zero", async () => {
    const dir = tempDir();
    const result = await runAdminScript(
      ["backup", path.join(dir, "x.db")],
      "postgres://user:secret@127.0.0.1:1/crestline",
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("DATABASE_URL names PostgreSQL");
    expect(result.stderr).toContain("pg_dump --format=custom");
    expect(result.stderr).not.toContain("secret");
    expect(fs.existsSync(path.join(dir, "x.db"))).toBe(false);
  });
});
