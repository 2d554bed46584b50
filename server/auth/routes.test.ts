import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  MSG_FORBIDDEN_ORIGIN,
  MSG_INVALID_CREDENTIALS,
  MSG_SIGNED_OUT,
  SIGN_IN_FAILURE_DELAY_MS,
  SIGN_IN_THROTTLE,
} from "#contracts/auth/session.ts";
import {
  ADMIN_SIGN_IN_FORM_PATH,
  MSG_ACCOUNT_DISABLED,
  MSG_SET_PASSWORD_LINK_INVALID,
  MSG_WRONG_PASSWORD,
} from "#contracts/accounts/accounts.ts";
import { type AuditLogPage } from "#contracts/accounts/audit-log.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import {
  ADMIN,
  type AdminTestApp,
  createAdminTestApp,
  ORIGIN,
  sessionCookie,
  signedInStaff,
  signIn,
  STAFF,
} from "#server/test-support/admin-app.ts";
import { fakeTimeouts, settledWithoutTime, until, watched } from "#server/test-support/fake-timeouts.ts";
import { expectRefusal } from "#server/test-support/retry-after.ts";
import { PASSWORD_HASHING_MAX } from "./password-work.ts";
import { hashToken } from "./sessions.ts";

const HOUR = 60 * 60 * 1000;

