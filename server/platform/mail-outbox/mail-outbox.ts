import type { FastifyInstance } from "fastify";
import type { AppDatabase } from "#server/platform/db/database.ts";
import { loadNodemailerTransport, type MailMessage, type MailTransport } from "#server/platform/mail.ts";
import { createMailOutboxRepository, type MailOutboxRepository } from "./outbox-repository.ts";
import { startOutboxWorker } from "./outbox-worker.ts";

// `app.mailOutbox`: every domain queues its mail here; the worker sends it. Without SMTP
// settings mail is off: nothing is queued (a pile of stale mails would otherwise go out the
// day SMTP is set) and everything else works.

export interface MailOutbox {
  /** False without SMTP_URL and NOTIFY_EMAIL: enqueue() stores nothing. */
  readonly enabled: boolean;
  /** Stores the mail and wakes the worker; the mail's id, or null when mail is off. */
  enqueue(message: MailMessage, meta: { leadId?: number | null; kind: string }): Promise<number | null>;
  /** Sends what is due now (tests, and the worker's own tick). */
  runOnce(): Promise<number>;
  repository: MailOutboxRepository;
}

declare module "fastify" {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

export interface MailOutboxOptions {
  database: AppDatabase;
  /** config.smtp; null turns mail off. */
  smtp: { url: string } | null;
  /** The first retry's delay (MAIL_RETRY_MS); polling is as often, at most every 5 s. */
  retryMs: number;
  loadTransport?: (smtpUrl: string) => Promise<MailTransport>;
  now?: () => Date;
}

const MAX_POLL_MS = 5_000;

async function mailOutboxPlugin(app: FastifyInstance, opts: MailOutboxOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  const repository = createMailOutboxRepository(opts.database.db, opts.database.dialect);
  const { smtp } = opts;
  if (!smtp) {
    app.decorate("mailOutbox", { enabled: false, enqueue: async () => null, runOnce: async () => 0, repository });
    return;
  }
  const load = opts.loadTransport ?? loadNodemailerTransport;
  let transport: Promise<MailTransport> | undefined;
  const worker = startOutboxWorker({
    repository,
    // Made again after a failure to make it: a fixed mail server needs no restart.
    transport: () =>
      (transport ??= load(smtp.url).catch((error: unknown) => {
        transport = undefined;
        throw error;
      })),
    now,
    log: app.log,
    retryMs: opts.retryMs,
    pollMs: Math.min(MAX_POLL_MS, opts.retryMs),
  });
  app.addHook("onClose", () => worker.stop());
  app.decorate("mailOutbox", {
    enabled: true,
    async enqueue(message, meta) {
      const id = await repository.enqueue(message, meta, now());
      worker.wake();
      return id;
    },
    runOnce: worker.runOnce,
    repository,
  } satisfies MailOutbox);
}

// Not encapsulated: `app.mailOutbox` belongs to the whole server.
export const mailOutbox = Object.assign(mailOutboxPlugin, {
  [Symbol.for("skip-override")]: true,
  [Symbol.for("fastify.display-name")]: "mail-outbox",
});
