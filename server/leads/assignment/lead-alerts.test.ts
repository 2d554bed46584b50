import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ALERTS_SERVICE_WORKER_PATH,
  ALERT_PUSH_PATH,
  ALERT_RULES_PATH,
  ALERT_SETTINGS_PATH,
  type AlertSettingsView,
} from "#contracts/leads/assignment.ts";
import { createAdmin } from "#server/auth/admin-users.ts";
import type { MailMessage } from "#server/platform/mail.ts";
import { ADMIN, ORIGIN, sessionCookie, signIn } from "#server/test-support/admin-app.ts";
import { contact, nextIp, quote } from "#server/test-support/leads-api.ts";
import { until } from "#server/test-support/fake-timeouts.ts";
import { createTestApp, TEST_MAIL_CONFIG, type TestApp } from "#server/test-support/test-app.ts";
import { type LocalPushService, startLocalPushService } from "./push-service-test-support.ts";

// End to end through the real app and a local push service (web-push-testing on 127.0.0.1,
// which checks the VAPID signature and decrypts what it receives): the owner sets a rule,
// a staff member turns alerts on in a "browser", a lead arrives, and the message the push
// service decrypts is the lead's link; an alert e-mail goes to the staff member too.

const STAFF = { username: "priya@crestline.example", password: "staff password 1", displayName: "Priya Nair" };

describe("lead alerts by Web Push and e-mail", () => {
  let t: TestApp;
  let push: LocalPushService;
  let mails: MailMessage[];
  let staffId: number;
  let owner: string;
  let staff: string;

  beforeEach(async () => {
    mails = [];
    push = await startLocalPushService();
    t = await createTestApp(undefined, {
      config: { production: false, demoMode: false, ...TEST_MAIL_CONFIG },
      loadMailTransport: async () => ({ send: async (message: MailMessage) => void mails.push(message) }),
      allowHttpPushEndpoints: true,
    });
    await createAdmin(t.database.db, ADMIN.username, ADMIN.password);
    staffId = await createAdmin(t.database.db, STAFF.username, STAFF.password, new Date(), {
      role: "staff",
      displayName: STAFF.displayName,
    });
    owner = sessionCookie(await signIn(t.app));
    staff = sessionCookie(await signIn(t.app, { username: STAFF.username, password: STAFF.password }));
  });
  afterEach(async () => {
    await t.close();
    await push.close();
  });

  const call = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie, origin: ORIGIN } });
  const send = (type: string, data: object) =>
    t.app.inject({ method: "POST", url: "/api/submissions", payload: { type, data }, remoteAddress: nextIp() });

  async function subscribeStaff() {
    const settings = (await call("GET", ALERT_SETTINGS_PATH, staff)).json<AlertSettingsView>();
    const browser = await push.subscribe(settings.pushPublicKey);
    const answer = await call("POST", ALERT_PUSH_PATH, staff, { endpoint: browser.endpoint, keys: browser.keys });
    expect(answer.statusCode).toBe(204);
    return browser;
  }

  it("pushes the lead's type, name and link to the assignee's browser, and e-mails them", async () => {
    const rules = await call("PUT", ALERT_RULES_PATH, owner, {
      rules: [{ kind: "type", match: "contact", accountIds: [staffId] }],
    });
    expect(rules.statusCode).toBe(200);
    const browser = await subscribeStaff();

    const created = await send("contact", contact);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();

    await until(() => mails.length > 0, "the alert e-mail");
    let messages: string[] = [];
    for (let i = 0; i < 100 && messages.length === 0; i++) {
      messages = await push.messages(browser.clientHash);
      if (messages.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(messages).toHaveLength(1);
    const alert = JSON.parse(messages[0] ?? "{}") as { title: string; body: string; url: string };
    expect(alert.url).toBe(`${TEST_MAIL_CONFIG.publicUrl}/admin/leads/${id}`);
    expect(alert.title).toBe("New contact message");
    expect(alert.body).toContain("Asha Verma");

    const mail = mails.find((message) => message.to === STAFF.username);
    expect(mail?.text).toContain(`${TEST_MAIL_CONFIG.publicUrl}/admin/leads/${id}`);
    expect(mail?.subject).toContain("Asha Verma");
    const owned = await t.database.db
      .selectFrom("submissions")
      .select("owner_id")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(owned?.owner_id).toBe(staffId);

    // A quote matches no rule: it stays unassigned, and nobody is alerted.
    const unmatched = (await send("quote", quote)).json<{ id: number }>();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await push.messages(browser.clientHash)).toHaveLength(1);
    const row = await t.database.db
      .selectFrom("submissions")
      .select("owner_id")
      .where("id", "=", unmatched.id)
      .executeTakeFirst();
    expect(row?.owner_id).toBeNull();
  });

  it("gives out the next lead by the rules the owner just saved", async () => {
    const ownerOf = async (id: number) =>
      (await t.database.db.selectFrom("submissions").select("owner_id").where("id", "=", id).executeTakeFirst())
        ?.owner_id;
    // The first lead meets no rules (and the server keeps a copy of none).
    const before = (await send("contact", contact)).json<{ id: number }>();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ownerOf(before.id)).toBeNull();

    await call("PUT", ALERT_RULES_PATH, owner, { rules: [{ kind: "any", match: null, accountIds: [staffId] }] });
    const after = (await send("contact", contact)).json<{ id: number }>();
    await vi.waitFor(async () => expect(await ownerOf(after.id)).toBe(staffId));

    await call("PUT", ALERT_RULES_PATH, owner, { rules: [] });
    const cleared = (await send("contact", contact)).json<{ id: number }>();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ownerOf(cleared.id)).toBeNull();
  });

  it("removes a subscription the push service says is gone", async () => {
    await call("PUT", ALERT_RULES_PATH, owner, { rules: [{ kind: "any", match: null, accountIds: [staffId] }] });
    const browser = await subscribeStaff();
    await push.expire(browser.clientHash);
    await send("contact", contact);
    const left = async () => (await t.database.db.selectFrom("push_subscriptions").selectAll().execute()).length;
    for (let i = 0; i < 100 && (await left()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await left()).toBe(0);
    expect((await call("GET", ALERT_SETTINGS_PATH, staff)).json<AlertSettingsView>().devices).toBe(0);
  });

  it("serves the admin's service worker as a script under /admin/", async () => {
    const worker = await t.app.inject({ method: "GET", url: ALERTS_SERVICE_WORKER_PATH });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(worker.body).toContain("showNotification");
    expect(worker.body).toContain("openWindow");
  });

  it("lets only the owner set the rules, and refuses bad input with a reason", async () => {
    const rule = { kind: "any", match: null, accountIds: [] };
    expect((await call("PUT", ALERT_RULES_PATH, staff, { rules: [rule] })).statusCode).toBe(403);
    expect((await call("GET", ALERT_RULES_PATH, staff)).statusCode).toBe(403);
    const badRule = await call("PUT", ALERT_RULES_PATH, owner, {
      rules: [{ kind: "type", match: "pizza", accountIds: [] }],
    });
    expect(badRule.statusCode).toBe(400);
    expect(badRule.json<{ error: string }>().error).toContain("Choose what this rule matches");
    const badPush = await call("POST", ALERT_PUSH_PATH, staff, {
      endpoint: "ftp://x.example/1",
      keys: { p256dh: "a", auth: "b" },
    });
    expect(badPush.statusCode).toBe(400);
    const noOrigin = await t.app.inject({
      method: "PUT",
      url: ALERT_SETTINGS_PATH,
      payload: { email: null, emailOn: false },
      headers: { cookie: staff },
    });
    expect(noOrigin.statusCode).toBe(403);
    const saved = await call("PUT", ALERT_SETTINGS_PATH, staff, { email: "priya.alerts@example.in", emailOn: true });
    expect(saved.json<AlertSettingsView>().sendsTo).toBe("priya.alerts@example.in");
  });
});

