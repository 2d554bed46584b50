import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AppDatabase, openDatabase } from "#server/platform/db/database.ts";
import { createSmtpNotifier, formatLeadEmail, type LeadNotifier, type NewLead, notifyInBackground } from "./notifier.ts";
import { type MailMessage } from "../platform/mail.ts";
import { repositories } from "#server/repositories.ts";
import { fakeTimeouts, settledWithoutTime, until, watched } from "#server/test-support/fake-timeouts.ts";
import { plainContact as contact } from "#server/test-support/leads-api.ts";
import { leadsRoutes, type LeadsRouteOptions } from "./routes.ts";

function fakeLog() {
  return { warn: vi.fn(), info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
  };
}

/** The leads routes alone, with a notifier under test's control (or the SMTP settings that make one). */
async function appWith(options: LeadNotifier | LeadsRouteOptions) {
  const database = await openDatabase({ dialect: "sqlite", filename: ":memory:" });
  const app = Fastify({ bodyLimit: 32 * 1024 });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(repositories, { database });
  await app.register(leadsRoutes, "notify" in options ? { notifier: options } : options);
  await app.ready();
  return { app, database };
}

const postContact = (app: FastifyInstance) =>
  app.inject({ method: "POST", url: "/api/submissions", payload: { type: "contact", data: contact } });

describe("staff notification per new submission", () => {
  let app: FastifyInstance;
  let database: AppDatabase;

  afterEach(async () => {
    await app?.close();
    await database?.close();
  });

  const send = () => postContact(app);

  it("is sent with the stored id after the row is committed", async () => {
    const seen: { lead: NewLead; stored: number }[] = [];
    let done!: () => void;
    const sent = new Promise<void>((resolve) => (done = resolve));
    ({ app, database } = await appWith({
      notify: async (lead) => {
        const rows = await database.db.selectFrom("submissions").select("id").execute();
        seen.push({ lead, stored: rows.length });
        done();
      },
    }));
    const response = await send();
    expect(response.statusCode).toBe(201);
    await sent;
    expect(seen).toEqual([
      {
        lead: expect.objectContaining({
          id: response.json().id,
          type: "contact",
          data: { ...contact, contactNumberE164: "+919876543210" },
        }),
        stored: 1,
      },
    ]);
  });

  it("a failing mail changes neither the answer nor the stored row", async () => {
    ({ app, database } = await appWith({ notify: () => Promise.reject(new Error("SMTP 554 rejected")) }));
    const response = await send();
    expect(response.statusCode).toBe(201);
    const rows = await database.db.selectFrom("submissions").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(response.json().id);
  });

  it("a mail server that never answers does not delay the answer", async () => {
    ({ app, database } = await appWith({ notify: () => new Promise(() => {}) }));
    const clock = fakeTimeouts();
    try {
      // The clock stands still: an answer that waited on the mail (or its time limit) never comes.
      const response = await settledWithoutTime(send(), "the answer");
      expect(response.statusCode).toBe(201);
    } finally {
      clock.restore();
    }
  });

  it("is not sent for a honeypot hit or an invalid form", async () => {
    const notify = vi.fn(async () => {});
    ({ app, database } = await appWith({ notify }));
    await app.inject({
      method: "POST",
      url: "/api/submissions",
      payload: { type: "contact", data: contact, homepage: "x" },
    });
    await app.inject({ method: "POST", url: "/api/submissions", payload: { type: "contact", data: {} } });
    // Notifications go out in order: once a real lead's has, none was queued for the two above.
    const response = await send();
    await vi.waitFor(() => expect(notify).toHaveBeenCalled());
    expect(notify.mock.calls).toEqual([[expect.objectContaining({ id: response.json().id, type: "contact" })]]);
  });
});

describe("notifyInBackground", () => {
  beforeEach(() => vi.useRealTimers());

  const lead: NewLead = {
    id: 7,
    type: "quote",
    data: { fullName: "Rohit" },
    createdAt: new Date("2026-11-22T10:00:00Z"),
  };

  it("logs a failure instead of throwing", async () => {
    const log = fakeLog();
    await notifyInBackground({ notify: () => Promise.reject(new Error("boom")) }, lead, log);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ submissionId: 7 }),
      expect.stringContaining("notification"),
    );
  });

  it("gives up on a hanging notifier at the timeout, not before", async () => {
    const log = fakeLog();
    const clock = fakeTimeouts();
    try {
      const done = watched(notifyInBackground({ notify: () => new Promise(() => {}) }, lead, log, 20));
      await until(() => clock.delays().includes(20), "the notification's time limit to be set");
      await clock.advance(19);
      expect(done.settled()).toBe(false);
      await clock.advance(1);
      await settledWithoutTime(done.promise, "the notification");
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      clock.restore();
    }
  });
});

