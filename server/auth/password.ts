import crypto from "node:crypto";
import { promisify } from "node:util";
import { passwordSchema, usernameSchema } from "#contracts/accounts/accounts.ts";

// Passwords are stored as salted scrypt hashes, never in plain text:
//   scrypt$<N>$<r>$<p>$<salt base64url>$<key base64url>
// N=2^15, r=8, p=1 costs about 32 MiB and ~50-100 ms per check: slow for an attacker with
// a stolen table, fine for a sign-in. The parameters are stored with each hash, so they
// can be raised later and old hashes still verify.

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

function maxmemFor(N: number, r: number): number {
  return 128 * N * r * 2;
}

export async function hashPassword(password: string, params = SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.randomBytes(params.saltLength);
  const key = await scrypt(password.normalize("NFC"), salt, params.keyLength, {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: maxmemFor(params.N, params.r),
  });
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Compares in constant time; false (never a throw) for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const expected = Buffer.from(parts[5] ?? "", "base64url");
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scrypt(password.normalize("NFC"), salt, expected.length, { N, r, p, maxmem: maxmemFor(N, r) });
  return crypto.timingSafeEqual(actual, expected);
}

/** The hash of a password nobody knows: an account waiting for its set-password link cannot sign in. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(crypto.randomBytes(32).toString("base64url"));
}

/**
 * A hash of a random password, checked when the username is unknown so that a failed
 * sign-in costs the same time whether or not the user exists.
 */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  return dummyHash;
}

/**
 * Why a new username cannot be used, or null: the rules of the dashboard's form
 * (contracts/accounts/accounts.ts), so the CLI, ADMIN_USERNAME and the dashboard agree.
 */
export function usernameProblem(username: string): string | null {
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? "The username is not valid.";
  return parsed.data === username ? null : "A username cannot start or end with a space.";
}

/** Why a new password is refused, or null: the dashboard's rule (contracts/accounts/accounts.ts). */
export function passwordProblem(password: string): string | null {
  const parsed = passwordSchema.safeParse(password);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "The password is not valid.");
}
