import { describe, expect, it } from "vitest";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "#contracts/leads/newsletter.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { LEADS_NOW, leadsApi, TEST_MAIL_CONFIG } from "#server/test-support/leads-api.ts";
import { confirmUrl, newsletterKey, unsubscribeUrl } from "./links.ts";
import { NEWSLETTER_MAIL_CAPS } from "./subscription.ts";

// Double opt-in and one-click unsubscribe through the mailed links, on both databases:
// subscribe → the confirmation mail → its page (GET changes nothing) → its button (POST) →
// on the list → the unsubscribe link's one-click POST (no cookie, no Origin) → off the list.

const ORIGIN = TEST_MAIL_CONFIG.publicUrl;
const DAY_MS = 86_400_000;
const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** The path and query of a mailed link: the app under test answers on any host. */
function local(link: string): string {
  expect(link.startsWith(`${ORIGIN}/`)).toBe(true);
  return link.slice(ORIGIN.length);
}

function linkIn(text: string, path: string): string {
  const found = text.match(new RegExp(`${ORIGIN.replace(/[.]/g, "\\.")}${path}\\?token=\\S+`));
  expect(found, `a ${path} link in:\n${text}`).not.toBeNull();
  return found?.[0] ?? "";
}

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`newsletter on ${name}`, () => {
    const api = leadsApi(target);
    const onList = async () => (await api.app().subscribers.list({ q: "", limit: 50 })).items.map((row) => row.email);
    const request = (method: "GET" | "POST", url: string, payload?: string) =>
      api.app().inject({ method, url, payload, headers: payload === undefined ? {} : FORM });

    it("confirms by the mailed link's button, and unsubscribes by a one-click POST", async () => {
      expect((await api.post("/api/subscribers", { email: "meera@example.in" })).statusCode).toBe(202);
      const [confirmation] = api.mail();
      expect(confirmation).toMatchObject({ to: "meera@example.in", from: TEST_MAIL_CONFIG.smtp.notifyEmail });
      const unsubscribe = linkIn(confirmation?.text ?? "", NEWSLETTER_UNSUBSCRIBE_PATH);
      expect(confirmation?.headers).toEqual({
        "List-Unsubscribe": `<${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(await onList()).toEqual([]);
      // The subscribe box's consent is recorded with the request: the newsletter, nothing more.
      const [consent] = await api.app().consents.listForEmail("meera@example.in");
      expect(consent).toMatchObject({ subject: "subscriber", form: "subscribe", purposes: ["newsletter"] });

      // Opening the link (a mail scanner does) shows a button and changes nothing.
      const confirm = local(linkIn(confirmation?.text ?? "", NEWSLETTER_CONFIRM_PATH));
      const shown = await request("GET", confirm);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers["content-security-policy"]).toContain("form-action 'self'");
      expect(shown.body).toContain(`<form method="post" action="${NEWSLETTER_CONFIRM_PATH}">`);
      expect(shown.body).toContain("Confirm subscription");
      expect(await onList()).toEqual([]);

      const token = new URL(confirm, ORIGIN).searchParams.get("token") ?? "";
      const confirmed = await request("POST", NEWSLETTER_CONFIRM_PATH, `token=${encodeURIComponent(token)}`);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain("You are subscribed");
      expect(await onList()).toEqual(["meera@example.in"]);

      // A second subscribe: the same answer; the mail says it is already on the list, with the link to leave.
      const again = await api.post("/api/subscribers", { email: "meera@example.in" });
      expect(again.statusCode).toBe(202);
      const second = api.mail()[1];
      expect(second?.subject).toMatch(/already subscribed/);
      expect(second?.text).not.toContain(NEWSLETTER_CONFIRM_PATH);
      expect(second?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

      // The unsubscribe page has one button; RFC 8058's POST needs no cookie, no Origin, no script.
      const page = await request("GET", local(unsubscribe));
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
      expect(await onList()).toEqual(["meera@example.in"]);
      const left = await request("POST", local(unsubscribe), "List-Unsubscribe=One-Click");
      expect(left.statusCode).toBe(200);
      expect(left.body).toContain("You are unsubscribed");
      expect(await onList()).toEqual([]);
      // Twice is fine, and a mail client's multipart body works too.
      const multipart = await api.app().inject({
        method: "POST",
        url: local(unsubscribe),
        headers: { "content-type": "multipart/form-data; boundary=x" },
        payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      });
      expect(multipart.statusCode).toBe(200);
      // The old confirmation link cannot put a departed address back.
      expect((await request("POST", NEWSLETTER_CONFIRM_PATH, `token=${encodeURIComponent(token)}`)).statusCode).toBe(
        410,
      );
      expect(await onList()).toEqual([]);
    });

    it("answers expired, forged and misused links with a 4xx page that says why", async () => {
      const key = await newsletterKey(api.app());
      const old = local(confirmUrl(key, ORIGIN, "late@example.in", new Date(LEADS_NOW.getTime() - 8 * DAY_MS)));
      const expired = await request("GET", old);
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain("This confirmation link has expired");
      expect(expired.body).not.toContain("<form");

      const good = local(confirmUrl(key, ORIGIN, "late@example.in", LEADS_NOW));
      const forged = good.replace(
        /token=v1\.[^.]+/,
        `token=v1.${Buffer.from('["boss@example.in",0]').toString("base64url")}`,
      );
      for (const url of [forged, `${NEWSLETTER_CONFIRM_PATH}?token=nonsense`, NEWSLETTER_CONFIRM_PATH]) {
        const answer = await request("GET", url);
        expect(answer.statusCode, url).toBe(400);
        expect(answer.body).toContain("This link does not work");
      }
      // A confirmation token is no unsubscribe token, and the other way round.
      const confirmToken = new URL(good, ORIGIN).searchParams.get("token") ?? "";
      expect(
        (await request("GET", `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(confirmToken)}`)).statusCode,
      ).toBe(400);
      const leave = local(unsubscribeUrl(key, ORIGIN, "late@example.in", LEADS_NOW));
      const leaveToken = new URL(leave, ORIGIN).searchParams.get("token") ?? "";
      expect(
        (await request("POST", NEWSLETTER_CONFIRM_PATH, `token=${encodeURIComponent(leaveToken)}`)).statusCode,
      ).toBe(400);
      expect(
        (await request("POST", `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=x`, "List-Unsubscribe=One-Click")).statusCode,
      ).toBe(400);
      // A valid link for an address nobody asked to subscribe (purged, say) confirms nothing.
      const gone = await request("POST", NEWSLETTER_CONFIRM_PATH, `token=${encodeURIComponent(confirmToken)}`);
      expect(gone.statusCode).toBe(410);
      expect(await api.subscribers()).toEqual([]);
    });

    it("caps the mails one address can be sent a day, with the same answer", async () => {
      for (let i = 0; i < NEWSLETTER_MAIL_CAPS.perRecipient + 2; i += 1) {
        const answer = await api.post("/api/subscribers", { email: "target@example.in" });
        expect(answer.statusCode).toBe(202);
      }
      expect(api.mail()).toHaveLength(NEWSLETTER_MAIL_CAPS.perRecipient);
      expect((await api.post("/api/subscribers", { email: "other@example.in" })).statusCode).toBe(202);
      expect(api.mail()).toHaveLength(NEWSLETTER_MAIL_CAPS.perRecipient + 1);
    });

    it("starts an address that left again as unconfirmed, and lists only confirmed addresses", async () => {
      const subscribers = api.app().subscribers;
      await subscribers.request("left@example.in", new Date(LEADS_NOW.getTime() - 3 * DAY_MS));
      expect(await subscribers.confirm("left@example.in", new Date(LEADS_NOW.getTime() - 2 * DAY_MS))).toBe(true);
      expect(await subscribers.unsubscribe("left@example.in", new Date(LEADS_NOW.getTime() - DAY_MS))).toBe(true);
      expect(await subscribers.isOnList("left@example.in")).toBe(false);
      expect(await subscribers.request("left@example.in", LEADS_NOW)).toMatchObject({ state: "pending" });
      expect(await api.subscribers()).toEqual([
        expect.objectContaining({
          email: "left@example.in",
          created_at: LEADS_NOW.toISOString(),
          confirmed_at: null,
          unsubscribed_at: null,
        }),
      ]);
      expect(await subscribers.request("left@example.in", LEADS_NOW)).toMatchObject({ state: "unconfirmed" });
      expect(await onList()).toEqual([]);
      const exported: string[] = [];
      for await (const row of subscribers.iterate("")) exported.push(row.email);
      expect(exported).toEqual([]);
    });
  });
}
