import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { StoredLeadSource } from "#contracts/leads/lead-source-schema.ts";
import { agreedPurposes, NOTICE_VERSION } from "#contracts/privacy/notice.ts";
import { localDateString } from "#server/platform/calendar.ts";
import { confirmUrl, newsletterKey } from "./links.ts";
import { alreadySubscribedMail, confirmationMail, subscriberMessage } from "./newsletter-mail.ts";

// Subscribing by double opt-in. Whatever the address's state, the visitor gets the same
// answer and the address gets one mail: a confirmation link for an address not on the list,
// a short "you are already subscribed" for one that is. The mails an address can be sent are
// capped per day (shared_limits, so across instances and restarts): nobody can use the form
// to flood someone's inbox.

/** Mails per recipient and per day for all recipients; every attempted send counts. */
export const NEWSLETTER_MAIL_CAPS = { perRecipient: 3, perDay: 2000 } as const;
export type NewsletterMailCaps = { readonly [Key in keyof typeof NEWSLETTER_MAIL_CAPS]: number };

const COUNTER_LIFETIME_MS = 2 * 24 * 60 * 60 * 1000;

/** "queued" (the outbox sends it, with retries), or "capped" (nothing sent, the visitor is told the same). */
type SubscribeOutcome = "queued" | "capped";

export interface NewsletterOptions {
  /** config.smtp: null means the server sends no mail, so nobody can subscribe. */
  smtp: { url: string; notifyEmail: string } | null;
  /** config.publicUrl: without it no link can be mailed. */
  publicUrl: string | null;
  caps?: NewsletterMailCaps;
}

export interface Newsletter {
  /** False without SMTP or a public URL: subscribing is refused with a reason, never faked. */
  readonly ready: boolean;
  subscribe(email: string, source: StoredLeadSource | null, now: Date): Promise<SubscribeOutcome>;
}

/** The recipient as a keyed hash: the counters never hold an address. */
function recipientKey(key: Buffer, email: string): string {
  return crypto.createHmac("sha256", key).update(`recipient:${email}`).digest("base64url");
}

export function createNewsletter(app: FastifyInstance, opts: NewsletterOptions): Newsletter {
  const { smtp, publicUrl } = opts;
  const caps = opts.caps ?? NEWSLETTER_MAIL_CAPS;
  // The mail goes through the outbox; a server without one (route tests) has no newsletter.
  const outbox = app.hasDecorator("mailOutbox") ? app.mailOutbox : null;
  const ready = smtp !== null && publicUrl !== null && outbox !== null && outbox.enabled;

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
    ready,
    async subscribe(email, source, now) {
      if (!smtp || !publicUrl || !outbox?.enabled)
        throw new Error("the newsletter needs SMTP_URL, NOTIFY_EMAIL and PUBLIC_URL");
      const key = await newsletterKey(app);
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
      if (!(await claimSend(key, email, now))) return "capped";
      const mail =
        state === "confirmed" ? alreadySubscribedMail() : confirmationMail(confirmUrl(key, publicUrl, email, now));
      const settings = { from: smtp.notifyEmail, origin: publicUrl, key };
      await outbox.enqueue(subscriberMessage(settings, email, mail, now), { kind: "newsletter-confirm" });
      return "queued";
    },
  };
}
