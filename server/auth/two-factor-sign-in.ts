import crypto from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  SECOND_STEP_LIFETIME_MS,
  SECOND_STEP_MAX_FAILURES,
  type SecondStep as SecondStepBody,
  type TwoFactorKey,
} from "#contracts/auth/two-factor.ts";
import { accountTarget } from "#server/platform/audit-log/audit.ts";
import type { AdminUserRow } from "#server/accounts/admin-users-repository.ts";
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHash } from "./recovery-codes.ts";
import { hashToken } from "./sessions.ts";
import { attemptOf, auditSignIn, failSignIn, finishSignIn, type SignInService } from "./sign-in-steps.ts";
import { matchTotp, groupedKey, newTotpSecret, otpauthUrl } from "./totp.ts";
import { twoFactorRequiredForOwners } from "./two-factor-settings.ts";

// The second step of a sign-in. A right password for an account with two-factor on starts a
// challenge (a random token, only its hash stored, good for 10 minutes and 5 wrong codes);
// the code (or a recovery code) sent back with it finishes the sign-in. An owner who must
// use two-factor but has not set it up gets a new key instead, and confirms it with a code.
// Codes go through the same throttle as passwords, so a stolen password alone cannot be
// followed by guessing codes quickly.

const TOTP_ISSUER = "Crestline Digital";

export type SecondStep = { kind: "second-step" } & SecondStepBody;

/** Turns two-factor sign-in on with the confirmed key; returns the new recovery codes, shown once. */
export async function enableTotp(
  users: FastifyRequest["server"]["adminUsers"],
  userId: number,
  secret: string,
  at: Date,
  step: number,
): Promise<string[]> {
  const recoveryCodes = newRecoveryCodes();
  await users.enableTotp(userId, { secret, at, step, recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash) });
  return recoveryCodes;
}

export function twoFactorKey(username: string, secret: string): TwoFactorKey {
  return { secret, groupedSecret: groupedKey(secret), otpauthUrl: otpauthUrl(TOTP_ISSUER, username, secret) };
}

/** After a right password: the second step this account needs, or null to sign in now. */
export async function startSecondStep(
  request: FastifyRequest,
  user: AdminUserRow,
  now: Date,
): Promise<SecondStep | null> {
  const users = request.server.adminUsers;
  let purpose: "code" | "setup";
  let key: TwoFactorKey | null = null;
  if (user.totp_secret !== null) purpose = "code";
  else if (user.role === "owner" && (await twoFactorRequiredForOwners(users))) {
    purpose = "setup";
    const secret = newTotpSecret();
    await users.setPendingTotp(user.id, secret);
    key = twoFactorKey(user.username, secret);
  } else return null;
  const challenge = crypto.randomBytes(32).toString("base64url");
  await request.server.adminSessions.insertChallenge({
    tokenHash: hashToken(challenge),
    userId: user.id,
    purpose,
    expiresAt: new Date(now.getTime() + SECOND_STEP_LIFETIME_MS),
  });
  return { kind: "second-step", twoFactor: purpose, challenge, key };
}

export type SecondStepOutcome =
  | { kind: "signed-in"; username: string; expiresAt: Date; recoveryCodes: string[] | null }
  | { kind: "throttled"; retryAfterSeconds: number }
  /** A wrong code; the challenge may be tried again. */
  | { kind: "wrong-code" }
  /** Unknown, expired or used up: sign in with the password again. */
  | { kind: "expired" };

/** Checks the code against the challenge's account; on success, turns two-factor on when it was being set up. */
async function codeMatches(
  request: FastifyRequest,
  user: AdminUserRow,
  purpose: "code" | "setup",
  code: string,
  at: Date,
): Promise<{ recoveryCodes: string[] | null } | null> {
  const users = request.server.adminUsers;
  if (purpose === "setup") {
    const step = user.totp_pending_secret === null ? null : matchTotp(user.totp_pending_secret, code, at);
    if (step === null || user.totp_pending_secret === null) return null;
    const recoveryCodes = await enableTotp(users, user.id, user.totp_pending_secret, at, step);
    await request.server.auditLog.record({
      actor: { id: user.id, displayName: user.display_name ?? user.username },
      action: "two-factor.enabled",
      target: accountTarget(user.username),
      detail: { while: "signing in (required for owners)" },
      at,
    });
    return { recoveryCodes };
  }
  if (user.totp_secret === null) return null;
  const step = matchTotp(user.totp_secret, code, at);
  // A code is good once: its step (or a later one) already used signs nobody in.
  if (step !== null) return (await users.useTotpStep(user.id, step)) ? { recoveryCodes: null } : null;
  if (looksLikeRecoveryCode(code) && (await users.useRecoveryCode(user.id, recoveryCodeHash(code)))) {
    return { recoveryCodes: null };
  }
  return null;
}

/** The second step: the challenge and a code; signs in when both are right. */
export async function finishSecondStep(
  service: SignInService,
  request: FastifyRequest,
  reply: FastifyReply,
  { challenge, code }: { challenge: string; code: string },
): Promise<SecondStepOutcome> {
  const sessions = request.server.adminSessions;
  const at = service.now();
  const tokenHash = hashToken(challenge);
  const pending = await sessions.findChallenge(tokenHash, at);
  if (!pending || pending.failures >= SECOND_STEP_MAX_FAILURES) return { kind: "expired" };
  const user = await request.server.adminUsers.findById(pending.userId);
  if (!user || user.disabled_at !== null) return { kind: "expired" };
  const who = await attemptOf(service, request, user.username, user);
  const retryAfterSeconds = await service.throttle.attempt(who);
  if (retryAfterSeconds > 0) return { kind: "throttled", retryAfterSeconds };
  const started = performance.now();

  const matched = await codeMatches(request, user, pending.purpose, code, at);
  if (!matched) {
    const failures = await sessions.countChallengeFailure(tokenHash);
    await failSignIn(service, request, user, who, started);
    if (failures >= SECOND_STEP_MAX_FAILURES) {
      await sessions.deleteChallenge(tokenHash);
      return { kind: "expired" };
    }
    return { kind: "wrong-code" };
  }
  // Used once: of two requests with one challenge, only the one that deletes it signs in.
  if (!(await sessions.deleteChallenge(tokenHash))) return { kind: "expired" };
  if (pending.purpose === "code" && looksLikeRecoveryCode(code)) {
    await auditSignIn(request, user, "two-factor.recovery-code-used", at, who);
  }
  const signedIn = await finishSignIn(service, request, reply, user, who);
  return { ...signedIn, recoveryCodes: matched.recoveryCodes };
}
