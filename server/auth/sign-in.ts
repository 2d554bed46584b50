import type { FastifyReply, FastifyRequest } from "fastify";
import { dummyPasswordHash, verifyPassword } from "./password.ts";
import { passwordHashing } from "./password-work.ts";
import { type SecondStep, startSecondStep } from "./two-factor-sign-in.ts";
import { attemptOf, failSignIn, finishSignIn, type SignInService } from "./sign-in-steps.ts";

// The sign-in itself, shared by the JSON API (POST /api/auth/sign-in) and the form that works
// without JavaScript (POST /forms/admin-sign-in): the same throttle, the same slow failure,
// the same session and cookie. Each route only words the outcome for its client.

export type SignInOutcome =
  | { kind: "signed-in"; username: string; expiresAt: Date }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "invalid" }
  /** The password was right, but the owner has disabled the account. */
  | { kind: "disabled" }
  /** The password was right; a two-factor code, or setting two-factor up, comes next. */
  | SecondStep;

export async function signIn(
  service: SignInService,
  request: FastifyRequest,
  reply: FastifyReply,
  { username, password }: { username: string; password: string },
): Promise<SignInOutcome> {
  const users = request.server.adminUsers;
  const user = await users.findByUsername(username);
  const who = await attemptOf(service, request, username, user);
  const started = performance.now();

  // A slot of the password-hashing cap is taken before the attempt is counted: a sign-in
  // refused because the server is busy (503) costs nobody one of their tries.
  const checked = await passwordHashing.run(async () => {
    const retryAfterSeconds = await service.throttle.attempt(who);
    if (retryAfterSeconds > 0) return { retryAfterSeconds, valid: false };
    // Same work whether or not the user exists: an unknown name is checked against a dummy hash.
    // An account waiting for its set-password link has a hash of a password nobody knows.
    const valid = user
      ? await verifyPassword(password, user.password_hash)
      : (await verifyPassword(password, await dummyPasswordHash()), false);
    return { retryAfterSeconds: 0, valid };
  });
  if (checked.retryAfterSeconds > 0) {
    request.log.warn({ address: who.address }, "admin sign-in throttled");
    return { kind: "throttled", retryAfterSeconds: checked.retryAfterSeconds };
  }
  if (!user || !checked.valid) return failSignIn(service, request, user, who, started);
  // Said only to whoever knows the password: the attempt stays counted by the throttle.
  if (user.disabled_at !== null) {
    request.log.info({ user: user.username }, "disabled admin refused");
    return { kind: "disabled" };
  }
  const second = await startSecondStep(request, user, service.now());
  if (second) {
    // Not a failure, but not a sign-in yet either: the count stays as it was.
    await service.throttle.forgive(who);
    return second;
  }
  return finishSignIn(service, request, reply, user, who);
}
