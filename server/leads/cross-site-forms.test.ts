import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_POST_PATHS, FORM_SENT_PAGES } from "#contracts/leads/form-constants.ts";
import { createTestApp, type TestApp } from "#server/test-support/test-app.ts";

// The forms sent without JavaScript refuse a post another site made a browser send: 403, a
// page that says so and links to the form on our site, nothing stored. Posts from our own
// pages go through as before. (app.inject's Host is localhost:80.)

const OURS = "http://localhost";
const contact = {
  type: "contact",
  fullName: "Asha Verma",
  contactNumber: "+91 98765 43210",
  email: "asha@example.in",
  message: "Please call me about SEO.",
};

let t: TestApp;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function postForm(url: string, fields: Record<string, string>, headers: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: `10.88.0.${++ip}`,
  });
}

const count = async (table: "submissions" | "subscribers") =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("forms sent without JavaScript, from another site", () => {
  it("refuses them with a page that says so and links to the form on our site, and stores nothing", async () => {
    const before = await count("submissions");
    for (const headers of <Record<string, string>[]>[
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { referer: "https://evil.example/win-a-prize" },
    ]) {
      const response = await postForm(FORM_POST_PATHS.submissions, contact, headers);
      const where = JSON.stringify(headers);
      expect(response.statusCode, where).toBe(403);
      expect(response.headers["content-type"], where).toMatch(/^text\/html/);
      expect(response.body, where).toContain("<h1>Your form was not sent</h1>");
      expect(response.body, where).toContain("This form was sent to us from another website, so we did not accept it.");
      expect(response.body, where).toContain(
        '<a class="button" href="/contact">Open the contact form on our website</a>',
      );
    }
    expect(await count("submissions")).toBe(before);

    const subscribers = await count("subscribers");
    const subscribe = await postForm(
      FORM_POST_PATHS.subscribers,
      { email: "reader@example.in" },
      { origin: "https://evil.example" },
    );
    expect(subscribe.statusCode).toBe(403);
    expect(subscribe.body).toContain('href="/blog"');
    expect(await count("subscribers")).toBe(subscribers);
  });

  it("sends an audit request from another site nowhere either, not even with a token", async () => {
    const response = await postForm(
      FORM_POST_PATHS.submissions,
      {
        type: "audit",
        fullName: "Asha",
        email: "victim@example.in",
        auditedUrl: "https://phish.example/",
        reportToken: "v1.x.y",
      },
      { origin: "https://evil.example" },
    );
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('href="/tools/seo-audit-generator"');
  });
});

describe("forms sent without JavaScript, from our own pages", () => {
  it("are stored and answered with the thank-you page, whatever our own headers say", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: OURS, "sec-fetch-site": "same-origin", referer: `${OURS}/contact` },
      { origin: `${OURS}:80` },
      { referer: `${OURS}/contact` },
      // Old browsers and header-stripping proxies send none of the three.
      {},
    ]) {
      const before = await count("submissions");
      const response = await postForm(FORM_POST_PATHS.submissions, contact, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(303);
      expect(response.headers.location).toBe(FORM_SENT_PAGES.contact);
      expect(await count("submissions")).toBe(before + 1);
    }
  });
});
