import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { StoredLeadSource } from "#contracts/leads/lead-source-schema.ts";
import { agreedPurposes, NOTICE_VERSION } from "#contracts/privacy/notice.ts";
import { localDateString } from "#server/platform/calendar.ts";
import { loadNodemailerTransport, type MailTransport } from "#server/platform/mail.ts";
import { confirmUrl, newsletterKey } from "./links.ts";
import {
  alreadySubscribedMail,
  confirmationMail,
  type NewsletterMailSettings,
  sendToSubscriber,
} from "./newsletter-mail.ts";

// Subscribing by double opt-in. Whatever the address's state, the visitor gets the same
// answer and the address gets one mail: a confirmation link for an address not on the list,
// a short "you are already subscribed" for one that is. The mails an address can be sent are
// capped per day (shared_limits, so across instances and restarts): nobody can use the form
// to flood someone's inbox.

/** Mails per recipient and per day for all recipients; every attempted send counts. */
export const NEWSLETTER_MAIL_CAPS = { perRecipient: 3, perDay: 2000 } as const;
export type NewsletterMailCaps = { readonly [Key in keyof typeof NEWSLETTER_MAIL_CAPS]: number };

/** How long the answer waits for the mail server to take the confirmation mail. */
const SEND_TIMEOUT_MS = 10_000;
const COUNTER_LIFETIME_MS = 2 * 24 * 60 * 60 * 1000;

/** "sent", or "capped" (nothing sent, the visitor is told the same), or the mail server failed. */
type SubscribeOutcome = "sent" | "capped" | "mail-failed";

export interface NewsletterOptions {
  /** config.smtp: null means the server sends no mail, so nobody can subscribe. */
  smtp: { url: string; notifyEmail: string } | null;
  /** config.publicUrl: without it no link can be mailed. */
  publicUrl: string | null;
  loadTransport?: (smtpUrl: string) => Promise<MailTransport>;
  caps?: NewsletterMailCaps;
  sendTimeoutMs?: number;
}

export interface Newsletter {
  /** False without SMTP or a public URL: subscribing is refused with a reason, never faked. */
  readonly ready: boolean;
  /** What sendToSubscriber() needs; throws when not ready. */
  mailSettings(): Promise<NewsletterMailSettings>;
  subscribe(email: string, source: StoredLeadSource | null, now: Date): Promise<SubscribeOutcome>;
}

/** The recipient as a keyed hash: the counters never hold an address. */
function recipientKey(key: Buffer, email: string): string {
  return crypto.createHmac("sha256", key).update(`recipient:${email}`).digest("base64url");
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createNewsletter(app: FastifyInstance, opts: NewsletterOptions): Newsletter {
  const { smtp, publicUrl } = opts;
  const caps = opts.caps ?? NEWSLETTER_MAIL_CAPS;
  const load = opts.loadTransport ?? loadNodemailerTransport;
  let transport: Promise<MailTransport> | undefined;

  async function mailSettings(): Promise<NewsletterMailSettings> {
    if (!smtp || !publicUrl) throw new Error("the newsletter needs SMTP_URL, NOTIFY_EMAIL and PUBLIC_URL");
    // Made on first use, and again after a failure to make it: a fixed mail server needs no restart.
    transport ??= load(smtp.url).catch((error: unknown) => {
      transport = undefined;
      throw error;
    });
    return { transport: await transport, from: smtp.notifyEmail, origin: publicUrl, key: await newsletterKey(app) };
  }

  /** Counts one mail to `email` against the caps; false (and nothing counted) when a cap is reached. */
  async function claimSend(key: Buffer, email: string, now: Date): Promise<boolean> {
    const day = localDateString(now);
    const steps = [
      { key: `newsletter:to:${recipientKey(key, email)}:${day}`, max: caps.perRecipient },
      { key: `newsletter:day:${day}`, max: caps.perDay },
    ];
    const counted: string[] = [];
    for (const step of steps) {
      const { count } = await app.sharedCounters.increment(step.key, COUNTER_LIFETIME_MS, now.getTime());
      counted.push(step.key);
      if (count > step.max) {
        await Promise.all(counted.map((counter) => app.sharedCounters.takeBack(counter)));
        return false;
      }
    }
    return true;
  }

  return {
    ready: smtp !== null && publicUrl !== null,
    mailSettings,
    async subscribe(email, source, now) {
      const settings = await mailSettings().catch((error: unknown) => {
        app.log.warn({ err: error }, "newsletter: no mail transport");
        return null;
      });
      if (!settings) return "mail-failed";
      const { id, state } = await app.subscribers.request(email, now, source);
      // The consent the subscribe box's notice asked for, recorded with each request to join.
      if (state !== "confirmed")
        await app.consents.record({
          email,
          subject: "subscriber",
          subjectId: id,
          consent: { form: "subscribe", noticeVersion: NOTICE_VERSION, purposes: agreedPurposes("subscribe", false) },
          at: now,
        });
      if (!(await claimSend(settings.key, email, now))) return "capped";
      const mail =
        state === "confirmed"
          ? alreadySubscribedMail()
          : confirmationMail(confirmUrl(settings.key, settings.origin, email, now));
      try {
        await withTimeout(sendToSubscriber(settings, email, mail, now), opts.sendTimeoutMs ?? SEND_TIMEOUT_MS);
        return "sent";
      } catch (error) {
        app.log.warn({ err: error }, "newsletter: the confirmation mail was not sent");
        return "mail-failed";
      }
    },
  };
}
