import crypto from "node:crypto";
import { SET_PASSWORD_LINK_LIFETIME_MS, SET_PASSWORD_PAGE } from "#contracts/accounts/accounts.ts";
import type { StoredPasswordLink } from "#server/accounts/admin-users-repository.ts";
import { hashToken } from "./sessions.ts";

// One-time set-password links: a random 256-bit token the owner passes on. Like session
// tokens, only its SHA-256 is stored, so the table or a backup opens no account.

export interface NewPasswordLink {
  /** What the owner is shown once: the page with the token in its fragment (never sent to a server log). */
  url: string;
  stored: StoredPasswordLink;
}

export function newPasswordLink(now: Date): NewPasswordLink {
  const token = crypto.randomBytes(32).toString("base64url");
  return {
    url: `${SET_PASSWORD_PAGE}#token=${token}`,
    stored: { hash: hashToken(token), expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_LIFETIME_MS) },
  };
}
