/**
 * Test support: the leads API on a real database (one app per suite, rows cleared after each
 * test), the visitors' sample leads, and a fresh client address per request so that no
 * per-address limit leaks from one test into another.
 */
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import type { DatabaseTarget } from "#server/config.ts";
import type { MailMessage } from "#server/platform/mail.ts";
import { createTestApp, TEST_MAIL_CONFIG, type TestApp } from "./test-app.ts";

export { TEST_MAIL_CONFIG };

/** What the app's clock says while the suite runs. */
export const LEADS_NOW = new Date("2026-11-22T10:00:00.000Z");

export const contact = {
  fullName: "  Asha Verma ",
  contactNumber: "+91 98765 43210",
  email: "asha@example.in",
  website: "",
  message: "  <script>alert('hi')</script> We need more leads. ",
};

/** The same person's contact lead as typed with care: nothing to trim, no markup, stored as sent. */
export const plainContact = {
  fullName: "Asha Verma",
  contactNumber: "+91 98765 43210",
  email: "asha@example.in",
  website: "",
  message: "We need more leads.",
};

/** What a stored contact lead holds, whatever else was sent: the form's fields and the normalised number. */
export const CONTACT_STORED_KEYS = ["contactNumber", "contactNumberE164", "email", "fullName", "message", "website"];

export const quote = {
  fullName: "Rohit Mehta",
  contactNumber: "011 4567 8900",
  email: "rohit@example.com",
  websiteUrl: "https://shop.example.com",
  monthlyBudget: "₹1.5-₹2 Lakh",
  platforms: ["Google Ads", "SEO"],
  goals: "Double online sales by Diwali.",
};

export const application = {
  openingId: "seo-specialist",
  openingTitle: "SEO Specialist",
  fullName: "Neha Kapoor",
  email: "neha@example.com",
  contactNumber: "98765 43210",
  portfolioUrl: "https://neha.example.com/cv.pdf",
  coverNote: "Five years of technical SEO.",
};

let ipCounter = 0;
/** A fresh client address per call. */
export function nextIp() {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface PostOptions {
  ip?: string;
  /** null sends no content type; JSON by default. */
  contentType?: string | null;
  /** The body as is, instead of JSON of `body`. */
  raw?: string;
}

/** The leads API for the suite it is called in: its hooks, a post helper, the stored rows and the mail sent. */
export function leadsApi(target: () => Promise<DatabaseTarget>) {
  let testApp: TestApp;
  const mail: MailMessage[] = [];
  beforeAll(async () => {
    testApp = await createTestApp(await target(), {
      now: () => LEADS_NOW,
      config: TEST_MAIL_CONFIG,
      loadMailTransport: async () => ({ send: async (message) => void mail.push(message) }),
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await testApp.database.db.deleteFrom("submissions").execute();
    await testApp.database.db.deleteFrom("subscribers").execute();
    await testApp.database.db.deleteFrom("shared_limits").execute();
    await testApp.database.db.deleteFrom("mail_outbox").execute();
    mail.length = 0;
    await testApp.database.db.deleteFrom("consent_records").execute();
  });

  /** Posts, then sends what the request queued in the mail outbox, so mail() holds it. */
  async function post(url: string, body: unknown, options: PostOptions = {}) {
    const headers: Record<string, string> = {};
    const contentType = options.contentType === undefined ? "application/json" : options.contentType;
    if (contentType !== null) headers["content-type"] = contentType;
    const response = await testApp.app.inject({
      method: "POST",
      url,
      headers,
      payload: options.raw ?? JSON.stringify(body),
      remoteAddress: options.ip ?? nextIp(),
    });
    await testApp.app.mailOutbox.runOnce();
    return response;
  }

  return {
    post,
    submissions: () => testApp.database.db.selectFrom("submissions").selectAll().orderBy("id").execute(),
    subscribers: () => testApp.database.db.selectFrom("subscribers").selectAll().orderBy("id").execute(),
    /** The mails sent since the test began, oldest first. */
    mail: () => mail,
    app: () => testApp.app,
    /** The suite's database, for tables the helpers above do not read. */
    db: () => testApp.database.db,
  };
}
