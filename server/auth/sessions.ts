import crypto from "node:crypto";
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from "#contracts/auth/session.ts";
import type { Role } from "#contracts/accounts/accounts.ts";
import type { AdminSessionsRepository } from "#server/auth/admin-sessions-repository.ts";

// Sessions live in the database, so several instances can serve one site. The browser
// holds a random 256-bit token; the table holds only its SHA-256, so a leaked table or
// backup signs nobody in. The lifetime is absolute, 24 hours from sign-in, and a session
// also ends after 30 minutes without a request. The last use is written at most once a
// minute (LAST_SEEN_EVERY_MS), not on every request; a session may so live up to a minute
// past its idle limit, never less.

/** How stale last_seen_at may get before a request writes it again. */
const LAST_SEEN_EVERY_MS = 60 * 1000;

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

export interface CreatedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  sessions: AdminSessionsRepository,
  userId: number,
  now: Date,
): Promise<CreatedSession> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  // Sign-in is rare: a good moment to sweep sessions that have ended.
  await sessions.deleteExpired(now);
  await sessions.insert({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export interface ActiveSession {
  userId: number;
  username: string;
  displayName: string;
  role: Role;
  expiresAt: string;
  tokenHash: string;
}

/** The live session of a token, or null (unknown, malformed or expired). */
export async function findSession(
  sessions: AdminSessionsRepository,
  token: string | undefined,
  now: Date,
): Promise<ActiveSession | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const row = await sessions.findByTokenHash(tokenHash);
  if (!row) return null;
  const lastSeen = Date.parse(row.lastSeenAt ?? row.createdAt);
  const idle = now.getTime() - lastSeen >= SESSION_IDLE_MS;
  if (row.expiresAt <= now.toISOString() || row.disabledAt !== null || idle) {
    await sessions.deleteByTokenHash(tokenHash);
    return null;
  }
  if (now.getTime() - lastSeen >= LAST_SEEN_EVERY_MS) await sessions.touch(tokenHash, now);
  const role: Role = row.role === "staff" ? "staff" : "owner";
  return {
    userId: row.userId,
    username: row.username,
    displayName: row.displayName,
    role,
    expiresAt: row.expiresAt,
    tokenHash,
  };
}

export async function deleteSession(sessions: AdminSessionsRepository, token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  await sessions.deleteByTokenHash(hashToken(token));
}
