import type { FastifyBaseLogger } from "fastify";
import type { MailTransport } from "#server/platform/mail.ts";
import type { ClaimedMail, MailOutboxRepository } from "./outbox-repository.ts";

// Sends the outbox's due mails: claims a batch, sends each through the transport, and marks it
// sent, or queues it again after an exponential backoff, or marks it failed with the reason
// once it has had its attempts. Runs on an unref'd timer (a server with nothing else to do
// still exits), at once when a mail is enqueued, and stops with the server.

export interface OutboxWorkerOptions {
  repository: MailOutboxRepository;
  /** The transport, made on first use; a failure to make it counts as a failed attempt. */
  transport: () => Promise<MailTransport>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The first retry's delay; each next one doubles, up to MAX_BACKOFF_MS. */
  retryMs: number;
  /** How often due mails are looked for (retries, and mails other instances queued). */
  pollMs: number;
  maxAttempts?: number;
  /** How long one send may take before it counts as failed. */
  sendTimeoutMs?: number;
}

export interface OutboxWorker {
  /** Sends what is due now; resolves with how many mails were claimed. */
  runOnce(): Promise<number>;
  /** Runs soon (a mail was just queued) without waiting for the next tick. */
  wake(): void;
  stop(): Promise<void>;
}

/** Ten attempts spread over about three hours at the default 30 s first retry. */
const MAIL_MAX_ATTEMPTS = 10;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
const BATCH = 20;
const SEND_TIMEOUT_MS = 30_000;

/** The delay before attempt `attempts + 1`: retryMs, then doubling, capped at an hour. */
export function backoffMs(attempts: number, retryMs: number): number {
  return Math.min(MAX_BACKOFF_MS, retryMs * 2 ** Math.max(0, attempts - 1));
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the mail server did not answer within ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)) || "unknown error";

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { repository, now, log, retryMs } = options;
  const maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  // A claim outlives the slowest send of a whole batch, so it never lapses mid-send.
  const leaseMs = sendTimeoutMs * (BATCH + 1);
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function send(mail: ClaimedMail) {
    try {
      const transport = await options.transport();
      await withTimeout(transport.send(mail.message), sendTimeoutMs);
      await repository.markSent(mail, now());
    } catch (error) {
      const final = mail.attempts >= maxAttempts;
      const retryAt = final ? null : new Date(now().getTime() + backoffMs(mail.attempts, retryMs));
      log.warn({ mail: mail.id, attempt: mail.attempts, final, err: reason(error) }, "mail not sent");
      await repository.markFailed(mail, reason(error), retryAt);
    }
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await repository.claim(now(), leaseMs, BATCH);
      total += batch.length;
      for (const mail of batch) await send(mail);
      if (batch.length < BATCH || stopped) return total;
    }
  }

  // One run at a time; a call during a run gets the one run queued after it (calls coalesce),
  // so a mail queued mid-run is sent by the run its caller waits for.
  function runOnce(): Promise<number> {
    if (!running) {
      running = drain()
        .catch((error: unknown) => {
          log.error({ err: error }, "mail outbox: due mails could not be read");
          return 0;
        })
        .finally(() => {
          running = null;
        });
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return stopped ? 0 : runOnce();
    });
    return queued;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, options.pollMs);
    timer.unref();
  }
  schedule();

  return {
    runOnce,
    wake: () => void runOnce(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queued;
      await running;
    },
  };
}
