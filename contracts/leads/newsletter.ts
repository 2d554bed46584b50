// The newsletter's double opt-in and one-click unsubscribe: the paths the mailed links open
// and the sentences the subscribe box, the no-JS pages and the server share.
//
//   POST /api/subscribers  { email, homepage } → 202 { message }  (the same answer for every address)
//                                            → 503 { error }      (the server sends no mail: nothing stored)
//   GET  /newsletter/confirm?token=…           → a page whose button POSTs the token (mail scanners open links)
//   POST /newsletter/confirm   token=…         → confirmed: the address is on the list
//   GET  /newsletter/unsubscribe?token=…       → a page with one button
//   POST /newsletter/unsubscribe?token=…       → unsubscribed (RFC 8058 one-click: body List-Unsubscribe=One-Click)

export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/** How long a confirmation link works: as long as an unconfirmed address is kept (contracts/privacy/retention.ts). */
export const CONFIRM_LINK_DAYS = 7;

/** The answer to every subscribe, whether or not the address is already on the list. */
export const MSG_CHECK_INBOX =
  "Almost done: we have sent you an e-mail. Open the link in it to confirm your subscription.";

/** Subscribe on a server without mail settings (SMTP_URL, NOTIFY_EMAIL, PUBLIC_URL): nothing is stored. */
export const MSG_NEWSLETTER_NEEDS_EMAIL =
  "Subscribing is not available yet: this site's e-mail is not set up, so we could not send you the confirmation e-mail.";