describe("SMTP notifier", () => {
  const lead: NewLead = {
    id: 12,
    type: "application",
    data: {
      openingId: "seo-specialist",
      openingTitle: "SEO Specialist",
      fullName: "Neha\r\nBcc: victim@example.com",
      email: "neha@example.com",
      contactNumber: "98765 43210",
      portfolioUrl: "https://neha.example.com/cv.pdf",
      coverNote: "",
    },
    createdAt: new Date("2026-11-22T10:00:00Z"),
  };

  it("is off without SMTP settings", async () => {
    const load = vi.fn();
    await createSmtpNotifier(null, fakeLog(), load).notify(lead);
    expect(load).not.toHaveBeenCalled();
  });

  it("sends one plain-text e-mail per lead to NOTIFY_EMAIL", async () => {
    const sent: MailMessage[] = [];
    const load = vi.fn(async () => ({ send: async (message: MailMessage) => void sent.push(message) }));
    const notifier = createSmtpNotifier(
      { url: "smtp://127.0.0.1:2525", notifyEmail: "staff@crestline.example" },
      fakeLog(),
      load,
    );
    await notifier.notify(lead);
    await notifier.notify({ ...lead, id: 13 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith("smtp://127.0.0.1:2525");
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ to: "staff@crestline.example", from: "staff@crestline.example" });
    // A visitor's line breaks cannot add mail headers.
    expect(sent[0]!.subject).toBe("Job application for SEO Specialist from Neha Bcc: victim@example.com");
    expect(sent[0]!.text).toContain("Job application #12");
    expect(sent[0]!.text).toContain("CV or portfolio: https://neha.example.com/cv.pdf");
    expect(sent[0]!.text).not.toContain("Cover note");
  });

  it("warns once and sends nothing when no transport can be made from SMTP_URL", async () => {
    const log = fakeLog();
    const notifier = createSmtpNotifier(
      { url: "smtp://127.0.0.1:2525", notifyEmail: "staff@crestline.example" },
      log,
      async () => {
        throw new Error("Invalid SMTP URL");
      },
    );
    await notifier.notify(lead);
    await notifier.notify(lead);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toContain("Invalid SMTP URL");
  });

  it("formats lists and skips empty fields", () => {
    const mail = formatLeadEmail(
      {
        id: 3,
        type: "quote",
        data: { fullName: "Rohit", platforms: ["SEO", "Google Ads"], websiteUrl: "" },
        createdAt: new Date(0),
      },
      "from@x.example",
      "to@x.example",
    );
    expect(mail.subject).toBe("Quote request from Rohit");
    expect(mail.text).toContain("Platforms: SEO, Google Ads");
    expect(mail.text).not.toContain("Website URL");
    expect(mail.text).toContain("Open the admin dashboard to reply");
  });

  it("links the lead's own admin page when the site's public address is known", () => {
    const lead = { id: 42, type: "contact" as const, data: { fullName: "Asha" }, createdAt: new Date(0) };
    const mail = formatLeadEmail(lead, "from@x.example", "to@x.example", "https://crestline.example");
    expect(mail.text).toContain("Open the lead to reply: https://crestline.example/admin/leads/42");
  });
});

/** A local SMTP sink: accepts every message and keeps its DATA once the whole message has arrived. */
async function startSmtpSink() {
  const net = await import("node:net");
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let current = "";
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            messages.push(current);
            socket.write("250 OK queued\r\n");
          } else {
            current += `${line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250-sink\r\n250 8BITMIME\r\n");
        else if (verb === "DATA") {
          inData = true;
          current = "";
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("SMTP notifier through nodemailer and a local SMTP sink", () => {
  it("delivers one e-mail per stored submission", async () => {
    const sink = await startSmtpSink();
    const { app, database } = await appWith({
      smtp: { url: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`, notifyEmail: "staff@crestline.example" },
    });
    try {
      const response = await postContact(app);
      expect(response.statusCode).toBe(201);
      await vi.waitFor(() => expect(sink.messages).toHaveLength(1), { timeout: 5000 });
      expect(sink.messages[0]).toContain("Contact message from Asha Verma");
      expect(sink.messages[0]).toContain(`Contact message #${response.json().id}`);
    } finally {
      await app.close();
      await database.close();
      await sink.close();
    }
  });

  it("stores and answers normally when the SMTP server is down", async () => {
    const sink = await startSmtpSink();
    await sink.close(); // nothing listens on that port any more
    const { app, database } = await appWith({
      smtp: { url: `smtp://127.0.0.1:${sink.port}`, notifyEmail: "staff@crestline.example" },
    });
    try {
      const response = await postContact(app);
      expect(response.statusCode).toBe(201);
      expect(await database.db.selectFrom("submissions").selectAll().execute()).toHaveLength(1);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
