import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD, LIMITS, MSG_ALREADY_SUBSCRIBED, MSG_SUBSCRIBED } from "#contracts/leads/form-constants.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { expectRefusal } from "#server/test-support/retry-after.ts";
import { createTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { LEAD_RATE_LIMITS } from "./routes.ts";

/** The lead forms' minute window, the longest a minute-limited 429 asks to wait. */
const MINUTE_SECONDS = LEAD_RATE_LIMITS.perMinute.timeWindow / 1000;

const contact = {
  fullName: "  Asha Verma ",
  contactNumber: "+91 98765 43210",
  email: "asha@example.in",
  website: "",
  message: "  <script>alert('hi')</script> We need more leads. ",
};

const quote = {
  fullName: "Rohit Mehta",
  contactNumber: "011 4567 8900",
  email: "rohit@example.com",
  websiteUrl: "https://shop.example.com",
  monthlyBudget: "₹1.5-₹2 Lakh",
  platforms: ["Google Ads", "SEO"],
  goals: "Double online sales by Diwali.",
};

const application = {
  openingId: "seo-specialist",
  openingTitle: "SEO Specialist",
  fullName: "Neha Kapoor",
  email: "neha@example.com",
  contactNumber: "98765 43210",
  portfolioUrl: "https://neha.example.com/cv.pdf",
  coverNote: "Five years of technical SEO.",
};

let ipCounter = 0;
/** A fresh client address per test, so per-address limits never leak between tests. */
function nextIp() {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

interface PostOptions {
  ip?: string;
  contentType?: string | null;
  raw?: string;
}

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`leads API on ${name}`, () => {
    let testApp: TestApp;
    const createdAt = new Date("2026-11-22T10:00:00.000Z");

    beforeAll(async () => {
      testApp = await createTestApp(await target(), { now: () => createdAt });
    });
    afterAll(async () => {
      await testApp?.close();
    });
    afterEach(async () => {
      vi.useRealTimers();
      await testApp.database.db.deleteFrom("submissions").execute();
      await testApp.database.db.deleteFrom("subscribers").execute();
    });

    function post(url: string, body: unknown, options: PostOptions = {}) {
      const headers: Record<string, string> = {};
      const contentType = options.contentType === undefined ? "application/json" : options.contentType;
      if (contentType !== null) headers["content-type"] = contentType;
      return testApp.app.inject({
        method: "POST",
        url,
        headers,
        payload: options.raw ?? JSON.stringify(body),
        remoteAddress: options.ip ?? nextIp(),
      });
    }

    const submissions = () => testApp.database.db.selectFrom("submissions").selectAll().orderBy("id").execute();
    const subscribers = () => testApp.database.db.selectFrom("subscribers").selectAll().orderBy("id").execute();

    describe("POST /api/submissions", () => {
      it("stores a contact message, trimmed, and answers 201 with its id", async () => {
        const response = await post("/api/submissions", { type: "contact", data: contact, [HONEYPOT_FIELD]: "" });
        expect(response.statusCode).toBe(201);
        const { id } = response.json<{ id: number }>();
        const rows = await submissions();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ id, type: "contact", created_at: createdAt.toISOString(), read_at: null });
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
        expect(Object.keys(JSON.parse(row!.data)).sort()).toEqual([
          "contactNumber",
          "contactNumberE164",
          "email",
          "fullName",
          "message",
          "website",
        ]);
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

    describe("fields as people fill them in", () => {
      it("stores a bare domain with https:// in every website field", async () => {
        const sent = [
          await post("/api/submissions", { type: "contact", data: { ...contact, website: "mehtajewels.com" } }),
          await post("/api/submissions", { type: "quote", data: { ...quote, websiteUrl: "www.mehtajewels.in" } }),
          await post("/api/submissions", {
            type: "quote",
            data: { ...quote, source: "home", websiteUrl: "x.co/path" },
          }),
          await post("/api/submissions", {
            type: "application",
            data: { ...application, portfolioUrl: "behance.net/neha" },
          }),
        ];
        expect(sent.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
        const stored = (await submissions()).map((row) => JSON.parse(row.data));
        expect(stored[0].website).toBe("https://mehtajewels.com");
        expect(stored[1].websiteUrl).toBe("https://www.mehtajewels.in");
        expect(stored[2].websiteUrl).toBe("https://x.co/path");
        expect(stored[3].portfolioUrl).toBe("https://behance.net/neha");
      });

      it("refuses text that cannot be a web address, with the field's message", async () => {
        for (const website of ["not a url", "http://", "javascript:alert(1)", "ftp://x.com", "mehta jewels.com"]) {
          const response = await post("/api/submissions", { type: "contact", data: { ...contact, website } });
          expect(response.statusCode, website).toBe(400);
          expect(response.json().fields, website).toEqual({
            website: "Please enter a valid website address, such as yourbusiness.com.",
          });
        }
        expect(await submissions()).toEqual([]);
      });

      it("stores the number as typed and its E.164 form beside it", async () => {
        for (const contactNumber of ["98765 43210", "+91-98765-43210", "098765 43210", "919876543210"]) {
          expect(
            (await post("/api/submissions", { type: "contact", data: { ...contact, contactNumber } })).statusCode,
          ).toBe(201);
        }
        const stored = (await submissions()).map((row) => JSON.parse(row.data));
        expect(stored.map((data) => [data.contactNumber, data.contactNumberE164])).toEqual([
          ["98765 43210", "+919876543210"],
          ["+91-98765-43210", "+919876543210"],
          ["098765 43210", "+919876543210"],
          ["919876543210", "+919876543210"],
        ]);
        const landline = await post("/api/submissions", { type: "quote", data: quote });
        expect(landline.statusCode).toBe(201);
        expect(JSON.parse((await submissions())[4]!.data).contactNumberE164).toBe("+911145678900");
      });

      it("never takes an E.164 form sent by the client, and refuses a number it cannot normalise", async () => {
        await post("/api/submissions", { type: "contact", data: { ...contact, contactNumberE164: "+10000000000" } });
        expect(JSON.parse((await submissions())[0]!.data).contactNumberE164).toBe("+919876543210");
        const short = await post("/api/submissions", {
          type: "contact",
          data: { ...contact, contactNumber: "2345 6789" },
        });
        expect(short.statusCode).toBe(400);
        expect(short.json().fields).toEqual({ contactNumber: "Please enter a valid phone number." });
      });

      it("accepts the '₹2-₹2.5 Lakh' budget and every earlier one", async () => {
        for (const monthlyBudget of ["₹2-₹2.5 Lakh", "<₹1 Lakh", "₹1-₹1.5 Lakh", "₹1.5-₹2 Lakh", "₹2.5+ Lakh"]) {
          const response = await post("/api/submissions", { type: "quote", data: { ...quote, monthlyBudget } });
          expect(response.statusCode, monthlyBudget).toBe(201);
        }
        expect((await submissions()).map((row) => JSON.parse(row.data).monthlyBudget)).toEqual([
          "₹2-₹2.5 Lakh",
          "<₹1 Lakh",
          "₹1-₹1.5 Lakh",
          "₹1.5-₹2 Lakh",
          "₹2.5+ Lakh",
        ]);
      });
    });

    describe("forms sent without JavaScript", () => {
      /** A urlencoded body as a browser sends it: one key per field, repeated for ticked boxes. */
      function encode(fields: Record<string, string | string[]>): string {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(fields)) {
          for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
        }
        return params.toString();
      }
      const postForm = (url: string, fields: Record<string, string | string[]>, options: PostOptions = {}) =>
        post(url, null, { contentType: "application/x-www-form-urlencoded", raw: encode(fields), ...options });

      it("stores a contact form exactly like the JSON API and redirects to its thank-you page", async () => {
        const response = await postForm("/forms/submissions", {
          type: "contact",
          ...contact,
          website: "mehtajewels.com",
          contactNumber: "98765 43210",
          [HONEYPOT_FIELD]: "",
        });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe("/thank-you/contact");
        expect(response.headers["cache-control"]).toBe("no-store");
        const viaJson = await post("/api/submissions", {
          type: "contact",
          data: { ...contact, website: "mehtajewels.com", contactNumber: "98765 43210" },
        });
        expect(viaJson.statusCode).toBe(201);
        const [fromForm, fromJson] = await submissions();
        expect(fromForm!.type).toBe("contact");
        expect(JSON.parse(fromForm!.data)).toEqual(JSON.parse(fromJson!.data));
        expect(JSON.parse(fromForm!.data)).toEqual({
          fullName: "Asha Verma",
          contactNumber: "98765 43210",
          contactNumberE164: "+919876543210",
          email: "asha@example.in",
          website: "https://mehtajewels.com",
          message: "<script>alert('hi')</script> We need more leads.",
        });
      });

      it("stores quote forms with their platforms as repeated keys, and applications", async () => {
        const { platforms, ...rest } = quote;
        const page = await postForm("/forms/submissions", { type: "quote", source: "quote-page", ...rest, platforms });
        const home = await postForm("/forms/submissions", {
          type: "quote",
          source: "home",
          ...rest,
          monthlyBudget: "₹2-₹2.5 Lakh",
          goals: "",
          platforms: ["SEO"],
        });
        const none = await postForm("/forms/submissions", { type: "quote", source: "home", ...rest, goals: "" });
        const apply = await postForm("/forms/submissions", { type: "application", ...application });
        expect([page, home, none, apply].map((response) => response.statusCode)).toEqual([303, 303, 303, 303]);
        expect([page, home, none, apply].map((response) => response.headers.location)).toEqual([
          "/thank-you/quote",
          "/thank-you/quote",
          "/thank-you/quote",
          "/thank-you/application",
        ]);
        const stored = (await submissions()).map((row) => JSON.parse(row.data));
        expect(stored[0]).toEqual({ ...quote, source: "quote-page", contactNumberE164: "+911145678900" });
        expect(stored[1]).toMatchObject({
          source: "home",
          monthlyBudget: "₹2-₹2.5 Lakh",
          platforms: ["SEO"],
          goals: "",
        });
        expect(stored[2]).toMatchObject({ source: "home", platforms: [] });
        expect(stored[3]).toEqual({ ...application, contactNumberE164: "+919876543210" });
      });

      it("answers invalid input with 400 and an HTML page that lists each field's message", async () => {
        const response = await postForm("/forms/submissions", {
          type: "contact",
          fullName: "",
          contactNumber: "call me",
          email: "asha@",
          website: "javascript:alert(1)",
          message: "Hello",
        });
        expect(response.statusCode).toBe(400);
        expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(response.headers["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-/);
        const html = response.body;
        expect(html).toContain("<h1>Please check your form</h1>");
        expect(html).toContain("<li><strong>Full Name</strong>Please enter your full name.</li>");
        expect(html).toContain("<li><strong>Contact Number</strong>Please enter a valid phone number.</li>");
        expect(html).toContain("<li><strong>Email Address</strong>Please enter a valid email address.</li>");
        expect(html).toContain(
          "<li><strong>Website</strong>Please enter a valid website address, such as yourbusiness.com.</li>",
        );
        expect(html).toContain("Back button");
        expect(html).toContain('href="/contact"');
        expect(await submissions()).toEqual([]);
      });

      it("names the fields as each form does and links back to the form's page", async () => {
        const home = await postForm("/forms/submissions", { type: "quote", source: "home", fullName: "Rohit" });
        expect(home.statusCode).toBe(400);
        expect(home.body).toContain("<li><strong>Monthly Ad Budget</strong>Please select your monthly ad budget.</li>");
        expect(home.body).toContain('<a class="button" href="/">Open the quote form again</a>');
        const apply = await postForm("/forms/submissions", { type: "application", ...application, contactNumber: "x" });
        expect(apply.body).toContain("<li><strong>Phone Number</strong>Please enter a valid phone number.</li>");
        expect(apply.body).toContain('href="/careers"');
        const untyped = await postForm("/forms/submissions", { fullName: "Asha" });
        expect(untyped.statusCode).toBe(400);
        expect(untyped.body).toContain("<li><strong>Form</strong>Unknown form type.</li>");
      });

      it("gives a filled honeypot the same redirect and stores nothing", async () => {
        const response = await postForm("/forms/submissions", {
          type: "contact",
          ...contact,
          [HONEYPOT_FIELD]: "http://cheap-pills.example",
        });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe("/thank-you/contact");
        expect(await submissions()).toEqual([]);
      });

      it("never takes keys that are no form's, __proto__ included", async () => {
        const raw = `${encode({ type: "contact", ...contact })}&__proto__=x&constructor=y&isAdmin=true&data=z`;
        const response = await post("/forms/submissions", null, {
          contentType: "application/x-www-form-urlencoded",
          raw,
        });
        expect(response.statusCode).toBe(303);
        expect(Object.keys(JSON.parse((await submissions())[0]!.data)).sort()).toEqual([
          "contactNumber",
          "contactNumberE164",
          "email",
          "fullName",
          "message",
          "website",
        ]);
      });

      it("subscribes, and a second subscription lands on its own page", async () => {
        const first = await postForm("/forms/subscribers", { email: " Reader@Example.com ", [HONEYPOT_FIELD]: "" });
        expect(first.statusCode).toBe(303);
        expect(first.headers.location).toBe("/thank-you/subscribed");
        const again = await postForm("/forms/subscribers", { email: "reader@example.com" });
        expect(again.statusCode).toBe(303);
        expect(again.headers.location).toBe("/thank-you/already-subscribed");
        expect((await subscribers()).map((row) => row.email)).toEqual(["reader@example.com"]);
        const invalid = await postForm("/forms/subscribers", { email: "reader@" });
        expect(invalid.statusCode).toBe(400);
        expect(invalid.body).toContain(
          "<li><strong>Your e-mail address</strong>Please enter a valid email address.</li>",
        );
        expect(invalid.body).toContain('href="/blog"');
        const bot = await postForm("/forms/subscribers", { email: "bot@example.com", [HONEYPOT_FIELD]: "x" });
        expect(bot.headers.location).toBe("/thank-you/subscribed");
        expect(await subscribers()).toHaveLength(1);
      });

      it("answers 413, 415 and 429 as HTML pages that say what happened", async () => {
        const large = await postForm("/forms/submissions", {
          type: "contact",
          ...contact,
          message: "x".repeat(40_000),
        });
        expect(large.statusCode).toBe(413);
        expect(large.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(large.body).toContain("The form is too large. Please shorten your text and try again.");
        const json = await post("/forms/submissions", { type: "contact", data: contact });
        expect(json.statusCode).toBe(415);
        expect(json.headers["content-type"]).toBe("text/html; charset=utf-8");
        const ip = nextIp();
        for (let i = 0; i < LEAD_RATE_LIMITS.perMinute.max; i += 1)
          expect((await postForm("/forms/submissions", { type: "contact", ...contact }, { ip })).statusCode).toBe(303);
        const limited = await postForm("/forms/submissions", { type: "contact", ...contact }, { ip });
        expectRefusal(limited, 429, 1, MINUTE_SECONDS);
        expect(limited.body).toMatch(/Too many form submissions from your network\. Try again in \d+ seconds\./);
        expect(await submissions()).toHaveLength(LEAD_RATE_LIMITS.perMinute.max);
      });

      it("leaves the JSON API as it was: a urlencoded body there is still 415 JSON", async () => {
        const response = await postForm("/api/submissions", { type: "contact", ...contact });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({ error: expect.stringContaining("JSON") });
        expect(await submissions()).toEqual([]);
      });
    });

    describe("POST /api/subscribers", () => {
      it("stores a new address (201) and treats a second one as a friendly no-op (200)", async () => {
        const first = await post("/api/subscribers", { email: " Reader@Example.com " });
        expect(first.statusCode).toBe(201);
        expect(first.json()).toEqual({ message: MSG_SUBSCRIBED, alreadySubscribed: false });
        const again = await post("/api/subscribers", { email: "reader@example.COM" });
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual({ message: MSG_ALREADY_SUBSCRIBED, alreadySubscribed: true });
        const rows = await subscribers();
        expect(rows).toEqual([
          expect.objectContaining({ email: "reader@example.com", created_at: createdAt.toISOString(), source: null }),
        ]);
      });

      it("settles concurrent duplicates in the database", async () => {
        const answers = await Promise.all(
          Array.from({ length: 5 }, () => post("/api/subscribers", { email: "same@example.com" })),
        );
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
        expect(await subscribers()).toHaveLength(1);
      });

      it("answers 400 with the e-mail field's message", async () => {
        for (const body of [{ email: "not-an-email" }, { email: "" }, {}, { email: 5 }, null, [], "x"]) {
          const response = await post("/api/subscribers", body);
          expect(response.statusCode).toBe(400);
          expect(response.json().fields).toEqual({
            email: expect.stringMatching(/^Please enter (a valid|your) email address\.$/),
          });
        }
        expect(await subscribers()).toEqual([]);
      });

      it("answers the honeypot with success and stores nothing", async () => {
        const response = await post("/api/subscribers", { email: "bot@example.com", [HONEYPOT_FIELD]: "x" });
        expect(response.statusCode).toBe(201);
        expect(await subscribers()).toEqual([]);
      });

      it("answers 413, 415 and 429 like the submissions endpoint", async () => {
        expect((await post("/api/subscribers", { email: `${"a".repeat(40_000)}@example.com` })).statusCode).toBe(413);
        expect(
          (await post("/api/subscribers", null, { contentType: "text/plain", raw: "a@example.com" })).statusCode,
        ).toBe(415);
        const ip = nextIp();
        for (let i = 0; i < LEAD_RATE_LIMITS.perMinute.max; i += 1)
          await post("/api/subscribers", { email: `r${i}@example.com` }, { ip });
        expectRefusal(await post("/api/subscribers", { email: "late@example.com" }, { ip }), 429, 1, MINUTE_SECONDS);
        expect(await subscribers()).toHaveLength(LEAD_RATE_LIMITS.perMinute.max);
      });

      it("never answers 5xx to malformed bodies", async () => {
        const raws = [
          "",
          "null",
          "[]",
          '{"email":',
          '{"email":{"$ne":null}}',
          '"a@b.co"',
          `{"email":"${"x".repeat(300)}@example.com"}`,
        ];
        for (const raw of raws) {
          const response = await post("/api/subscribers", null, { raw });
          expect(response.statusCode).toBe(400);
        }
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
