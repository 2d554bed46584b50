import { z } from "zod";
import { PASSWORD_MAX, type Role, USERNAME_MAX } from "../accounts/accounts.ts";

// Contracts of signing in to the admin panel: the session, its lifetime and the sign-in
// throttle. Shared by app/admin (browser) and server/auth. Pure: zod only.
//
//   GET    /api/auth/session                       → 200 AdminSessionInfo (public: signed in? demo credentials?)
//   POST   /api/auth/sign-in   { username, password } → 200 { username } + cookie | 400 | 401 | 403 | 429
//   POST   /api/auth/sign-out                      → 204, session deleted, cookie cleared
//
// Two-factor sign-in is in contracts/auth/two-factor.ts, the accounts in contracts/accounts/.
// Every /api/admin/* answers 401 without a valid session. POST and DELETE (here and on
// /api/auth/*) answer 403 unless the Origin header names this host (CSRF).

export const AUTH_SESSION_PATH = "/api/auth/session";
export const AUTH_SIGN_IN_PATH = "/api/auth/sign-in";
export const AUTH_SIGN_OUT_PATH = "/api/auth/sign-out";
export const ADMIN_API_PREFIX = "/api/admin";

/** The admin panel's fixed texts, word for word as the product requires them. */
export const MSG_INVALID_CREDENTIALS = "Invalid username or password";
export const MSG_SIGNED_OUT = "Please sign in to continue.";
export const MSG_FORBIDDEN_ORIGIN = "This request must come from the admin pages of this site.";

/** Session lifetime: 24 hours from sign-in, not extended by use. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A session also ends after this long without a request (OWASP ASVS 3.3.2). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** The delay before a failed sign-in answers, so guessing passwords is slow. */
export const SIGN_IN_FAILURE_DELAY_MS = 1000;

/** Throttle of failed sign-ins, counted per server instance over a sliding window. */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failed attempts for one username (any address) before 429. */
  maxFailuresPerUsername: 5,
  /** Failed attempts from one address (any username) before 429. */
  maxFailuresPerAddress: 20,
} as const;

export const signInRequestSchema = z.object({
  username: z
    .string({ error: "Please enter your username." })
    .trim()
    .min(1, "Please enter your username.")
    .max(USERNAME_MAX),
  password: z.string({ error: "Please enter your password." }).min(1, "Please enter your password.").max(PASSWORD_MAX),
});

export interface AdminSessionInfo {
  signedIn: boolean;
  username: string | null;
  /** The signed-in account; null when signed out. */
  user: { id: number; displayName: string; role: Role } | null;
  /** True when the server can send e-mail (SMTP set): "Reply" sends from the dashboard. False when signed out. */
  replyByEmail: boolean;
  /** ISO-8601; when the session ends (24 h after sign-in). */
  expiresAt: string | null;
  /** Shown on /admin in demo mode only (no admin configured, not production); null otherwise. */
  demoCredentials: { username: string; password: string } | null;
}

export interface SignInResult {
  username: string;
  expiresAt: string;
}
