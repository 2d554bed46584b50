import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#contracts/leads/form-constants.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { application, contact, CONTACT_STORED_KEYS, leadsApi, nextIp, type PostOptions, quote } from "#server/test-support/leads-api.ts";
import { expectRefusal } from "#server/test-support/retry-after.ts";
import { LEAD_RATE_LIMITS } from "./routes.ts";

/** The lead forms' minute window, the longest a minute-limited 429 asks to wait. */
const MINUTE_SECONDS = LEAD_RATE_LIMITS.perMinute.timeWindow / 1000;

// The lead and sign-up forms sent without JavaScript (urlencoded posts to /forms/*).

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`leads API on ${name}`, () => {
    const { post, submissions, subscribers } = leadsApi(target);

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
        expect(Object.keys(JSON.parse((await submissions())[0]!.data)).sort()).toEqual(CONTACT_STORED_KEYS);
      });

      it("subscribes, and a second subscription lands on the same page (it tells nobody who is on the list)", async () => {
        const first = await postForm("/forms/subscribers", { email: " Reader@Example.com ", [HONEYPOT_FIELD]: "" });
        expect(first.statusCode).toBe(303);
        expect(first.headers.location).toBe("/thank-you/subscribed");
        const again = await postForm("/forms/subscribers", { email: "reader@example.com" });
        expect(again.statusCode).toBe(303);
        expect(again.headers.location).toBe("/thank-you/subscribed");
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
  });
}