describe("the alert e-mail through the mail outbox", () => {
  it("is queued with the lead, not sent directly; a mail server that refuses leaves it queued and the lead assigned", async () => {
    const sent: MailMessage[] = [];
    const t = await createTestApp(undefined, {
      config: { production: false, demoMode: false, ...TEST_MAIL_CONFIG },
      loadMailTransport: async () => ({
        send: async (message: MailMessage) => {
          sent.push(message);
          throw new Error("421 try again later");
        },
      }),
    });
    try {
      await createAdmin(t.database.db, ADMIN.username, ADMIN.password);
      const staffId = await createAdmin(t.database.db, STAFF.username, STAFF.password, new Date(), { role: "staff" });
      const owner = sessionCookie(await signIn(t.app));
      const rules = { rules: [{ kind: "any", match: null, accountIds: [staffId] }] };
      const call = { method: "PUT", url: ALERT_RULES_PATH, payload: rules, headers: { cookie: owner, origin: ORIGIN } };
      expect((await t.app.inject(call as never)).statusCode).toBe(200);

      const created = await t.app.inject({
        method: "POST",
        url: "/api/submissions",
        payload: { type: "contact", data: contact },
        remoteAddress: nextIp(),
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: number }>();
      const alertRow = () =>
        t.database.db
          .selectFrom("mail_outbox")
          .selectAll()
          .where("lead_id", "=", id)
          .where("kind", "=", "lead-alert")
          .executeTakeFirst();
      await vi.waitFor(async () => expect(await alertRow()).toBeDefined());
      await t.app.mailOutbox.runOnce();
      const row = await alertRow();
      expect(row).toMatchObject({ state: "queued", last_error: "421 try again later" });
      expect(JSON.parse(row!.message)).toMatchObject({ to: STAFF.username });
      // Only the outbox tried it (once per attempt), never a transport of its own.
      expect(sent.filter((mail) => mail.to === STAFF.username)).toHaveLength(row!.attempts);
      const owned = await t.database.db.selectFrom("submissions").select("owner_id").where("id", "=", id).execute();
      expect(owned[0]?.owner_id).toBe(staffId);
    } finally {
      await t.close();
    }
  });
});
