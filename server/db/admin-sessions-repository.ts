import type { Kysely } from "kysely";
import type { DatabaseSchema } from "./schema.ts";

interface SessionWithUser {
  userId: number;
  username: string;
  displayName: string;
  role: string;
  /** Set when the owner disabled the account: its sessions no longer count. */
  disabledAt: string | null;
  expiresAt: string;
}

export interface AdminSessionsRepository {
  insert(session: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** The session stored under a token hash, with its admin's name; undefined when there is none. */
  findByTokenHash(tokenHash: string): Promise<SessionWithUser | undefined>;
  deleteByTokenHash(tokenHash: string): Promise<void>;
  /** Removes every session that has ended by `now`. */
  deleteExpired(now: Date): Promise<void>;
}

/** The admin_sessions table: only SHA-256 hashes of the session tokens are stored. */
export function createAdminSessionsRepository(db: Kysely<DatabaseSchema>): AdminSessionsRepository {
  return {
    async insert({ tokenHash, userId, createdAt, expiresAt }) {
      await db
        .insertInto("admin_sessions")
        .values({
          token_hash: tokenHash,
          user_id: userId,
          created_at: createdAt.toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .execute();
    },

    async findByTokenHash(tokenHash) {
      const row = await db
        .selectFrom("admin_sessions")
        .innerJoin("admin_users", "admin_users.id", "admin_sessions.user_id")
        .select([
          "admin_sessions.user_id",
          "admin_sessions.expires_at",
          "admin_users.username",
          "admin_users.display_name",
          "admin_users.role",
          "admin_users.disabled_at",
        ])
        .where("admin_sessions.token_hash", "=", tokenHash)
        .executeTakeFirst();
      return (
        row && {
          userId: row.user_id,
          username: row.username,
          displayName: row.display_name ?? row.username,
          role: row.role,
          disabledAt: row.disabled_at,
          expiresAt: row.expires_at,
        }
      );
    },

    async deleteByTokenHash(tokenHash) {
      await db.deleteFrom("admin_sessions").where("token_hash", "=", tokenHash).execute();
    },

    async deleteExpired(now) {
      await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).execute();
    },
  };
}
