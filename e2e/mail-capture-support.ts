import type { AddressInfo } from "node:net";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "#server/platform/db/test-support/postgres-cluster.ts";
import { startServerProcess } from "#server/test-support/server-process.ts";
import { test as base } from "./support.ts";

// A real SMTP server on 127.0.0.1 that keeps every message it is given, parsed: what the
// site's nodemailer transport sends in e2e, read back by the spec. No TLS, no sign-in.

export interface MailCapture {
  port: number;
  /** Every message received so far, oldest first. */
  messages: ParsedMail[];
  /** The first message (already here or still to come) that `predicate` accepts. */
  waitFor(predicate: (message: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  stop(): Promise<void>;
}

/** `port` 0 picks a free one; a capture stopped mid-test comes back on its old port. */
export async function startMailCapture(port = 0): Promise<MailCapture> {
  const messages: ParsedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (message) => {
          messages.push(message);
          for (const listener of listeners) listener();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    waitFor(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** True when `email` is among the message's To addresses. */
export function sentTo(message: ParsedMail, email: string): boolean {
  const to = Array.isArray(message.to) ? message.to : message.to ? [message.to] : [];
  return to.some((group) => group.value.some((address) => address.address === email));
}

/** A raw header line of a message, unfolded: "List-Unsubscribe: <…>" gives "<…>". */
export function headerLine(message: ParsedMail, name: string): string | undefined {
  const line = message.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, " ").replace(/^[^:]+:\s*/, "");
}

export interface SiteWithMail {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The built site (build/client) on its own port and database, sending mail to `capture`:
 * for specs that follow a mailed link, so the shared e2e server (no SMTP) stays as it is.
 */
export async function startSiteWithMail(capture: MailCapture, env: Record<string, string> = {}): Promise<SiteWithMail> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const site = await startServerProcess(
    {
      SITE_DIR: path.resolve(import.meta.dirname, "../build/client"),
      SMTP_URL: `smtp://127.0.0.1:${capture.port}`,
      NOTIFY_EMAIL: "team@crestline.test",
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      ...env,
    },
    { port },
  );
  return {
    origin,
    async stop() {
      site.child.kill("SIGTERM");
      await site.exited;
    },
  };
}

/** A capture server and the site mailing to it. */
export interface SiteAndMail {
  capture: MailCapture;
  site: SiteWithMail;
}

/** A capture server and a site mailing to it: `use` runs between start and stop. */
async function withSiteAndMail(use: (mail: SiteAndMail) => Promise<void>, env: Record<string, string>) {
  const capture = await startMailCapture();
  const site = await startSiteWithMail(capture, env);
  try {
    await use({ capture, site });
  } finally {
    await site.stop();
    await capture.stop();
  }
}

/**
 * The e2e `test` with a worker fixture `mail` (a capture server and a site of its own mailing
 * to it, started with `env`), and pages opened on that site (baseURL).
 */
export function testWithMail(env: Record<string, string> = {}) {
  return base.extend<object, { mail: SiteAndMail }>({
    mail: [
      // Playwright reads a fixture's dependencies from the destructured first argument: none here.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => withSiteAndMail(use, env),
      { scope: "worker", timeout: 90_000 },
    ],
    baseURL: async ({ mail }, use) => {
      await use(mail.site.origin);
    },
  });
}
