import type { Kysely } from "kysely";
import type { AdminAccount, Role, TeamMember } from "#contracts/accounts/accounts.ts";
import type { AppConfig } from "#server/config.ts";
import {
  type AdminUserRow,
  type AdminUsersRepository,
  createAdminUsersRepository,
} from "#server/accounts/admin-users-repository.ts";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";
import { newPasswordLink } from "./password-links.ts";
import { hashPasswordCapped, unusablePasswordHashCapped } from "./password-work.ts";
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

/**
 * Creates an admin (an owner unless told otherwise); throws AdminUserError when the name is
 * taken or a rule is broken.
 */
export async function createAdmin(
  db: Db,
  username: string,
  password: string,
  now = new Date(),
  { role = "owner", displayName }: { role?: Role; displayName?: string } = {},
): Promise<number> {
  const problem = usernameProblem(username) ?? passwordProblem(password);
  if (problem) throw new AdminUserError(problem);
  const users = createAdminUsersRepository(db);
  if (await users.usernameTaken(username)) {
    throw new AdminUserError(`An admin named "${username}" already exists; use reset-password to change the password.`);
  }
  return users.insert({ username, passwordHash: await hashPassword(password), createdAt: now, role, displayName });
}

/** An account as the team picker shows it. */
export function teamMemberOf(row: AdminUserRow): TeamMember {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name ?? row.username,
    role: row.role === "staff" ? "staff" : "owner",
  };
}

/** An account as the owner's account list shows it. */
export function accountOf(row: AdminUserRow, now: Date): AdminAccount {
  return {
    ...teamMemberOf(row),
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
    passwordLinkPending:
      row.password_link_hash !== null &&
      row.password_link_expires_at !== null &&
      row.password_link_expires_at > now.toISOString(),
  };
}

/**
 * An account from the dashboard, already validated (contracts/accounts/accounts.ts): with its
 * initial password, or with a password nobody knows and a one-time link to set one.
 * Resolves with the new id and the link's URL (null with a password); null when the name is taken.
 */
export async function createAccount(
  users: AdminUsersRepository,
  account: { username: string; displayName: string; role: Role; password?: string },
  now: Date,
): Promise<{ id: number; setPasswordUrl: string | null } | null> {
  if (await users.usernameTaken(account.username)) return null;
  const link = account.password === undefined ? newPasswordLink(now) : null;
  // On a request: in the password-hashing cap (server/auth/password-work.ts).
  const passwordHash =
    account.password === undefined ? await unusablePasswordHashCapped() : await hashPasswordCapped(account.password);
  try {
    const id = await users.insert({
      username: account.username,
      displayName: account.displayName,
      role: account.role,
      passwordHash,
      createdAt: now,
      link: link?.stored,
    });
    return { id, setPasswordUrl: link?.url ?? null };
  } catch (error) {
    // Taken in the meantime by a parallel request: the unique index said no.
    if (await users.usernameTaken(account.username)) return null;
    throw error;
  }
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
  // The start-up admin is the way back in: always an enabled owner.
  const restored = await createAdminUsersRepository(db).restoreOwner(existing.id);
  if (await verifyPassword(wanted.password, existing.password_hash)) {
    return restored ? `${prefix}-updated` : `${prefix}-unchanged`;
  }
  await resetAdminPassword(db, wanted.username, wanted.password);
  return `${prefix}-updated`;
}
