import type { Kysely } from "kysely";
import type { AppConfig } from "#server/config.ts";
import { createAdminUsersRepository } from "#server/db/admin-users-repository.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";
import { hashPassword, passwordProblem, usernameProblem, verifyPassword } from "./password.ts";

type Db = Kysely<DatabaseSchema>;

/** The demo admin: exists, and is shown on /admin, in demo mode only (no admin configured, not production). */
export const DEMO_ADMIN = { username: "admin", password: "crestline-demo" } as const;

export class AdminUserError extends Error {
  override name = "AdminUserError";
}

export async function findAdminByUsername(db: Db, username: string) {
  return createAdminUsersRepository(db).findByUsername(username);
}

/** Creates an admin; throws AdminUserError when the name is taken or a rule is broken. */
export async function createAdmin(db: Db, username: string, password: string, now = new Date()): Promise<number> {
  const problem = usernameProblem(username) ?? passwordProblem(password);
  if (problem) throw new AdminUserError(problem);
  if (await findAdminByUsername(db, username)) {
    throw new AdminUserError(`An admin named "${username}" already exists; use reset-password to change the password.`);
  }
  return createAdminUsersRepository(db).insert({
    username,
    passwordHash: await hashPassword(password),
    createdAt: now,
  });
}

/** Sets a new password and ends every session of that admin (a reset signs them out everywhere). */
export async function resetAdminPassword(db: Db, username: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new AdminUserError(problem);
  const user = await findAdminByUsername(db, username);
  if (!user) throw new AdminUserError(`No admin is named "${username}"; use create to add one.`);
  await createAdminUsersRepository(db).replacePasswordHash(user.id, await hashPassword(password));
}

export type StartupAdminOutcome =
  | "configured-created"
  | "configured-updated"
  | "configured-unchanged"
  | "demo-created"
  | "demo-updated"
  | "demo-unchanged"
  | "none";

/**
 * On start: ADMIN_USERNAME/ADMIN_PASSWORD create or update that admin; in demo mode the demo
 * admin exists with the demo password. Outside demo mode a leftover demo admin that still
 * has the public demo password is removed, so a database first used for a local demo never
 * keeps a well-known password in production.
 */
export async function ensureStartupAdmin(
  db: Db,
  config: Pick<AppConfig, "admin" | "demoMode">,
  now = new Date(),
): Promise<StartupAdminOutcome> {
  const wanted = config.admin ?? (config.demoMode ? DEMO_ADMIN : null);
  const prefix = config.admin ? "configured" : "demo";
  if (!config.demoMode) {
    const leftover = await findAdminByUsername(db, DEMO_ADMIN.username);
    if (
      leftover &&
      leftover.username !== config.admin?.username &&
      (await verifyPassword(DEMO_ADMIN.password, leftover.password_hash))
    ) {
      await createAdminUsersRepository(db).delete(leftover.id);
    }
  }
  if (!wanted) return "none";
  const problem = usernameProblem(wanted.username) ?? passwordProblem(wanted.password);
  if (problem) throw new AdminUserError(`ADMIN_USERNAME/ADMIN_PASSWORD: ${problem}`);
  const existing = await findAdminByUsername(db, wanted.username);
  if (!existing) {
    await createAdmin(db, wanted.username, wanted.password, now);
    return `${prefix}-created`;
  }
  if (await verifyPassword(wanted.password, existing.password_hash)) return `${prefix}-unchanged`;
  await resetAdminPassword(db, wanted.username, wanted.password);
  return `${prefix}-updated`;
}
