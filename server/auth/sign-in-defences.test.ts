import type { LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SIGN_IN_THROTTLE } from "#contracts/auth/session.ts";
import type { AuditLogPage } from "#contracts/accounts/audit-log.ts";
import type { CodeSignInResult, RecoveryCodes, SecondStep, TwoFactorKey } from "#contracts/auth/two-factor.ts";
import {
  ADMIN,
  type AdminTestApp,
  createAdminTestApp,
  ORIGIN,
  sessionCookie,
  signIn,
} from "#server/test-support/admin-app.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { expectRefusal } from "#server/test-support/retry-after.ts";
import { PASSWORD_HASHING_MAX } from "./password-work.ts";
import { totpCode } from "./totp.ts";

// The sign-in's defences of issue 25: strangers cannot lock the owner's own browser out, the
// audit log hears of sign-ins, failures and lockouts, and two-factor sign-in (TOTP).

/** Each of these tests runs dozens of scrypt checks: room for a busy machine. */
const SLOW = { timeout: 120_000 };
/** The longest a throttled sign-in is told to wait: the throttle's window. */
const THROTTLE_SECONDS = SIGN_IN_THROTTLE.windowMs / 1000;
const STRANGER = "203.0.113.7";
const OWNER_HOME = "198.51.100.20";