/** Parallel requests, at most as many at once as the password-hashing cap lets in (more get 503). */
async function inBatches<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += PASSWORD_HASHING_MAX) {
    const size = Math.min(PASSWORD_HASHING_MAX, count - start);
    results.push(...(await Promise.all(Array.from({ length: size }, (_, i) => make(start + i)))));
  }
  return results;
}
/** The longest a throttled sign-in is told to wait: the throttle's window. */
const THROTTLE_SECONDS = SIGN_IN_THROTTLE.windowMs / 1000;
const THROTTLED = /^Too many failed sign-in attempts\. Try again in \d+ (seconds|minutes)\.$/;

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`admin sign-in on ${name}`, () => {
    let t: AdminTestApp;
    beforeEach(async () => {
      t = await createAdminTestApp(await target());
    });
    afterEach(async () => {
      await t?.close();
    });

    const session = (cookie?: string) =>
      t.app.inject({ method: "GET", url: "/api/auth/session", headers: cookie ? { cookie } : {} });
    const stats = (cookie?: string) =>
      t.app.inject({ method: "GET", url: "/api/admin/stats", headers: cookie ? { cookie } : {} });
    /** A staff member who signed in and whose account the owner then disabled. */
    const disabledAfterSignIn = async () => {
      const staff = await signedInStaff(t);
      await t.database.db
        .updateTable("admin_users")
        .set({ disabled_at: "2026-11-22T09:00:00.000Z" })
        .where("id", "=", staff.id)
        .execute();
      return staff;
    };

    it("signs in with the right password: hashed token in the database, strict HttpOnly cookie", async () => {
      const response = await signIn(t.app);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ username: ADMIN.username, expiresAt: "2026-11-23T10:00:00.000Z" });
      const cookie = response.cookies[0];
      expect(cookie).toMatchObject({
        name: "crestline_admin",
        path: "/",
        httpOnly: true,
        sameSite: "Strict",
        maxAge: 86_400,
      });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const rows = await t.database.db.selectFrom("admin_sessions").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_hash).toBe(hashToken(cookie?.value ?? ""));
      expect(rows[0]?.token_hash).not.toContain(cookie?.value);
      expect(rows[0]?.expires_at).toBe("2026-11-23T10:00:00.000Z");

      const who = await session(sessionCookie(response));
      expect(who.json()).toMatchObject({ signedIn: true, username: ADMIN.username, demoCredentials: null });
      expect((await stats(sessionCookie(response))).statusCode).toBe(200);
    });

    it("never stores the password as is", async () => {
      const user = await t.database.db.selectFrom("admin_users").selectAll().executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(user.password_hash).not.toContain(ADMIN.password);
    });

    it("refuses a wrong password and an unknown user the same way, after the 1-second delay", async () => {
      for (const body of [
        { username: ADMIN.username, password: "wrong password" },
        { username: "nobody", password: ADMIN.password },
      ]) {
        // performance.now stands still too, so the whole delay is one timer of exactly 1 s.
        const clock = fakeTimeouts({ performance: true });
        let response: Awaited<ReturnType<typeof signIn>>;
        try {
          const answer = watched(signIn(t.app, body));
          await until(() => clock.delays().includes(SIGN_IN_FAILURE_DELAY_MS), "the failure delay to start");
          await clock.advance(SIGN_IN_FAILURE_DELAY_MS - 1);
          expect(answer.settled()).toBe(false);
          await clock.advance(1);
          response = await settledWithoutTime(answer.promise, "the answer after the delay");
        } finally {
          clock.restore();
        }
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: MSG_INVALID_CREDENTIALS });
        expect(response.cookies).toHaveLength(0);
      }
      expect(await t.database.db.selectFrom("admin_sessions").selectAll().execute()).toHaveLength(0);
    });

    it("answers 400 to a sign-in without both fields", async () => {
      const response = await signIn(t.app, { username: "staff" });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty("password");
    });

    it("throttles one username after 5 failures (429), even with the right password, for 15 minutes", async () => {
      const max = SIGN_IN_THROTTLE.maxFailuresPerUsername;
      const failures = await inBatches(max, (i) =>
        signIn(t.app, { username: ADMIN.username, password: `guess ${i}` }, { "x-test": String(i) }),
      );
      expect(failures.map((r) => r.statusCode)).toEqual(Array(max).fill(401));

      const blocked = await signIn(t.app);
      // The clock stands still: the whole window is left, "15 minutes" in words.
      expectRefusal(blocked, 429, THROTTLE_SECONDS - 59, THROTTLE_SECONDS);
      expect(blocked.json()).toEqual({ error: expect.stringMatching(THROTTLED) });
      // The same answer for a name that does not exist once it has been guessed as often.
      await inBatches(max, () => signIn(t.app, { username: "ghost", password: "x" }));
      expectRefusal(await signIn(t.app, { username: "ghost", password: "x" }), 429, 1, THROTTLE_SECONDS);

      t.clock.advance(SIGN_IN_THROTTLE.windowMs + 1000);
      expect((await signIn(t.app)).statusCode).toBe(200);
    });

    it("throttles one address after 20 failures across usernames", async () => {
      const max = SIGN_IN_THROTTLE.maxFailuresPerAddress;
      const failures = await inBatches(max, (i) => signIn(t.app, { username: `user${i}`, password: "wrong password" }));
      expect(failures.every((r) => r.statusCode === 401)).toBe(true);
      expectRefusal(await signIn(t.app), 429, 1, THROTTLE_SECONDS);
      // Another address is not affected.
      const other = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in",
        payload: ADMIN,
        headers: { origin: ORIGIN },
        remoteAddress: "10.0.0.9",
      });
      expect(other.statusCode).toBe(200);
    });

    it("ends the session after 24 hours even while in use (clock injected)", async () => {
      const cookie = sessionCookie(await signIn(t.app));
      const step = 25 * 60 * 1000;
      for (let used = step; used < 24 * HOUR; used += step) {
        t.clock.advance(step);
        expect((await stats(cookie)).statusCode).toBe(200);
      }
      t.clock.set("2026-11-23T10:00:00.000Z");
      expect((await stats(cookie)).statusCode).toBe(401);
      expect((await session(cookie)).json()).toMatchObject({ signedIn: false, username: null });
      expect(await t.database.db.selectFrom("admin_sessions").selectAll().execute()).toHaveLength(0);
    });

    it("ends the session after 30 minutes idle; each use starts the 30 minutes again", async () => {
      const cookie = sessionCookie(await signIn(t.app));
      t.clock.advance(30 * 60 * 1000 - 1);
      expect((await stats(cookie)).statusCode).toBe(200);
      t.clock.advance(29 * 60 * 1000);
      expect((await stats(cookie)).statusCode).toBe(200);
      t.clock.advance(30 * 60 * 1000);
      expect((await stats(cookie)).statusCode).toBe(401);
      expect(await t.database.db.selectFrom("admin_sessions").selectAll().execute()).toHaveLength(0);
    });

    it("writes a session's last use at most once a minute", async () => {
      const cookie = sessionCookie(await signIn(t.app));
      const lastSeen = async () =>
        (await t.database.db.selectFrom("admin_sessions").select("last_seen_at").executeTakeFirstOrThrow())
          .last_seen_at;
      t.clock.advance(61_000);
      await stats(cookie);
      expect(await lastSeen()).toBe("2026-11-22T10:01:01.000Z");
      for (let i = 0; i < 5; i++) {
        t.clock.advance(10_000);
        await stats(cookie);
      }
      expect(await lastSeen()).toBe("2026-11-22T10:01:01.000Z");
      t.clock.advance(10_000);
      await stats(cookie);
      expect(await lastSeen()).toBe("2026-11-22T10:02:01.000Z");
    });

    it("logs out: the session is deleted on the server and the cookie cleared", async () => {
      const cookie = sessionCookie(await signIn(t.app));
      const out = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-out",
        headers: { cookie, origin: ORIGIN },
      });
      expect(out.statusCode).toBe(204);
      expect(out.cookies[0]).toMatchObject({ name: "crestline_admin", value: "" });
      expect((await stats(cookie)).statusCode).toBe(401);
      expect(await t.database.db.selectFrom("admin_sessions").selectAll().execute()).toHaveLength(0);
    });

    it("refuses a made-up or tampered cookie", async () => {
      expect((await stats("crestline_admin=not-a-token")).statusCode).toBe(401);
      const cookie = sessionCookie(await signIn(t.app));
      expect((await stats(`${cookie.slice(0, -2)}xx`)).statusCode).toBe(401);
    });

    it("checks Origin on sign-in and sign-out (CSRF): 403 from another site or without Origin", async () => {
      for (const origin of ["https://evil.example", "null", "http://localhost:8080", undefined]) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/auth/sign-in",
          payload: ADMIN,
          headers: origin ? { origin } : {},
        });
        expect(response.statusCode, String(origin)).toBe(403);
      }
      const cookie = sessionCookie(await signIn(t.app));
      const out = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-out",
        headers: { cookie, origin: "https://evil.example" },
      });
      expect(out.statusCode).toBe(403);
      expect((await stats(cookie)).statusCode).toBe(200);
    });

    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: "POST", url, payload, headers: { origin: ORIGIN, ...headers } });

    it("changes one's own password: the current one checked, other sessions end, this one stays", async () => {
      const here = sessionCookie(await signIn(t.app));
      const elsewhere = sessionCookie(await signIn(t.app));
      const change = (body: object, cookie = here) => post("/api/auth/password", body, { cookie });

      const wrong = await change({ currentPassword: "not it at all", newPassword: "a new password 1" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        error: MSG_WRONG_PASSWORD,
        fields: { currentPassword: MSG_WRONG_PASSWORD },
      });
      for (const body of [
        {},
        { currentPassword: ADMIN.password },
        { currentPassword: ADMIN.password, newPassword: "short" },
      ]) {
        const response = await change(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json<{ error: string }>().error.length).toBeGreaterThan(3);
      }
      expect((await stats(elsewhere)).statusCode).toBe(200);

      expect((await change({ currentPassword: ADMIN.password, newPassword: "a new password 1" })).statusCode).toBe(204);
      expect((await stats(here)).statusCode).toBe(200);
      expect((await stats(elsewhere)).statusCode).toBe(401);
      expect((await signIn(t.app, { username: ADMIN.username, password: "a new password 1" })).statusCode).toBe(200);
      const log = await t.app.inject({ url: "/api/admin/audit-log", headers: { cookie: here } });
      const changes = log.json<AuditLogPage>().items.filter((item) => item.action.startsWith("account."));
      expect(changes).toMatchObject([
        { action: "account.password-changed", target: `Account ${ADMIN.username}`, detail: {} },
      ]);
      expect(log.body).not.toContain("a new password 1");
    });

    it("lets staff change their own password too; needs a session and this origin", async () => {
      const staff = await signedInStaff(t);
      const body = { currentPassword: STAFF.password, newPassword: "staff's new password" };
      const anonymous = await post("/api/auth/password", body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: MSG_SIGNED_OUT });
      const foreign = await post("/api/auth/password", body, { cookie: staff.cookie, origin: "https://evil.example" });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ error: MSG_FORBIDDEN_ORIGIN });
      expect((await post("/api/auth/password", body, { cookie: staff.cookie })).statusCode).toBe(204);
      expect((await signIn(t.app, { username: STAFF.username, password: body.newPassword })).statusCode).toBe(200);
    });

    it("set-password is public but refuses unknown tokens (400) and other origins (403)", async () => {
      const unknown = await post("/api/auth/set-password", { token: "made-up-token", password: "long enough 1" });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ error: MSG_SET_PASSWORD_LINK_INVALID });
      for (const body of [
        {},
        { token: "" },
        { token: "x".repeat(101), password: "long enough 1" },
        { token: "abc", password: "short" },
      ]) {
        const response = await post("/api/auth/set-password", body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toHaveProperty("error");
      }
      const foreign = await post(
        "/api/auth/set-password",
        { token: "abc", password: "long enough 1" },
        { origin: "https://evil.example" },
      );
      expect(foreign.statusCode).toBe(403);
    });

    it("refuses a staff account that only has a pending link, and a disabled one only once the password is right", async () => {
      await post(
        "/api/admin/accounts",
        { username: "rohan", displayName: "Rohan", link: true },
        { cookie: sessionCookie(await signIn(t.app)) },
      );
      const pending = await signIn(t.app, { username: "rohan", password: "any guess at all" });
      expect(pending.statusCode).toBe(401);
      expect(pending.json()).toEqual({ error: MSG_INVALID_CREDENTIALS });

      const staff = await disabledAfterSignIn();
      expect((await stats(staff.cookie)).statusCode).toBe(401);
      const disabled = await signIn(t.app, STAFF);
      expect(disabled.statusCode).toBe(403);
      expect(disabled.json()).toEqual({ error: MSG_ACCOUNT_DISABLED });
      expect(disabled.cookies).toEqual([]);
    });

    const formSignIn = (body: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: ADMIN_SIGN_IN_FORM_PATH,
        payload: body,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...headers },
      });
    const formOf = (username: string, password: string) => new URLSearchParams({ username, password }).toString();

    it("signs in without JavaScript: a form post answered 303 to the dashboard with the session cookie", async () => {
      const response = await formSignIn(formOf(ADMIN.username, ADMIN.password));
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/admin/leads");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.cookies[0]).toMatchObject({ name: "crestline_admin", httpOnly: true, sameSite: "Strict" });
      expect((await stats(sessionCookie(response))).statusCode).toBe(200);
    });

    it("answers a failed form sign-in with an HTML page: the reason and the form again", async () => {
      const response = await formSignIn(formOf(ADMIN.username, "wrong password"));
      expect(response.statusCode).toBe(401);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["content-security-policy"]).toContain("form-action 'self'");
      expect(response.body).toContain(MSG_INVALID_CREDENTIALS);
      expect(response.body).toContain(`<form method="post" action="${ADMIN_SIGN_IN_FORM_PATH}">`);
      expect(response.body).toContain(`value="${ADMIN.username}"`);
      expect(response.body).not.toContain("wrong password");
      expect(response.cookies).toEqual([]);

      const empty = await formSignIn("username=&password=");
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain("Please enter your username.");
      const escaped = await formSignIn(formOf('"><script>x</script>', ""));
      expect(escaped.body).not.toContain("<script>x");
    });

    it("refuses a form sign-in from another origin (403) or not sent as a form (415), as HTML", async () => {
      for (const headers of [{ origin: "https://evil.example" }, { origin: "null" }]) {
        const response = await formSignIn(formOf(ADMIN.username, ADMIN.password), headers);
        expect(response.statusCode).toBe(403);
        expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(response.body).toContain(MSG_FORBIDDEN_ORIGIN);
        expect(response.cookies).toEqual([]);
      }
      const json = await formSignIn(JSON.stringify(ADMIN), { "content-type": "application/json" });
      expect(json.statusCode).toBe(415);
      expect(json.headers["content-type"]).toBe("text/html; charset=utf-8");
    });

    it("throttles the form with the JSON sign-in's counter: 429 page; a disabled account gets 403", async () => {
      await disabledAfterSignIn();
      const disabled = await formSignIn(formOf(STAFF.username, STAFF.password));
      expect(disabled.statusCode).toBe(403);
      expect(disabled.body).toContain(MSG_ACCOUNT_DISABLED);

      await inBatches(SIGN_IN_THROTTLE.maxFailuresPerUsername, (i) =>
        i % 2 === 0
          ? signIn(t.app, { username: ADMIN.username, password: `guess ${i}` })
          : formSignIn(formOf(ADMIN.username, `guess ${i}`)),
      );
      const throttled = await formSignIn(formOf(ADMIN.username, ADMIN.password));
      expectRefusal(throttled, 429, 1, THROTTLE_SECONDS);
      expect(throttled.body).toMatch(/Too many failed sign-in attempts\. Try again in \d+ minutes\./);
      expectRefusal(await signIn(t.app), 429, 1, THROTTLE_SECONDS);
    });

    it("shows the demo credentials only in demo mode", async () => {
      expect((await session()).json()).toEqual({
        signedIn: false,
        username: null,
        user: null,
        replyByEmail: false,
        expiresAt: null,
        demoCredentials: null,
      });
    });
  });
}

describe("admin cookie in production", () => {
  it("is Secure with the __Host- prefix", async () => {
    const t = await createAdminTestApp({ dialect: "sqlite", filename: ":memory:" }, { production: true });
    try {
      const response = await signIn(t.app);
      expect(response.cookies[0]).toMatchObject({
        name: "__Host-crestline_admin",
        secure: true,
        httpOnly: true,
        sameSite: "Strict",
      });
      const cookie = sessionCookie(response);
      expect((await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie } })).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  });

  it("demo mode shows the demo credentials", async () => {
    const { createTestApp } = await import("#server/test-support/test-app.ts");
    const t = await createTestApp(undefined, { config: { demoMode: true } });
    try {
      const response = await t.app.inject({ method: "GET", url: "/api/auth/session" });
      expect(response.json().demoCredentials).toEqual({ username: "admin", password: "crestline-demo" });
      expect(response.headers["cache-control"]).toBe("no-store");
    } finally {
      await t.close();
    }
  });
});
