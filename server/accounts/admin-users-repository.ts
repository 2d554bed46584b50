import { type Kysely, type Selectable, type Transaction, sql } from "kysely";
import type { Role } from "#contracts/accounts/accounts.ts";
import type { AdminUsersTable, DatabaseSchema } from "../platform/db/schema.ts";

export type AdminUserRow = Selectable<AdminUsersTable>;

/** A one-time set-password link as stored: the SHA-256 of its token, and when it stops working. */
export interface StoredPasswordLink {
  hash: string;
  expiresAt: Date;
}

interface NewAdminUser {
  username: string;
  passwordHash: string;
  createdAt: Date;
  /** Defaults to the username. */
  displayName?: string;
  /** Defaults to owner: the CLI and the start-up admin make owners. */
  role?: Role;
  link?: StoredPasswordLink;
}

type DisableOutcome = "done" | "not-found" | "last-owner";

export interface AdminUsersRepository {
  findByUsername(username: string): Promise<AdminUserRow | undefined>;
  findById(id: number): Promise<AdminUserRow | undefined>;
  /** True when the name is in use, ignoring case ("Priya" and "priya" would be confused). */
  usernameTaken(username: string): Promise<boolean>;
  /** Every account, oldest first. */
  list(): Promise<AdminUserRow[]>;
  /** Adds an admin and returns the new id. */
  insert(user: NewAdminUser): Promise<number>;
  /** Renames the account for display; false when it does not exist. */
  updateDisplayName(id: number, displayName: string): Promise<boolean>;
  /**
   * Disables the account (its sessions, any pending link, its alert settings and push
   * subscriptions end with it), unless it is the last active owner; or enables it again
   * when `at` is null.
   */
  setDisabled(id: number, at: Date | null): Promise<DisableOutcome>;
  /**
   * Sets a new password hash, drops any pending link, and ends the admin's sessions, all but
   * the one kept (someone changing their own password stays signed in), in one transaction.
   */
  replacePasswordHash(id: number, passwordHash: string, keepSessionTokenHash?: string): Promise<void>;
  /** Replaces the password by one nobody knows and stores a link to set a new one; ends the sessions. */
  startPasswordLink(id: number, unusableHash: string, link: StoredPasswordLink): Promise<void>;
  /**
   * Uses a link once: sets the password when the link is known, unexpired and its account
   * enabled, ends the account's sessions, and returns the account; undefined otherwise.
   */
  consumePasswordLink(linkHash: string, now: Date, passwordHash: string): Promise<AdminUserRow | undefined>;
  /** The enabled account whose unexpired link has this hash, without using it; undefined otherwise. */
  findByPasswordLink(linkHash: string, now: Date): Promise<AdminUserRow | undefined>;
  /** Makes the account an enabled owner (the start-up admin always is one); true when it was not. */
  restoreOwner(id: number): Promise<boolean>;
  /** Removes an admin; their sessions, alert settings and push subscriptions go with them (on delete cascade). */
  delete(id: number): Promise<void>;

  /** Keeps a two-factor key shown for setting up (null forgets it). */
  setPendingTotp(id: number, secret: string | null): Promise<void>;
  /**
   * Turns two-factor on with the confirmed key: the confirming code's step counts as used,
   * and the recovery codes (hashed) replace any earlier ones.
   */
  enableTotp(id: number, totp: { secret: string; at: Date; step: number; recoveryCodeHashes: string[] }): Promise<void>;
  /** Turns two-factor off and drops the recovery codes. */
  disableTotp(id: number): Promise<void>;
  /** Records a code's time step as used: false when it, or a later one, already was (no replay). */
  useTotpStep(id: number, step: number): Promise<boolean>;
  /** Uses a recovery code once: true when it was the account's and unused. */
  useRecoveryCode(id: number, codeHash: string): Promise<boolean>;
  recoveryCodesLeft(id: number): Promise<number>;
  /** An owners' setting (admin_settings), or undefined when never set. */
  setting(key: string): Promise<string | undefined>;
  saveSetting(key: string, value: string): Promise<void>;
}

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

async function endSessions(db: Db, userId: number, keepTokenHash?: string): Promise<void> {
  let query = db.deleteFrom("admin_sessions").where("user_id", "=", userId);
  if (keepTokenHash !== undefined) query = query.where("token_hash", "<>", keepTokenHash);
  await query.execute();
}

