import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "#server/auth/password.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { runAdminScript } from "./admin-test-support.ts";

/** The admin script on the SQLite file, with `stdin` typed in. */
const run = (args: string[], stdin: string, databaseFile: string) =>
  runAdminScript(args, `file:${databaseFile}`, stdin);

describe("npm run admin", () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-admin-cli-"));
    file = path.join(dir, "cli.db");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function user(username: string) {
    const database = await openDatabase({ dialect: "sqlite", filename: file });
    try {
      return await database.db
        .selectFrom("admin_users")
        .selectAll()
        .where("username", "=", username)
        .executeTakeFirst();
    } finally {
      await database.close();
    }
  }

  it("creates an admin with the password read from stdin, stored as a scrypt hash", async () => {
    const result = await run(["create", "ops"], "first password 1\n", file);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Admin "ops" created');
    const row = await user("ops");
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword("first password 1", row?.password_hash ?? "")).toBe(true);
  });

  it("refuses to create the same admin twice", async () => {
    const result = await run(["create", "ops"], "another password\n", file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("already exists");
  });

  it("resets a password and ends that admin's sessions", async () => {
    const database = await openDatabase({ dialect: "sqlite", filename: file });
    const row = await user("ops");
    await database.db
      .insertInto("admin_sessions")
      .values({
        token_hash: "h",
        user_id: row!.id,
        created_at: "2026-11-22T00:00:00.000Z",
        expires_at: "2099-01-01T00:00:00.000Z",
      })
      .execute();
    await database.close();

    const result = await run(["reset-password", "ops"], "second password 2\r\n", file);
    expect(result.code).toBe(0);
    const after = await user("ops");
    expect(await verifyPassword("second password 2", after?.password_hash ?? "")).toBe(true);
    expect(await verifyPassword("first password 1", after?.password_hash ?? "")).toBe(false);
    const again = await openDatabase({ dialect: "sqlite", filename: file });
    expect(await again.db.selectFrom("admin_sessions").selectAll().execute()).toHaveLength(0);
    await again.close();
  });

  it("creates owners by default, and a staff account with --staff and a display name", async () => {
    expect((await user("ops"))?.role).toBe("owner");
    const result = await run(["create", "priya", "--staff", "--name", "Priya Nair"], "staff password 1\n", file);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Staff account "priya" created');
    expect(await user("priya")).toMatchObject({ role: "staff", display_name: "Priya Nair", disabled_at: null });
    const unknown = await run(["create", "eve", "--admin"], "long enough pw\n", file);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Usage:");
  });

  it("never takes the password from argv", async () => {
    const result = await run(["create", "eve", "secret-password"], "", file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("never taken from the command line");
    expect(await user("eve")).toBeUndefined();
  });

  it("refuses a short password, an unknown admin and a bad command", async () => {
    expect((await run(["create", "short"], "abc\n", file)).stderr).toContain("at least 8 characters");
    expect((await run(["reset-password", "nobody"], "long enough pw\n", file)).stderr).toContain(
      'No admin is named "nobody"',
    );
    const usage = await run(["delete", "ops"], "", file);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain("Usage:");
  });
});
