import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "#server/platform/db/database.ts";
import { DEMO_ADMIN, ensureStartupAdmin, findAdminByUsername } from "./admin-users.ts";
import { verifyPassword } from "./password.ts";

describe("start-up admin (ADMIN_USERNAME / ADMIN_PASSWORD, demo mode)", () => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await openDatabase({ dialect: "sqlite", filename: ":memory:" });
  });
  afterEach(async () => {
    await database.close();
  });

  it("creates the demo admin in demo mode, once", async () => {
    expect(await ensureStartupAdmin(database.db, { admin: null, demoMode: true })).toBe("demo-created");
    expect(await ensureStartupAdmin(database.db, { admin: null, demoMode: true })).toBe("demo-unchanged");
    const row = await findAdminByUsername(database.db, DEMO_ADMIN.username);
    expect(await verifyPassword(DEMO_ADMIN.password, row?.password_hash ?? "")).toBe(true);
  });

  it("creates, keeps and updates the configured admin, and removes the demo admin outside demo mode", async () => {
    await ensureStartupAdmin(database.db, { admin: null, demoMode: true });
    const admin = { username: "owner", password: "first secret pw" };
    expect(await ensureStartupAdmin(database.db, { admin, demoMode: false })).toBe("configured-created");
    expect(await findAdminByUsername(database.db, DEMO_ADMIN.username)).toBeUndefined();
    expect(await ensureStartupAdmin(database.db, { admin, demoMode: false })).toBe("configured-unchanged");
    const changed = { username: "owner", password: "second secret pw" };
    expect(await ensureStartupAdmin(database.db, { admin: changed, demoMode: false })).toBe("configured-updated");
    const row = await findAdminByUsername(database.db, "owner");
    expect(await verifyPassword("second secret pw", row?.password_hash ?? "")).toBe(true);
  });

  it("makes the configured admin an enabled owner again", async () => {
    const admin = { username: "owner", password: "first secret pw" };
    await ensureStartupAdmin(database.db, { admin, demoMode: false });
    await database.db
      .updateTable("admin_users")
      .set({ role: "staff", disabled_at: "2026-11-22T00:00:00.000Z" })
      .execute();
    expect(await ensureStartupAdmin(database.db, { admin, demoMode: false })).toBe("configured-updated");
    expect(await findAdminByUsername(database.db, "owner")).toMatchObject({ role: "owner", disabled_at: null });
    expect(await ensureStartupAdmin(database.db, { admin, demoMode: false })).toBe("configured-unchanged");
  });

  it("refuses a too-short ADMIN_PASSWORD", async () => {
    await expect(
      ensureStartupAdmin(database.db, { admin: { username: "owner", password: "short" }, demoMode: false }),
    ).rejects.toThrow(/at least 8 characters/);
  });
});
