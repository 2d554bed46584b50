import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MSG_INVALID_CREDENTIALS, MSG_THROTTLED, SIGN_IN_THROTTLE } from "#contracts/admin.ts";
import { databaseTargets } from "#server/db/test-support/databases.ts";
import {
  ADMIN,
  type AdminTestApp,
  createAdminTestApp,
  ORIGIN,
  sessionCookie,
  signIn,
} from "#server/admin/test-support.ts";
import { hashToken } from "./sessions.ts";

const HOUR = 60 * 60 * 1000;

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
        const started = Date.now();
        const response = await signIn(t.app, body);
        expect(Date.now() - started).toBeGreaterThanOrEqual(990);
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
      const failures = await Promise.all(
        Array.from({ length: max }, (_, i) =>
          // Spread over addresses: the username limit holds whoever guesses.
          signIn(t.app, { username: ADMIN.username, password: `guess ${i}` }, { "x-test": String(i) }),
        ),
      );
      expect(failures.map((r) => r.statusCode)).toEqual(Array(max).fill(401));

      const blocked = await signIn(t.app);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: MSG_THROTTLED });
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      // The same answer for a name that does not exist once it has been guessed as often.
      await Promise.all(Array.from({ length: max }, () => signIn(t.app, { username: "ghost", password: "x" })));
      expect((await signIn(t.app, { username: "ghost", password: "x" })).statusCode).toBe(429);

      t.clock.advance(SIGN_IN_THROTTLE.windowMs + 1000);
      expect((await signIn(t.app)).statusCode).toBe(200);
    });

    it("throttles one address after 20 failures across usernames", async () => {
      const max = SIGN_IN_THROTTLE.maxFailuresPerAddress;
      const failures = await Promise.all(
        Array.from({ length: max }, (_, i) => signIn(t.app, { username: `user${i}`, password: "wrong password" })),
      );
      expect(failures.every((r) => r.statusCode === 401)).toBe(true);
      expect((await signIn(t.app)).statusCode).toBe(429);
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

    it("ends the session after 24 hours (clock injected)", async () => {
      const cookie = sessionCookie(await signIn(t.app));
      t.clock.advance(24 * HOUR - 1000);
      expect((await stats(cookie)).statusCode).toBe(200);
      t.clock.advance(1000);
      expect((await stats(cookie)).statusCode).toBe(401);
      expect((await session(cookie)).json()).toMatchObject({ signedIn: false, username: null });
      expect(await t.database.db.selectFrom("admin_sessions").selectAll().execute()).toHaveLength(0);
    });

    it("does not extend the session with use (absolute lifetime)", async () => {
      const cookie = sessionCookie(await signIn(t.app));
      for (let hour = 0; hour < 24; hour += 6) {
        t.clock.advance(6 * HOUR - 1);
        expect((await stats(cookie)).statusCode).toBe(200);
      }
      t.clock.advance(10);
      expect((await stats(cookie)).statusCode).toBe(401);
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
