import { describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD, LIMITS } from "#contracts/leads/form-constants.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { application, contact, CONTACT_STORED_KEYS, LEADS_NOW, leadsApi, nextIp, quote } from "#server/test-support/leads-api.ts";
import { expectRefusal } from "#server/test-support/retry-after.ts";
import { createTestApp } from "#server/test-support/test-app.ts";
import { LEAD_RATE_LIMITS } from "./routes.ts";

/** The lead forms' minute window, the longest a minute-limited 429 asks to wait. */
const MINUTE_SECONDS = LEAD_RATE_LIMITS.perMinute.timeWindow / 1000;

// POST /api/submissions: what the JSON API stores, refuses and limits.

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`leads API on ${name}`, () => {
    const { post, submissions } = leadsApi(target);

    describe("POST /api/submissions", () => {
      it("stores a contact message, trimmed, and answers 201 with its id", async () => {
        const response = await post("/api/submissions", { type: "contact", data: contact, [HONEYPOT_FIELD]: "" });
        expect(response.statusCode).toBe(201);
        const { id } = response.json<{ id: number }>();
        const rows = await submissions();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ id, type: "contact", created_at: LEADS_NOW.toISOString(), read_at: null });
        expect(JSON.parse(rows[0]!.data)).toEqual({
          fullName: "Asha Verma",
          contactNumber: "+91 98765 43210",
          contactNumberE164: "+919876543210",
          email: "asha@example.in",
          website: "",
          // Stored as text, exactly as typed (trimmed): never interpreted as HTML.
          message: "<script>alert('hi')</script> We need more leads.",
        });
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
      });

      it("stores a /quote request and a home-page quote request (goals optional there)", async () => {
        const page = await post("/api/submissions", { type: "quote", data: quote });
        expect(page.statusCode).toBe(201);
        const home = await post("/api/submissions", { type: "quote", data: { ...quote, goals: "", source: "home" } });
        expect(home.statusCode).toBe(201);
        const rows = await submissions();
        expect(rows.map((row) => row.type)).toEqual(["quote", "quote"]);
        expect(JSON.parse(rows[0]!.data)).toEqual({
          ...quote,
          contactNumberE164: "+911145678900",
          source: "quote-page",
        });
        expect(JSON.parse(rows[1]!.data)).toMatchObject({ source: "home", goals: "" });
      });

      it("requires goals on the /quote form", async () => {
        const response = await post("/api/submissions", { type: "quote", data: { ...quote, goals: " " } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: "Please check the highlighted fields.",
          fields: { goals: "Please tell us about your goals." },
        });
      });

      it("stores applications for an opening and general ones", async () => {
        expect((await post("/api/submissions", { type: "application", data: application })).statusCode).toBe(201);
        const general = { ...application, openingId: "", openingTitle: "" };
        expect((await post("/api/submissions", { type: "application", data: general })).statusCode).toBe(201);
        const rows = await submissions();
        expect(rows.map((row) => row.type)).toEqual(["application", "application"]);
        expect(JSON.parse(rows[0]!.data)).toEqual({ ...application, contactNumberE164: "+919876543210" });
        expect(JSON.parse(rows[1]!.data).openingId).toBe("");
      });

      it("answers 400 with one message per invalid field and stores nothing", async () => {
        const response = await post("/api/submissions", {
          type: "contact",
          data: { fullName: "", contactNumber: "call me", email: "asha@", website: "ftp://x.example", message: 42 },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: "Please check the highlighted fields.",
          fields: {
            fullName: "Please enter your full name.",
            contactNumber: "Please enter a valid phone number.",
            email: "Please enter a valid email address.",
            website: "Please enter a valid website address, such as yourbusiness.com.",
            message: "Please enter your message.",
          },
        });
        expect(await submissions()).toEqual([]);
      });

      it("refuses an unknown type, a missing data object and budgets or platforms off the list", async () => {
        const unknown = await post("/api/submissions", { type: "newsletter", data: contact });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().fields).toEqual({ type: "Unknown form type." });
        const missing = await post("/api/submissions", { type: "contact" });
        expect(missing.json().fields).toEqual({ data: "The form data is missing." });
        const budget = await post("/api/submissions", {
          type: "quote",
          data: { ...quote, monthlyBudget: "₹5 Crore", platforms: ["Snapchat"] },
        });
        expect(budget.statusCode).toBe(400);
        expect(Object.keys(budget.json().fields)).toEqual(["monthlyBudget", "platforms"]);
      });

      it("caps the length of every string", async () => {
        const long = await post("/api/submissions", {
          type: "contact",
          data: { ...contact, message: "x".repeat(LIMITS.message + 1) },
        });
        expect(long.statusCode).toBe(400);
        expect(long.json().fields).toEqual({ message: `Please keep your message under ${LIMITS.message} characters.` });
        const name = await post("/api/submissions", {
          type: "contact",
          data: { ...contact, fullName: "n".repeat(LIMITS.name + 1) },
        });
        expect(name.json().fields).toEqual({ fullName: `Please keep your name under ${LIMITS.name} characters.` });
        expect(await submissions()).toEqual([]);
      });

      it("drops keys the form does not have", async () => {
        await post("/api/submissions", { type: "contact", data: { ...contact, isAdmin: true, read_at: "now" }, id: 7 });
        const [row] = await submissions();
        expect(Object.keys(JSON.parse(row!.data)).sort()).toEqual(CONTACT_STORED_KEYS);
        expect(row!.read_at).toBeNull();
      });

      it("gives a filled honeypot a success-looking answer and stores nothing", async () => {
        const response = await post("/api/submissions", {
          type: "contact",
          data: contact,
          [HONEYPOT_FIELD]: "http://cheap-pills.example",
        });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({ id: expect.any(Number) });
        expect(await submissions()).toEqual([]);
      });

      it("answers 413 above 32 KB", async () => {
        const response = await post("/api/submissions", {
          type: "contact",
          data: { ...contact, message: "x".repeat(40 * 1024) },
        });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ error: expect.stringContaining("too large") });
        expect(await submissions()).toEqual([]);
      });

      it("answers 415 to bodies that are not JSON", async () => {
        const form = await post("/api/submissions", null, {
          contentType: "application/x-www-form-urlencoded",
          raw: "type=contact&fullName=A",
        });
        expect(form.statusCode).toBe(415);
        expect(form.json()).toEqual({ error: expect.stringContaining("JSON") });
        const text = await post("/api/submissions", null, {
          contentType: "text/plain",
          raw: JSON.stringify({ type: "contact", data: contact }),
        });
        expect(text.statusCode).toBe(415);
        const none = await post("/api/submissions", null, { contentType: null, raw: "hello" });
        expect(none.statusCode).toBe(415);
        expect(await submissions()).toEqual([]);
      });

      it("answers 400 to broken JSON and to an empty body", async () => {
        const broken = await post("/api/submissions", null, { raw: '{"type": "contact", "data": {' });
        expect(broken.statusCode).toBe(400);
        expect(broken.json()).toEqual({ error: expect.any(String) });
        const empty = await post("/api/submissions", null, { raw: "" });
        expect(empty.statusCode).toBe(400);
      });

      it("answers 429 past 10 requests a minute from one address, other addresses unaffected", async () => {
        const ip = nextIp();
        const { max } = LEAD_RATE_LIMITS.perMinute;
        for (let i = 0; i < max; i += 1) {
          expect((await post("/api/submissions", { type: "contact", data: contact }, { ip })).statusCode).toBe(201);
        }
        const limited = await post("/api/submissions", { type: "contact", data: contact }, { ip });
        expectRefusal(limited, 429, 1, MINUTE_SECONDS);
        expect(limited.json()).toEqual({
          error: expect.stringMatching(/^Too many form submissions from your network\. Try again in \d+ seconds\.$/),
        });
        expect(await submissions()).toHaveLength(max);
        expect((await post("/api/submissions", { type: "contact", data: contact })).statusCode).toBe(201);
      });

      it("answers 429 past 60 requests an hour from one address, even when spread over minutes", async () => {
        vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T10:00:00.000Z") });
        const ip = nextIp();
        const statuses: number[] = [];
        // 10 requests a minute for 6 minutes: never over the minute limit, 60 in the hour.
        for (let minute = 0; minute < 6; minute += 1) {
          for (let i = 0; i < 10; i += 1)
            statuses.push((await post("/api/submissions", { type: "contact", data: {} }, { ip })).statusCode);
          vi.setSystemTime(Date.now() + 61_000);
        }
        expect(new Set(statuses)).toEqual(new Set([400]));
        const limited = await post("/api/submissions", { type: "contact", data: contact }, { ip });
        // The hour's window, not the minute's, refused it.
        expectRefusal(limited, 429, MINUTE_SECONDS + 1, LEAD_RATE_LIMITS.perHour.timeWindow / 1000);
        expect(limited.json().error).toMatch(
          /^Too many form submissions from your network\. Try again in \d+ minutes\.$/,
        );
        vi.setSystemTime(Date.now() + 3_600_000);
        expect((await post("/api/submissions", { type: "contact", data: contact }, { ip })).statusCode).toBe(201);
      });

      it("never answers 5xx to 100 malformed bodies, and stores none of them", async () => {
        const huge = "A".repeat(LIMITS.message * 2);
        const nested: Record<string, unknown> = {};
        let cursor = nested;
        for (let depth = 0; depth < 200; depth += 1) {
          cursor.next = {};
          cursor = cursor.next as Record<string, unknown>;
        }
        const valid = [
          { type: "contact", data: contact },
          { type: "quote", data: quote },
          { type: "application", data: application },
        ];
        const bodies: { raw: string; contentType?: string | null }[] = [];
        const json = (value: unknown) => ({ raw: JSON.stringify(value) });
        // Wrong types in every field of every form.
        for (const { type, data } of valid) {
          for (const key of Object.keys(data)) {
            for (const bad of [null, 42, true, ["x"], { $gt: "" }]) {
              if (key === "platforms" && Array.isArray(bad)) continue;
              if (
                (key === "website" ||
                  key === "websiteUrl" ||
                  key === "goals" ||
                  key === "coverNote" ||
                  key === "openingId" ||
                  key === "openingTitle") &&
                bad === null
              )
                continue;
              bodies.push(json({ type, data: { ...data, [key]: bad } }));
            }
          }
        }
        bodies.splice(60);
        // Missing fields, huge strings, nested junk, arrays, nulls, primitives.
        bodies.push(
          json({}),
          json({ type: "contact" }),
          json({ data: contact }),
          json({ type: "contact", data: {} }),
          json({ type: "quote", data: { ...quote, monthlyBudget: undefined } }),
          json({ type: "contact", data: { ...contact, fullName: huge } }),
          json({ type: "contact", data: { ...contact, message: huge } }),
          json({ type: "quote", data: { ...quote, platforms: Array.from({ length: 500 }, () => "SEO") } }),
          json({ type: "quote", data: { ...quote, platforms: "SEO" } }),
          json({ type: "contact", data: nested }),
          json({ type: nested, data: contact }),
          json({ type: "contact", data: [contact] }),
          json([{ type: "contact", data: contact }]),
          json(null),
          json("contact"),
          json(12345),
          json(true),
          json({ type: "contact", data: null }),
          json({ type: null, data: null }),
          json({ type: ["contact"], data: contact }),
          json({ type: "__proto__", data: contact }),
          { raw: '{"type":"contact","data":{"__proto__":{"isAdmin":true}}}' },
          { raw: '{"type":"contact","data":' },
          { raw: "{type: 'contact'}" },
          { raw: "" },
          { raw: "undefined" },
          { raw: "\u0000\u0001\u0002" },
          { raw: JSON.stringify({ type: "contact", data: { ...contact, message: "x".repeat(40_000) } }) },
          { raw: "type=contact", contentType: "application/x-www-form-urlencoded" },
          { raw: JSON.stringify({ type: "contact", data: contact }), contentType: "text/plain" },
          { raw: "<xml/>", contentType: "application/xml" },
          { raw: "--b\r\n\r\n--b--", contentType: "multipart/form-data; boundary=b" },
          { raw: JSON.stringify({ type: "contact", data: contact }), contentType: null },
          { raw: JSON.stringify({ type: "contact", data: contact }), contentType: "application/jsonx" },
          json({ type: "contact", data: { ...contact, email: "a@b" } }),
          json({ type: "contact", data: { ...contact, website: "javascript:alert(1)" } }),
          json({ type: "application", data: { ...application, portfolioUrl: "data:text/html,<b>x</b>" } }),
          json({ type: "application", data: { ...application, openingId: "../../etc/passwd" } }),
          json({ type: "contact", data: { ...contact, contactNumber: "1".repeat(31) } }),
          json({ type: "contact", data: { ...contact, contactNumber: "\u0000\u0000" } }),
        );
        expect(bodies.length).toBeGreaterThanOrEqual(100);
        const statuses = new Map<number, number>();
        for (const body of bodies.slice(0, 100)) {
          const response = await post("/api/submissions", null, { raw: body.raw, contentType: body.contentType });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, `${response.statusCode} for ${body.raw.slice(0, 80)}`).toBeGreaterThanOrEqual(
            400,
          );
          expect(response.statusCode, `${response.statusCode} for ${body.raw.slice(0, 80)}`).toBeLessThan(500);
          expect(response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
        }
        expect([...statuses.keys()].sort()).toEqual([400, 413, 415]);
        expect(await submissions()).toEqual([]);
      });
    });
  });
}

describe("RATE_LIMIT_ALLOW_LIST", () => {
  it("exempts the listed addresses from the minute and the hour limits, and no others", async () => {
    const allowed = "127.0.0.9";
    const testApp = await createTestApp(undefined, { config: { rateLimitAllowList: [allowed] } });
    try {
      const send = (ip: string) =>
        testApp.app.inject({
          method: "POST",
          url: "/api/submissions",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ type: "contact", data: {} }),
          remoteAddress: ip,
        });
      const beyondTheHour = LEAD_RATE_LIMITS.perHour.max + 5;
      const statuses = new Set<number>();
      for (let i = 0; i < beyondTheHour; i += 1) statuses.add((await send(allowed)).statusCode);
      expect(statuses).toEqual(new Set([400]));

      const other = "127.0.0.10";
      for (let i = 0; i < LEAD_RATE_LIMITS.perMinute.max; i += 1) expect((await send(other)).statusCode).toBe(400);
      expectRefusal(await send(other), 429, 1, MINUTE_SECONDS);
    } finally {
      await testApp.close();
    }
  });
});
