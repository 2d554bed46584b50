import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { SESSION_LIFETIME_MS } from "#contracts/admin.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";

type Db = Kysely<DatabaseSchema>;

// Sessions live in the database (several instances may serve one site, D7). The browser
// holds a random 256-bit token; the table holds only its SHA-256, so a leaked table or
// backup signs nobody in. The lifetime is absolute: 24 hours from sign-in (spec 9).

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

export interface CreatedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Db, userId: number, now: Date): Promise<CreatedSession> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  // Sign-in is rare: a good moment to sweep sessions that have ended.
  await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("admin_sessions")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

export interface ActiveSession {
  userId: number;
  username: string;
  expiresAt: string;
  tokenHash: string;
}

/** The live session of a token, or null (unknown, malformed or expired). */
export async function findSession(db: Db, token: string | undefined, now: Date): Promise<ActiveSession | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("admin_sessions")
    .innerJoin("admin_users", "admin_users.id", "admin_sessions.user_id")
    .select(["admin_sessions.user_id", "admin_sessions.expires_at", "admin_users.username"])
    .where("admin_sessions.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= now.toISOString()) {
    await db.deleteFrom("admin_sessions").where("token_hash", "=", tokenHash).execute();
    return null;
  }
  return { userId: row.user_id, username: row.username, expiresAt: row.expires_at, tokenHash };
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  await db.deleteFrom("admin_sessions").where("token_hash", "=", hashToken(token)).execute();
}
