import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../platform/db/schema.ts";

interface SessionWithUser {
  userId: number;
  username: string;
  displayName: string;
  role: string;
  /** Set when the owner disabled the account: its sessions no longer count. */
  disabledAt: string | null;
  expiresAt: string;
  createdAt: string;
  /** When it was last used, kept to the minute or so; null: not since sign-in. */
  lastSeenAt: string | null;
}

/** The second step of a sign-in: a code (two-factor on), or setting two-factor up (required). */
interface SignInChallenge {
  userId: number;
  purpose: "code" | "setup";
  failures: number;
  expiresAt: string;
}

export interface AdminSessionsRepository {
  insert(session: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** The session stored under a token hash, with its admin's name; undefined when there is none. */
  findByTokenHash(tokenHash: string): Promise<SessionWithUser | undefined>;
  deleteByTokenHash(tokenHash: string): Promise<void>;
  /** Removes every session that has ended by `now`. */
  deleteExpired(now: Date): Promise<void>;
  /** Notes that the session was used at `at` (sessions end after a while idle). */
  touch(tokenHash: string, at: Date): Promise<void>;

  /** True when this browser's known-device token was given at a sign-in to this account and is unexpired. */
  isKnownDevice(tokenHash: string, userId: number, now: Date): Promise<boolean>;
  /** Remembers a browser that signed in; an account keeps its `keep` most recent ones. */
  rememberDevice(
    device: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
    keep: number,
  ): Promise<void>;

  insertChallenge(challenge: {
    tokenHash: string;
    userId: number;
    purpose: "code" | "setup";
    expiresAt: Date;
  }): Promise<void>;
  /** The unexpired challenge of a token hash, or undefined. */
  findChallenge(tokenHash: string, now: Date): Promise<SignInChallenge | undefined>;
  /** Counts one wrong code against the challenge and returns its failures so far. */
  countChallengeFailure(tokenHash: string): Promise<number>;
  /** Uses a challenge up: true for the one caller that deleted it. */
  deleteChallenge(tokenHash: string): Promise<boolean>;
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
          "admin_sessions.created_at",
          "admin_sessions.last_seen_at",
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
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
        }
      );
    },

    async deleteByTokenHash(tokenHash) {
      await db.deleteFrom("admin_sessions").where("token_hash", "=", tokenHash).execute();
    },

    async deleteExpired(now) {
      await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).execute();
      await db.deleteFrom("admin_known_devices").where("expires_at", "<=", now.toISOString()).execute();
      await db.deleteFrom("admin_sign_in_challenges").where("expires_at", "<=", now.toISOString()).execute();
    },

    async touch(tokenHash, at) {
      await db
        .updateTable("admin_sessions")
        .set({ last_seen_at: at.toISOString() })
        .where("token_hash", "=", tokenHash)
        .execute();
    },

    async isKnownDevice(tokenHash, userId, now) {
      const row = await db
        .selectFrom("admin_known_devices")
        .select("user_id")
        .where("token_hash", "=", tokenHash)
        .where("user_id", "=", userId)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },

    async rememberDevice({ tokenHash, userId, createdAt, expiresAt }, keep) {
      await db
        .insertInto("admin_known_devices")
        .values({
          token_hash: tokenHash,
          user_id: userId,
          created_at: createdAt.toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .onConflict((oc) => oc.column("token_hash").doNothing())
        .execute();
      // Bounded per account: the oldest browsers are forgotten first.
      const stale = await db
        .selectFrom("admin_known_devices")
        .select("token_hash")
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .offset(keep)
        .limit(1000)
        .execute();
      if (stale.length > 0) {
        await db
          .deleteFrom("admin_known_devices")
          .where(
            "token_hash",
            "in",
            stale.map((row) => row.token_hash),
          )
          .execute();
      }
    },

    async insertChallenge({ tokenHash, userId, purpose, expiresAt }) {
      await db
        .insertInto("admin_sign_in_challenges")
        .values({ token_hash: tokenHash, user_id: userId, purpose, expires_at: expiresAt.toISOString() })
        .execute();
    },

    async findChallenge(tokenHash, now) {
      const row = await db
        .selectFrom("admin_sign_in_challenges")
        .selectAll()
        .where("token_hash", "=", tokenHash)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirst();
      return (
        row && {
          userId: row.user_id,
          purpose: row.purpose === "setup" ? "setup" : "code",
          failures: Number(row.failures),
          expiresAt: row.expires_at,
        }
      );
    },

    async countChallengeFailure(tokenHash) {
      const row = await db
        .updateTable("admin_sign_in_challenges")
        .set((eb) => ({ failures: eb("failures", "+", 1) }))
        .where("token_hash", "=", tokenHash)
        .returning("failures")
        .executeTakeFirst();
      return row ? Number(row.failures) : Number.POSITIVE_INFINITY;
    },

    async deleteChallenge(tokenHash) {
      const result = await db
        .deleteFrom("admin_sign_in_challenges")
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