function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.includes("crestline_device"));
  if (!cookie) throw new Error(`no known-device cookie (status ${response.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
}

/** `count` wrong passwords, a few at a time (the password-hashing cap). */
async function wrongPasswords(t: AdminTestApp, count: number, remoteAddress: string, cookie?: string) {
  for (let start = 0; start < count; start += PASSWORD_HASHING_MAX) {
    const size = Math.min(PASSWORD_HASHING_MAX, count - start);
    const answers = await Promise.all(
      Array.from({ length: size }, (_, i) =>
        signInFrom(t, remoteAddress, { ...ADMIN, password: `guess ${start + i}` }, cookie),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(size).fill(401));
  }
}

function signInFrom(t: AdminTestApp, remoteAddress: string, body: object = ADMIN, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    payload: body,
    remoteAddress,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`admin sign-in defences on ${name}`, () => {
    let t: AdminTestApp;
    beforeEach(async () => {
      t = await createAdminTestApp(await target());
    });
    afterEach(async () => {
      await t?.close();
    });

    const call = (method: "GET" | "POST" | "PUT", url: string, cookie: string, payload?: object) =>
      t.app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });
    const auditLog = async (cookie: string) =>
      (await call("GET", "/api/admin/audit-log?limit=100", cookie)).json<AuditLogPage>().items;

    it(
      "strangers' failures lock the username for new browsers, never a browser that signed in before",
      SLOW,
      async () => {
        const first = await signInFrom(t, OWNER_HOME);
        expect(first.statusCode).toBe(200);
        const known = deviceCookie(first);

        await wrongPasswords(t, SIGN_IN_THROTTLE.maxFailuresPerUsername, STRANGER);
        // A new browser, even with the right password and from the owner's own address, waits;
        // so does one with a made-up cookie.
        expectRefusal(await signInFrom(t, OWNER_HOME), 429, 1, THROTTLE_SECONDS);
        expectRefusal(await signInFrom(t, OWNER_HOME, ADMIN, "crestline_device=made-up"), 429, 1, THROTTLE_SECONDS);
        // The owner's browser gets through.
        expect((await signInFrom(t, OWNER_HOME, ADMIN, known)).statusCode).toBe(200);

        // A known browser has a count of its own: guessing with a stolen cookie is throttled too.
        await wrongPasswords(t, SIGN_IN_THROTTLE.maxFailuresPerUsername, STRANGER, known);
        expectRefusal(await signInFrom(t, STRANGER, ADMIN, known), 429, 1, THROTTLE_SECONDS);
      },
    );

    it("counts an IPv6 client per /64 in the per-address limit", SLOW, async () => {
      const max = SIGN_IN_THROTTLE.maxFailuresPerAddress;
      for (let start = 0; start < max; start += PASSWORD_HASHING_MAX) {
        await Promise.all(
          Array.from({ length: PASSWORD_HASHING_MAX }, (_, i) =>
            signInFrom(t, `2001:db8:1:2::${(start + i + 1).toString(16)}`, {
              username: `user${start + i}`,
              password: "x",
            }),
          ),
        );
      }
      expectRefusal(await signInFrom(t, "2001:db8:1:2:ffff::9"), 429, 1, THROTTLE_SECONDS);
      expect((await signInFrom(t, "2001:db8:1:3::1")).statusCode).toBe(200);
    });

    it("records sign-ins, failures and the lockout in the audit log, naming only existing accounts", SLOW, async () => {
      await wrongPasswords(t, SIGN_IN_THROTTLE.maxFailuresPerUsername, STRANGER);
      await signInFrom(t, STRANGER, { username: "someone-typed-this", password: "x" });
      const owner = await signInFrom(t, OWNER_HOME, ADMIN, undefined);
      expectRefusal(owner, 429, 1, THROTTLE_SECONDS);
      t.clock.advance(SIGN_IN_THROTTLE.windowMs + 1000);
      const cookie = sessionCookie(await signInFrom(t, OWNER_HOME));
      const items = await auditLog(cookie);
      expect(items.map((item) => [item.action, item.actor.displayName, item.target])).toEqual([
        ["sign-in.succeeded", ADMIN.username, `Account ${ADMIN.username}`],
        ["sign-in.locked", "Someone", `Account ${ADMIN.username}`],
        ...Array(SIGN_IN_THROTTLE.maxFailuresPerUsername).fill([
          "sign-in.failed",
          "Someone",
          `Account ${ADMIN.username}`,
        ]),
      ]);
      expect(items[0]?.detail).toEqual({ browser: "new" });
      const stored = JSON.stringify(await t.database.db.selectFrom("audit_log").selectAll().execute());
      expect(stored).not.toContain("someone-typed-this");
      expect(stored).not.toContain("guess");
    });

    it(
      "two-factor: set up with a code, then signing in asks for a code, used once; recovery codes once each",
      SLOW,
      async () => {
        const cookie = sessionCookie(await signIn(t.app));
        expect((await call("GET", "/api/auth/two-factor", cookie)).json()).toEqual({
          enabled: false,
          recoveryCodesLeft: 0,
          requiredForOwners: false,
        });
        const key = (await call("POST", "/api/auth/two-factor/setup", cookie)).json<TwoFactorKey>();
        expect(key.secret).toMatch(/^[A-Z2-7]{32}$/);
        expect(key.groupedSecret.replaceAll(" ", "")).toBe(key.secret);
        expect(key.otpauthUrl).toContain(`secret=${key.secret}`);
        expect((await call("POST", "/api/auth/two-factor/enable", cookie, { code: "000000" })).statusCode).toBe(400);
        const enabled = await call("POST", "/api/auth/two-factor/enable", cookie, {
          code: totpCode(key.secret, t.clock.now()),
        });
        expect(enabled.statusCode).toBe(200);
        const { recoveryCodes } = enabled.json<RecoveryCodes>();
        expect(recoveryCodes).toHaveLength(10);
        expect(
          JSON.stringify(await t.database.db.selectFrom("admin_recovery_codes").selectAll().execute()),
        ).not.toContain(recoveryCodes[0]);

        // The password alone no longer signs in: no session cookie, a challenge instead.
        t.clock.advance(60_000);
        const first = await signIn(t.app);
        expect(first.statusCode).toBe(200);
        expect(first.cookies.some((c) => c.name.includes("crestline_admin"))).toBe(false);
        const step = first.json<SecondStep>();
        expect(step).toMatchObject({ twoFactor: "code", key: null });
        const code = (body: object) =>
          t.app.inject({ method: "POST", url: "/api/auth/sign-in/code", payload: body, headers: { origin: ORIGIN } });
        expect((await code({ challenge: step.challenge, code: "123456" })).statusCode).toBe(401);
        const now = totpCode(key.secret, t.clock.now());
        const done = await code({ challenge: step.challenge, code: now });
        expect(done.statusCode).toBe(200);
        expect(done.json<CodeSignInResult>()).toMatchObject({ username: ADMIN.username, recoveryCodes: null });
        expect((await call("GET", "/api/admin/stats", sessionCookie(done))).statusCode).toBe(200);
        // The challenge is used up, and the same code does not sign in twice.
        expect((await code({ challenge: step.challenge, code: now })).statusCode).toBe(400);
        const second = (await signIn(t.app)).json<SecondStep>();
        expect((await code({ challenge: second.challenge, code: now })).statusCode).toBe(401);
        // A recovery code works once.
        const recovered = await code({ challenge: second.challenge, code: recoveryCodes[3]!.toUpperCase() });
        expect(recovered.statusCode).toBe(200);
        const third = (await signIn(t.app)).json<SecondStep>();
        expect((await code({ challenge: third.challenge, code: recoveryCodes[3] })).statusCode).toBe(401);

        const items = await auditLog(sessionCookie(recovered));
        expect(items.map((item) => item.action)).toContain("two-factor.enabled");
        expect(items.map((item) => item.action)).toContain("two-factor.recovery-code-used");
        expect((await call("GET", "/api/auth/two-factor", sessionCookie(recovered))).json()).toMatchObject({
          enabled: true,
          recoveryCodesLeft: 9,
        });
      },
    );

    it("ends a challenge after 5 wrong codes", SLOW, async () => {
      const cookie = sessionCookie(await signIn(t.app));
      const key = (await call("POST", "/api/auth/two-factor/setup", cookie)).json<TwoFactorKey>();
      await call("POST", "/api/auth/two-factor/enable", cookie, { code: totpCode(key.secret, t.clock.now()) });
      t.clock.advance(60_000);
      const { challenge } = (await signIn(t.app)).json<SecondStep>();
      const code = (value: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/code",
          payload: { challenge, code: value },
          headers: { origin: ORIGIN },
        });
      for (let i = 0; i < 4; i++) expect((await code(`00000${i}`)).statusCode).toBe(401);
      expect((await code("000009")).statusCode).toBe(400);
      expect((await code(totpCode(key.secret, t.clock.now()))).statusCode).toBe(400);
    });

    it(
      "an owner can require two-factor for owners: an owner without it sets it up at the next sign-in",
      SLOW,
      async () => {
        const cookie = sessionCookie(await signIn(t.app));
        const required = await call("PUT", "/api/auth/two-factor/required", cookie, { required: true });
        expect(required.json()).toMatchObject({ requiredForOwners: true, enabled: false });
        const step = (await signIn(t.app)).json<SecondStep>();
        expect(step.twoFactor).toBe("setup");
        expect(step.key?.secret).toMatch(/^[A-Z2-7]{32}$/);
        const done = await t.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/code",
          payload: { challenge: step.challenge, code: totpCode(step.key!.secret, t.clock.now()) },
          headers: { origin: ORIGIN },
        });
        expect(done.statusCode).toBe(200);
        expect(done.json<CodeSignInResult>().recoveryCodes).toHaveLength(10);
        const signedIn = sessionCookie(done);
        expect((await call("GET", "/api/auth/two-factor", signedIn)).json()).toMatchObject({ enabled: true });
        // Required: an owner cannot turn it off.
        const off = await call("POST", "/api/auth/two-factor/disable", signedIn, { password: ADMIN.password });
        expect(off.statusCode).toBe(409);
      },
    );

    it("refuses the no-JavaScript sign-in form posted from another site, with a page that says so", SLOW, async () => {
      for (const url of ["/forms/admin-sign-in", "/forms/admin-sign-in/code"]) {
        const response = await t.app.inject({
          method: "POST",
          url,
          payload: new URLSearchParams({ username: ADMIN.username, password: ADMIN.password }).toString(),
          headers: {
            origin: ORIGIN,
            "sec-fetch-site": "cross-site",
            "content-type": "application/x-www-form-urlencoded",
          },
        });
        expect(response.statusCode).toBe(403);
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
        expect(response.body).toContain("sent from another website, so it was refused");
        expect(response.cookies).toHaveLength(0);
      }
    });

    it("asks for the code on the sign-in form that works without JavaScript", SLOW, async () => {
      const cookie = sessionCookie(await signIn(t.app));
      const key = (await call("POST", "/api/auth/two-factor/setup", cookie)).json<TwoFactorKey>();
      await call("POST", "/api/auth/two-factor/enable", cookie, { code: totpCode(key.secret, t.clock.now()) });
      t.clock.advance(60_000);
      const form = (url: string, body: Record<string, string>) =>
        t.app.inject({
          method: "POST",
          url,
          payload: new URLSearchParams(body).toString(),
          headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        });
      const page = await form("/forms/admin-sign-in", { username: ADMIN.username, password: ADMIN.password });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('autocomplete="one-time-code"');
      expect(page.body).toContain('inputmode="numeric"');
      expect(page.body).toContain('<label for="code">Code</label>');
      const challenge = /name="challenge" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
      const wrong = await form("/forms/admin-sign-in/code", { challenge, code: "123456" });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain("That code is not right");
      const done = await form("/forms/admin-sign-in/code", { challenge, code: totpCode(key.secret, t.clock.now()) });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe("/admin/leads");
      expect(done.cookies.some((c) => c.name.includes("crestline_admin"))).toBe(true);
    });
  });
}
