/**
 * Test support: the lead desk's API on a real database, as its suites share it. Two apps on
 * one database (`app` with SMTP over a fake transport that records or refuses each message,
 * `plain` without SMTP), three accounts (Asha and Ravi signed in, one disabled), the
 * submissions cleared before each test, and helpers to insert leads and call as someone.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { SubmissionPage } from "#contracts/leads/lead-desk.ts";
import type { StoredLeadSource } from "#contracts/leads/lead-source-schema.ts";
import { buildApp } from "#server/app.ts";
import { createAdmin } from "#server/auth/admin-users.ts";
import { type DatabaseTarget, loadConfig } from "#server/config.ts";
import type { MailMessage } from "#server/platform/mail.ts";
import { type AppDatabase, openDatabase } from "#server/platform/db/database.ts";
import { ORIGIN, sessionCookie, signIn } from "./admin-app.ts";

// 2026-11-22 15:30 in New Delhi: today is 2026-11-22 there, it started at 2026-11-21T18:30Z.
export const NOW = "2026-11-22T10:00:00.000Z";
const PASSWORD = "correct horse battery";

/** A contact lead's data. */
export const contact = (fullName: string, email: string, phone = "+91 98765 43210") => ({
  fullName,
  contactNumber: phone,
  contactNumberE164: phone.replace(/[^+0-9]/g, ""),
  email,
  website: "",
  message: "We need more leads.",
});

/** The source of the leads `insert` stores: an organic visit from Google. */
export const SAMPLE_SOURCE: StoredLeadSource = {
  landingPage: "/tools/word-counter",
  landedAt: "2026-11-22T09:00:00.000Z",
  formPage: "/contact",
  referrerHost: "www.google.com",
  utm: {},
  gclid: false,
  fbclid: false,
  device: "mobile",
  toolsUsed: [],
  channel: "organic",
};

export interface Staff {
  id: number;
  cookie: string;
}

interface LeadDesk {
  database: AppDatabase;
  app: FastifyInstance;
  plain: FastifyInstance;
  asha: Staff;
  ravi: Staff;
  disabledId: number;
}

/** The desk for the suite it is called in; `state()` is ready once its beforeAll has run. */
export function leadDeskSuite(target: () => Promise<DatabaseTarget>) {
  let state: LeadDesk | undefined;
  const sent: MailMessage[] = [];
  let refuseMail: Error | null = null;

  beforeAll(async () => {
    const databaseTarget = await target();
    const database = await openDatabase(databaseTarget);
    const base = { ...loadConfig({}), database: databaseTarget, demoMode: false, production: false };
    const now = () => new Date(NOW);
    const app = await buildApp({
      config: { ...base, smtp: { url: "smtp://mail.test", notifyEmail: "team@crestline.example" } },
      database,
      clientDir: null,
      now,
      loadMailTransport: async () => ({
        send: async (message) => {
          if (refuseMail) throw refuseMail;
          sent.push(message);
        },
      }),
    });
    const plain = await buildApp({ config: { ...base, smtp: null }, database, clientDir: null, now });
    await Promise.all([app.ready(), plain.ready()]);

    const account = async (username: string, displayName: string) => {
      const id = await createAdmin(database.db, username, PASSWORD, new Date(NOW));
      await database.db.updateTable("admin_users").set({ display_name: displayName }).where("id", "=", id).execute();
      return id;
    };
    const ashaId = await account("asha", "Asha Verma");
    const raviId = await account("ravi", "Ravi Kumar");
    const disabledId = await account("gone", "Former Colleague");
    await database.db.updateTable("admin_users").set({ disabled_at: NOW }).where("id", "=", disabledId).execute();
    const asha = { id: ashaId, cookie: sessionCookie(await signIn(app, { username: "asha", password: PASSWORD })) };
    const ravi = { id: raviId, cookie: sessionCookie(await signIn(app, { username: "ravi", password: PASSWORD })) };
    state = { database, app, plain, asha, ravi, disabledId };
  });
  afterAll(async () => {
    await state?.app.close();
    await state?.plain.close();
    await state?.database.close();
  });
  beforeEach(async () => {
    await desk().database.db.deleteFrom("submissions").execute();
    sent.length = 0;
    refuseMail = null;
  });

  const desk = () => {
    if (!state) throw new Error("the lead desk is not set up yet");
    return state;
  };
  const insert = (data: Record<string, unknown>, createdAt = NOW, type = "contact") =>
    desk().database.insertSubmission({ type, data, createdAt: new Date(createdAt), source: SAMPLE_SOURCE });
  const setLead = (id: number, values: { status?: string; owner_id?: number | null; follow_up_on?: string | null }) =>
    desk().database.db.updateTable("submissions").set(values).where("id", "=", id).execute();
  const as = (who: { cookie: string } = desk().asha, on = desk().app) => ({
    get: (url: string) => on.inject({ method: "GET", url, headers: { cookie: who.cookie } }),
    send: (method: "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object) =>
      on.inject({ method, url, payload, headers: { cookie: who.cookie, origin: ORIGIN } }),
  });
  const ids = async (url: string) => (await as().get(url)).json<SubmissionPage>().items.map((item) => item.id);

  return {
    state: desk,
    /** Every message the fake transport accepted in this test. */
    sent,
    /** Makes the fake transport refuse every message with `error` (until the next test). */
    refuseMailWith: (error: Error) => {
      refuseMail = error;
    },
    insert,
    setLead,
    as,
    ids,
  };
}
