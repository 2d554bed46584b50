import type { MailMessage } from "#server/platform/mail.ts";
import { CONFIRM_LINK_DAYS } from "#contracts/leads/newsletter.ts";
import { unsubscribeUrl } from "./links.ts";

// Every mail to a subscriber is made by subscriberMessage(): it carries the one-click
// unsubscribe link in its text and the RFC 8058 headers, so a mail client's own
// "Unsubscribe" button works without the person opening anything.

/** Where newsletter mail comes from and where its links point. */
interface NewsletterMailSettings {
  /** NOTIFY_EMAIL: the address replies reach. */
  from: string;
  /** config.publicUrl: the only origin of mailed links. */
  origin: string;
  /** The newsletter-links key (links.ts). */
  key: Buffer;
}

/** A mail to one subscriber: subject and text; the unsubscribe footer and headers are added. */
export interface SubscriberMail {
  subject: string;
  text: string;
}

/** The message for one subscriber, with the unsubscribe footer and headers. */
export function subscriberMessage(
  settings: NewsletterMailSettings,
  email: string,
  mail: SubscriberMail,
  now: Date,
): MailMessage {
  const unsubscribe = unsubscribeUrl(settings.key, settings.origin, email, now);
  return {
    from: settings.from,
    to: email,
    subject: mail.subject,
    text: `${mail.text}\n\n--\nTo unsubscribe with one click, open:\n${unsubscribe}\n`,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function confirmationMail(confirmLink: string): SubscriberMail {
  return {
    subject: "Confirm your subscription to Crestline Digital's newsletter",
    text: [
      "Someone, we hope you, asked to receive Crestline Digital's monthly marketing article at this address.",
      "",
      "To confirm, open this link and press the button on the page:",
      confirmLink,
      "",
      `The link works for ${CONFIRM_LINK_DAYS} days. If you did not ask for this, ignore this e-mail:`,
      `we will not write to you, and we delete the address after ${CONFIRM_LINK_DAYS} days.`,
    ].join("\n"),
  };
}

/** To an address already on the list: so the answer to a second subscribe is the same mail-wise too. */
export function alreadySubscribedMail(): SubscriberMail {
  return {
    subject: "You are already subscribed to Crestline Digital's newsletter",
    text: [
      "Someone, we hope you, asked to subscribe this address to Crestline Digital's newsletter.",
      "It is already on the list, so nothing has changed: you will keep receiving our monthly article.",
    ].join("\n"),
  };
}