/** The admin_users table. */
export function createAdminUsersRepository(db: Kysely<DatabaseSchema>): AdminUsersRepository {
  const findById = (id: number) => db.selectFrom("admin_users").selectAll().where("id", "=", id).executeTakeFirst();

  return {
    findByUsername: (username) =>
      db.selectFrom("admin_users").selectAll().where("username", "=", username).executeTakeFirst(),

    findById,

    async usernameTaken(username) {
      const row = await db
        .selectFrom("admin_users")
        .select("id")
        .where(sql<string>`lower(username)`, "=", username.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    list: () => db.selectFrom("admin_users").selectAll().orderBy("id").execute(),

    async insert({ username, passwordHash, createdAt, displayName, role = "owner", link }) {
      const row = await db
        .insertInto("admin_users")
        .values({
          username,
          password_hash: passwordHash,
          created_at: createdAt.toISOString(),
          display_name: displayName ?? username,
          role,
          password_link_hash: link?.hash ?? null,
          password_link_expires_at: link?.expiresAt.toISOString() ?? null,
        })
        .returning(["id"])
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateDisplayName(id, displayName) {
      const result = await db
        .updateTable("admin_users")
        .set({ display_name: displayName })
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setDisabled(id, at) {
      if (at === null) {
        const result = await db
          .updateTable("admin_users")
          .set({ disabled_at: null })
          .where("id", "=", id)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? "done" : "not-found";
      }
      return db.transaction().execute(async (trx) => {
        // Touching every active owner's row first makes two owners disabling each other at
        // once take turns on PostgreSQL (row locks); SQLite has one writer anyway.
        await trx
          .updateTable("admin_users")
          .set({ role: sql`role` })
          .where("role", "=", "owner")
          .where("disabled_at", "is", null)
          .execute();
        const user = await trx
          .selectFrom("admin_users")
          .select(["role", "disabled_at"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!user) return "not-found";
        if (user.disabled_at !== null) return "done";
        if (user.role === "owner") {
          const others = await trx
            .selectFrom("admin_users")
            .select("id")
            .where("role", "=", "owner")
            .where("disabled_at", "is", null)
            .where("id", "<>", id)
            .limit(1)
            .executeTakeFirst();
          if (!others) return "last-owner";
        }
        await trx
          .updateTable("admin_users")
          .set({ disabled_at: at.toISOString(), password_link_hash: null, password_link_expires_at: null })
          .where("id", "=", id)
          .execute();
        await endSessions(trx, id);
        // A disabled account is alerted nowhere: its browsers and alert address go (enabled
        // again, it starts from the defaults and turns alerts on anew).
        await trx.deleteFrom("push_subscriptions").where("user_id", "=", id).execute();
        await trx.deleteFrom("alert_settings").where("user_id", "=", id).execute();
        return "done";
      });
    },

    async replacePasswordHash(id, passwordHash, keepSessionTokenHash) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("admin_users")
          .set({ password_hash: passwordHash, password_link_hash: null, password_link_expires_at: null })
          .where("id", "=", id)
          .execute();
        await endSessions(trx, id, keepSessionTokenHash);
      });
    },

    async startPasswordLink(id, unusableHash, link) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("admin_users")
          .set({
            password_hash: unusableHash,
            password_link_hash: link.hash,
            password_link_expires_at: link.expiresAt.toISOString(),
          })
          .where("id", "=", id)
          .execute();
        await endSessions(trx, id);
      });
    },

    async consumePasswordLink(linkHash, now, passwordHash) {
      return db.transaction().execute(async (trx) => {
        // One conditional update: of two uses of the same link at once, only one matches.
        const used = await trx
          .updateTable("admin_users")
          .set({ password_hash: passwordHash, password_link_hash: null, password_link_expires_at: null })
          .where("password_link_hash", "=", linkHash)
          .where("password_link_expires_at", ">", now.toISOString())
          .where("disabled_at", "is", null)
          .returningAll()
          .executeTakeFirst();
        if (used) await endSessions(trx, used.id);
        return used;
      });
    },

    findByPasswordLink: (linkHash, now) =>
      db
        .selectFrom("admin_users")
        .selectAll()
        .where("password_link_hash", "=", linkHash)
        .where("password_link_expires_at", ">", now.toISOString())
        .where("disabled_at", "is", null)
        .executeTakeFirst(),

    async restoreOwner(id) {
      const result = await db
        .updateTable("admin_users")
        .set({ role: "owner", disabled_at: null })
        .where("id", "=", id)
        .where((eb) => eb.or([eb("role", "<>", "owner"), eb("disabled_at", "is not", null)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async delete(id) {
      await db.deleteFrom("admin_users").where("id", "=", id).execute();
    },

    async setPendingTotp(id, secret) {
      await db.updateTable("admin_users").set({ totp_pending_secret: secret }).where("id", "=", id).execute();
    },

    async enableTotp(id, { secret, at, step, recoveryCodeHashes }) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("admin_users")
          .set({
            totp_secret: secret,
            totp_enabled_at: at.toISOString(),
            totp_pending_secret: null,
            totp_last_step: step,
          })
          .where("id", "=", id)
          .execute();
        await trx.deleteFrom("admin_recovery_codes").where("user_id", "=", id).execute();
        if (recoveryCodeHashes.length > 0) {
          await trx
            .insertInto("admin_recovery_codes")
            .values(recoveryCodeHashes.map((hash) => ({ code_hash: hash, user_id: id, created_at: at.toISOString() })))
            .execute();
        }
      });
    },

    async disableTotp(id) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("admin_users")
          .set({ totp_secret: null, totp_enabled_at: null, totp_pending_secret: null, totp_last_step: null })
          .where("id", "=", id)
          .execute();
        await trx.deleteFrom("admin_recovery_codes").where("user_id", "=", id).execute();
      });
    },

    async useTotpStep(id, step) {
      // One conditional update: of two sign-ins with the same code at once, one matches.
      const result = await db
        .updateTable("admin_users")
        .set({ totp_last_step: step })
        .where("id", "=", id)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async useRecoveryCode(id, codeHash) {
      const result = await db
        .deleteFrom("admin_recovery_codes")
        .where("user_id", "=", id)
        .where("code_hash", "=", codeHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async recoveryCodesLeft(id) {
      const row = await db
        .selectFrom("admin_recovery_codes")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", id)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async setting(key) {
      const row = await db.selectFrom("admin_settings").select("value").where("key", "=", key).executeTakeFirst();
      return row?.value;
    },

    async saveSetting(key, value) {
      await db
        .insertInto("admin_settings")
        .values({ key, value })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
        .execute();
    },
  };
}
