import { describe, expect, it } from "vitest";
import { MSG_INVALID_CREDENTIALS, MSG_SIGNED_OUT } from "#contracts/auth/session.ts";
import {
  type AccountCreated,
  type AdminAccount,
  MSG_ACCOUNT_DISABLED,
  MSG_LAST_OWNER,
  MSG_OWNER_ONLY,
  MSG_SET_PASSWORD_LINK_INVALID,
  MSG_USERNAME_TAKEN,
  SET_PASSWORD_LINK_LIFETIME_MS,
  type TeamMember,
} from "#contracts/accounts/accounts.ts";
import { type AuditLogPage } from "#contracts/accounts/audit-log.ts";
import { hashToken } from "#server/auth/sessions.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import {
  ADMIN,
  type AdminTestApp,
  ORIGIN,
  signedInAdminSuite,
  signedInStaff,
  signIn,
  STAFF,
} from "../test-support/admin-app.ts";

const NOW = "2026-11-22T10:00:00.000Z";

/** Every owner-only route, with a body that would be valid. */
const OWNER_ROUTES: [method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: object][] = [
  ["GET", "/api/admin/accounts"],
  ["POST", "/api/admin/accounts", { username: "newbie", displayName: "New", password: "long enough 1" }],
  ["PATCH", "/api/admin/accounts/1", { displayName: "Renamed" }],
  ["POST", "/api/admin/accounts/1/password", { link: true }],
  ["GET", "/api/admin/audit-log"],
  ["DELETE", "/api/admin/submissions/1"],
];

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`admin accounts on ${name}`, () => {
    let t: AdminTestApp;
    let owner: string;
    signedInAdminSuite(target, { now: NOW, each: true }, (app, cookie) => {
      [t, owner] = [app, cookie];
    });

    const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie?: string, body?: object) =>
      t.app.inject({
        method,
        url,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        ...(body ? { payload: body } : {}),
      });
    const createAccount = (body: object) => call("POST", "/api/admin/accounts", owner, body);
    /** A second owner, Anita, created by the first and signed in. */
    const secondOwner = async () => {
      const password = "owner password 2";
      const created = await createAccount({ username: "anita", displayName: "Anita", role: "owner", password });
      const anita = created.json<AccountCreated>().account;
      const anitaCookie = `crestline_admin=${(await signIn(t.app, { username: "anita", password })).cookies[0]?.value}`;
      return { anita, anitaCookie };
    };
    const ownerId = async () =>
      (
        await t.database.db
          .selectFrom("admin_users")
          .select("id")
          .where("username", "=", ADMIN.username)
          .executeTakeFirstOrThrow()
      ).id;
    const auditLog = async () =>
      (await call("GET", "/api/admin/audit-log?limit=200", owner)).json<AuditLogPage>().items;
    const insertLead = async (fullName: string, createdAt: string) =>
      (
        await t.database.db
          .insertInto("submissions")
          .values({
            type: "contact",
            data: JSON.stringify({ fullName, email: "asha@example.com", contactNumber: "+91 98765 43210" }),
            created_at: createdAt,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;

    it("answers 401 on every account route without a session", async () => {
      for (const [method, url, body] of [...OWNER_ROUTES, ["GET", "/api/admin/team"] as const]) {
        const response = await call(method, url, undefined, body);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ error: MSG_SIGNED_OUT });
      }
    });

    it("answers 403 to staff on every owner route, whatever the body, and keeps the lead", async () => {
      const lead = await insertLead("Asha Rao", NOW);
      const staff = await signedInStaff(t);
      for (const [method, url, body] of OWNER_ROUTES) {
        for (const payload of [body, { junk: true }]) {
          const path = url.replace("/submissions/1", `/submissions/${lead}`);
          const response = await call(method, path, staff.cookie, payload);
          expect(response.statusCode, `${method} ${url}`).toBe(403);
          expect(response.json()).toEqual({ error: MSG_OWNER_ONLY });
        }
      }
      const bad = await t.app.inject({
        method: "POST",
        url: "/api/admin/accounts",
        headers: { origin: ORIGIN, cookie: staff.cookie, "content-type": "text/plain" },
        payload: "x",
      });
      expect(bad.statusCode).toBe(403);
      expect(await t.database.db.selectFrom("submissions").select("id").execute()).toEqual([{ id: lead }]);
      expect(await t.database.db.selectFrom("admin_users").select("username").execute()).toHaveLength(2);
      // Staff keep the rest: the team, the list, the exports, the counters.
      for (const url of [
        "/api/admin/team",
        "/api/admin/submissions",
        "/api/admin/stats",
        "/api/admin/submissions/export?format=csv",
        "/api/admin/subscribers/export",
        `/api/admin/submissions/${lead}`,
      ]) {
        expect((await call("GET", url, staff.cookie)).statusCode, url).toBe(200);
      }
    });

    it("creates a staff account with a password: listed, on the team, signs in as staff", async () => {
      const response = await createAccount({
        username: " priya ",
        displayName: " Priya Nair ",
        password: STAFF.password,
      });
      expect(response.statusCode).toBe(201);
      const created = response.json<AccountCreated>();
      expect(created).toEqual({
        account: {
          id: expect.any(Number),
          username: "priya",
          displayName: "Priya Nair",
          role: "staff",
          createdAt: NOW,
          disabledAt: null,
          passwordLinkPending: false,
        },
        setPasswordUrl: null,
      });
      const accounts = (await call("GET", "/api/admin/accounts", owner)).json<AdminAccount[]>();
      expect(accounts.map((a) => [a.username, a.role])).toEqual([
        [ADMIN.username, "owner"],
        ["priya", "staff"],
      ]);
      const team = (await call("GET", "/api/admin/team", owner)).json<TeamMember[]>();
      expect(team).toEqual([
        { id: await ownerId(), username: ADMIN.username, displayName: ADMIN.username, role: "owner" },
        { id: created.account.id, username: "priya", displayName: "Priya Nair", role: "staff" },
      ]);
      const signedIn = await signIn(t.app, { username: "priya", password: STAFF.password });
      expect(signedIn.statusCode).toBe(200);
      const session = await t.app.inject({
        url: "/api/auth/session",
        headers: { cookie: `crestline_admin=${signedIn.cookies[0]?.value}` },
      });
      expect(session.json()).toMatchObject({
        user: { id: created.account.id, displayName: "Priya Nair", role: "staff" },
      });
    });

    it("refuses bad new accounts with 400 and a reason, a taken username with 409", async () => {
      const cases: [object, string][] = [
        [{ displayName: "X", password: "long enough 1" }, "username"],
        [{ username: "ab", displayName: "X", password: "long enough 1" }, "username"],
        [{ username: "a b c", displayName: "X", password: "long enough 1" }, "username"],
        [{ username: "abc", password: "long enough 1" }, "displayName"],
        [{ username: "abc", displayName: "bell\u0007", password: "long enough 1" }, "displayName"],
        [{ username: "abc", displayName: "X", password: "short" }, "password"],
        [{ username: "abc", displayName: "X" }, "password"],
        [{ username: "abc", displayName: "X", password: "long enough 1", link: true }, "password"],
        [{ username: "abc", displayName: "X", password: "long enough 1", role: "admin" }, "role"],
        [{ username: "abc", displayName: "X", password: "long enough 1", isOwner: true }, "form"],
      ];
      for (const [body, field] of cases) {
        const response = await createAccount(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        const answer = response.json<{ error: string; fields: Record<string, string> }>();
        expect(answer.error.length, JSON.stringify(body)).toBeGreaterThan(3);
        expect(Object.keys(answer.fields), JSON.stringify(body)).toContain(field);
      }
      for (const username of [ADMIN.username, ADMIN.username.toUpperCase()]) {
        const taken = await createAccount({ username, displayName: "Twin", password: "long enough 1" });
        expect(taken.statusCode).toBe(409);
        expect(taken.json()).toMatchObject({ error: MSG_USERNAME_TAKEN });
      }
      expect(await t.database.db.selectFrom("admin_users").select("id").execute()).toHaveLength(1);
    });

    it("creates an account with a one-time link: no sign-in until it is used, once, within 72 hours", async () => {
      const response = await createAccount({ username: "rohan", displayName: "Rohan", role: "staff", link: true });
      expect(response.statusCode).toBe(201);
      const { account, setPasswordUrl } = response.json<AccountCreated>();
      expect(account.passwordLinkPending).toBe(true);
      expect(setPasswordUrl).toMatch(/^\/admin\/set-password#token=[\w-]{43}$/);
      const token = setPasswordUrl!.split("#token=")[1]!;
      const row = await t.database.db
        .selectFrom("admin_users")
        .selectAll()
        .where("id", "=", account.id)
        .executeTakeFirstOrThrow();
      expect(row.password_link_hash).toBe(hashToken(token));
      expect(row.password_link_expires_at).toBe(
        new Date(Date.parse(NOW) + SET_PASSWORD_LINK_LIFETIME_MS).toISOString(),
      );
      expect(JSON.stringify(row)).not.toContain(token);
      expect((await signIn(t.app, { username: "rohan", password: "" })).statusCode).toBe(400);

      const setPassword = (body: object) =>
        t.app.inject({ method: "POST", url: "/api/auth/set-password", headers: { origin: ORIGIN }, payload: body });
      expect((await setPassword({ token, password: "short" })).statusCode).toBe(400);
      expect((await setPassword({ token: `${token}x`, password: "rohan's password" })).json()).toEqual({
        error: MSG_SET_PASSWORD_LINK_INVALID,
      });
      expect((await setPassword({ token, password: "rohan's password" })).statusCode).toBe(204);
      const again = await setPassword({ token, password: "another password" });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: MSG_SET_PASSWORD_LINK_INVALID });
      expect((await signIn(t.app, { username: "rohan", password: "rohan's password" })).statusCode).toBe(200);
      const listed = (await call("GET", "/api/admin/accounts", owner)).json<AdminAccount[]>();
      expect(listed.find((a) => a.username === "rohan")?.passwordLinkPending).toBe(false);

      // A link reset: the old password stops working; the link expires after 72 hours.
      const reset = await call("POST", `/api/admin/accounts/${account.id}/password`, owner, { link: true });
      expect(reset.statusCode).toBe(200);
      const second = reset.json<{ setPasswordUrl: string }>().setPasswordUrl.split("#token=")[1]!;
      expect(
        await t.database.db.selectFrom("admin_sessions").select("user_id").where("user_id", "=", account.id).execute(),
      ).toEqual([]);
      t.clock.advance(SET_PASSWORD_LINK_LIFETIME_MS);
      expect((await setPassword({ token: second, password: "too late password" })).statusCode).toBe(400);
    });

    it("disables an account: its sessions end, it cannot sign in, and enabling lets it back", async () => {
      const staff = await signedInStaff(t);
      expect((await call("GET", "/api/admin/team", staff.cookie)).statusCode).toBe(200);
      const disable = await call("PATCH", `/api/admin/accounts/${staff.id}`, owner, { disabled: true });
      expect(disable.statusCode).toBe(200);
      expect(disable.json<AdminAccount>()).toMatchObject({ username: STAFF.username, disabledAt: NOW });
      expect((await call("GET", "/api/admin/team", staff.cookie)).statusCode).toBe(401);
      const team = (await call("GET", "/api/admin/team", owner)).json<TeamMember[]>();
      expect(team.map((member) => member.username)).toEqual([ADMIN.username]);

      const refused = await signIn(t.app, { username: STAFF.username, password: STAFF.password });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: MSG_ACCOUNT_DISABLED });
      expect(refused.cookies).toEqual([]);
      const wrong = await signIn(t.app, { username: STAFF.username, password: "not the password" });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: MSG_INVALID_CREDENTIALS });

      const enable = await call("PATCH", `/api/admin/accounts/${staff.id}`, owner, {
        disabled: false,
        displayName: "Priya N.",
      });
      expect(enable.json<AdminAccount>()).toMatchObject({ disabledAt: null, displayName: "Priya N." });
      expect((await signIn(t.app, { username: STAFF.username, password: STAFF.password })).statusCode).toBe(200);
    });

    it("never disables the last active owner; with a second owner, an owner may leave", async () => {
      const me = await ownerId();
      const last = await call("PATCH", `/api/admin/accounts/${me}`, owner, { disabled: true });
      expect(last.statusCode).toBe(409);
      expect(last.json()).toEqual({ error: MSG_LAST_OWNER });
      // A staff account does not count as an owner.
      await signedInStaff(t);
      expect((await call("PATCH", `/api/admin/accounts/${me}`, owner, { disabled: true })).statusCode).toBe(409);

      const { anita, anitaCookie } = await secondOwner();
      expect(anita.role).toBe("owner");
      expect((await call("GET", "/api/admin/accounts", anitaCookie)).statusCode).toBe(200);
      expect((await call("PATCH", `/api/admin/accounts/${me}`, owner, { disabled: true })).statusCode).toBe(200);
      expect((await call("GET", "/api/admin/accounts", owner)).statusCode).toBe(401);
      const back = await call("PATCH", `/api/admin/accounts/${anita.id}`, anitaCookie, { disabled: true });
      expect(back.statusCode).toBe(409);
    });

    it("keeps one owner when two owners disable each other at once", async () => {
      const me = await ownerId();
      const { anita, anitaCookie } = await secondOwner();
      const answers = await Promise.all([
        call("PATCH", `/api/admin/accounts/${anita.id}`, owner, { disabled: true }),
        call("PATCH", `/api/admin/accounts/${me}`, anitaCookie, { disabled: true }),
      ]);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      const active = await t.database.db
        .selectFrom("admin_users")
        .select("id")
        .where("role", "=", "owner")
        .where("disabled_at", "is", null)
        .execute();
      expect(active).toHaveLength(1);
    });

    it("refuses bad updates and unknown accounts", async () => {
      const staff = await signedInStaff(t);
      for (const body of [
        {},
        { displayName: "" },
        { displayName: "x".repeat(81) },
        { disabled: "yes" },
        { role: "owner" },
      ]) {
        const response = await call("PATCH", `/api/admin/accounts/${staff.id}`, owner, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toHaveProperty("error");
      }
      for (const id of ["999", "0", "abc", "99999999999"]) {
        expect((await call("PATCH", `/api/admin/accounts/${id}`, owner, { displayName: "X" })).statusCode, id).toBe(
          404,
        );
        expect((await call("POST", `/api/admin/accounts/${id}/password`, owner, { link: true })).statusCode, id).toBe(
          404,
        );
      }
      for (const body of [{}, { password: "short" }, { link: false }, { password: "long enough 1", link: true }]) {
        const response = await call("POST", `/api/admin/accounts/${staff.id}/password`, owner, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      const own = await call("POST", `/api/admin/accounts/${await ownerId()}/password`, owner, {
        password: "long enough 1",
      });
      expect(own.statusCode).toBe(400);
      expect((await call("GET", "/api/admin/audit-log?limit=0", owner)).statusCode).toBe(400);
      expect((await call("GET", "/api/admin/audit-log?cursor=abc", owner)).statusCode).toBe(400);
      expect((await call("GET", "/api/admin/audit-log?cursor=99999999999", owner)).statusCode).toBe(400);
    });

    it("resets a password: the account's sessions end, only the new password works", async () => {
      const staff = await signedInStaff(t);
      const reset = await call("POST", `/api/admin/accounts/${staff.id}/password`, owner, {
        password: "brand new password",
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ setPasswordUrl: null });
      expect((await call("GET", "/api/admin/team", staff.cookie)).statusCode).toBe(401);
      expect((await signIn(t.app, { username: STAFF.username, password: "brand new password" })).statusCode).toBe(200);
      // The owner's own session is untouched.
      expect((await call("GET", "/api/admin/accounts", owner)).statusCode).toBe(200);
    });

    it("writes the audit log for deletions, exports and account changes, newest first, without secrets or a lead's name", async () => {
      const lead = await insertLead("Asha Rao", "2026-11-21T20:00:00.000Z"); // 22 Nov in New Delhi
      expect((await call("DELETE", `/api/admin/submissions/${lead}`, owner)).statusCode).toBe(204);
      expect((await call("GET", "/api/admin/submissions/export?format=csv&type=quote&q=asha", owner)).statusCode).toBe(
        200,
      );
      expect((await call("GET", "/api/admin/subscribers/export?format=json", owner)).statusCode).toBe(200);
      const created = await createAccount({ username: "priya", displayName: "Priya", password: "first secret pw" });
      const id = created.json<AccountCreated>().account.id;
      await call("PATCH", `/api/admin/accounts/${id}`, owner, { displayName: "Priya Nair" });
      await call("PATCH", `/api/admin/accounts/${id}`, owner, { disabled: true });
      await call("PATCH", `/api/admin/accounts/${id}`, owner, { disabled: false });
      await call("POST", `/api/admin/accounts/${id}/password`, owner, { password: "second secret pw" });
      const link = (await call("POST", `/api/admin/accounts/${id}/password`, owner, { link: true })).json<{
        setPasswordUrl: string;
      }>();
      const token = link.setPasswordUrl.split("#token=")[1]!;
      await t.app.inject({
        method: "POST",
        url: "/api/auth/set-password",
        headers: { origin: ORIGIN },
        payload: { token, password: "third secret pw" },
      });

      const items = await auditLog();
      expect(items.map((item) => [item.action, item.target, item.actor.displayName])).toEqual([
        ["account.password-changed", "Account priya", "Priya Nair"],
        ["account.password-reset", "Account priya", ADMIN.username],
        ["account.password-reset", "Account priya", ADMIN.username],
        ["account.enabled", "Account priya", ADMIN.username],
        ["account.disabled", "Account priya", ADMIN.username],
        ["account.updated", "Account priya", ADMIN.username],
        ["account.created", "Account priya", ADMIN.username],
        ["export.subscribers", "Subscribers", ADMIN.username],
        ["export.submissions", "Submissions", ADMIN.username],
        ["lead.deleted", `Lead #${lead}`, ADMIN.username],
        ["sign-in.succeeded", `Account ${ADMIN.username}`, ADMIN.username],
      ]);
      expect(items[0]?.at).toBe(NOW);
      expect(items[0]?.actor.id).toBe(id);
      expect(items.at(-1)?.actor.id).toBe(await ownerId());
      expect(items.find((item) => item.action === "export.submissions")?.detail).toMatchObject({
        format: "csv",
        type: "quote",
        search: true,
      });
      expect(items.find((item) => item.action === "account.updated")?.detail).toEqual({
        displayName: { from: "Priya", to: "Priya Nair" },
      });
      const stored = JSON.stringify(await t.database.db.selectFrom("audit_log").selectAll().execute());
      // The lead's name, and the export's search words (which may be a name or an e-mail), are not kept.
      for (const secret of [
        "first secret pw",
        "second secret pw",
        "third secret pw",
        token,
        hashToken(token),
        "Asha",
        "asha",
      ]) {
        expect(stored).not.toContain(secret);
      }

      // Pages of the log: newest first, no gaps, no repeats.
      const seen: number[] = [];
      let cursor: string | null = "";
      while (cursor !== null) {
        const page: AuditLogPage = (
          await call("GET", `/api/admin/audit-log?limit=3${cursor ? `&cursor=${cursor}` : ""}`, owner)
        ).json();
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      }
      expect(seen).toEqual(items.map((item) => item.id));
    });
  });
}
