import crypto from "node:crypto";
import { RECOVERY_CODE_COUNT } from "#contracts/auth/two-factor.ts";
import { hashToken } from "./sessions.ts";

// Two-factor recovery codes: ten one-time codes of 50 random bits ("k7q2m-x9d4p"), shown
// once. Like session tokens they are random, not chosen by a person, so a SHA-256 of each
// is enough in the table (no slow hash needed to stop guessing a 50-bit secret offline).

const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"; // 32 signs, no 0/o or 1/l to confuse

function newCode(): string {
  const bytes = crypto.randomBytes(10);
  const signs = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join("");
  return `${signs.slice(0, 5)}-${signs.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
}

/** The stored form of a code as typed: case, spaces and dashes do not matter. */
export function recoveryCodeHash(typed: string): string {
  return hashToken(`recovery:${typed.toLowerCase().replace(/[\s-]/g, "")}`);
}

/** True when the text has the shape of a recovery code (not of a 6-digit app code). */
export function looksLikeRecoveryCode(typed: string): boolean {
  return /^[a-z2-9]{5}-?[a-z2-9]{5}$/i.test(typed.replace(/\s/g, ""));
}
