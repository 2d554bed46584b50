import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "#contracts/leads/newsletter.ts";
import { escapeHtml, page } from "#server/platform/form-pages.ts";
import { CONFIRM_LINK_TTL_MS } from "./links.ts";

// The pages the newsletter's mailed links open: plain HTML with one button, no script, so
// they work in any browser; opening a link (as mail scanners do) never changes anything,
// only the button's POST does.

export interface NewsletterPage {
  status: number;
  html: string;
}

const BACK_TO_BLOG = `<div class="actions"><a class="button secondary" href="/blog">Go to the blog</a></div>`;
const CONFIRM_DAYS = Math.round(CONFIRM_LINK_TTL_MS / 86_400_000);

function titled(status: number, title: string, body: string): NewsletterPage {
  return { status, html: page(title, `<h1>${escapeHtml(title)}</h1>\n${body}`) };
}

export function confirmPage(token: string, email: string): NewsletterPage {
  return titled(
    200,
    "Confirm your subscription",
    `<p>Press the button to receive Crestline Digital's monthly marketing article at <strong>${escapeHtml(email)}</strong>.</p>
<form method="post" action="${NEWSLETTER_CONFIRM_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<div class="actions"><button class="button" type="submit">Confirm subscription</button></div>
</form>`,
  );
}

export function confirmedPage(): NewsletterPage {
  return titled(
    200,
    "You are subscribed",
    `<p>Thank you: your address is on our list. Every e-mail we send has a link to unsubscribe with one click.</p>\n${BACK_TO_BLOG}`,
  );
}

export function unsubscribePage(token: string): NewsletterPage {
  return titled(
    200,
    "Unsubscribe from the newsletter",
    `<p>Press the button and we will stop sending you our newsletter at once.</p>
<form method="post" action="${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${escapeHtml(encodeURIComponent(token))}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<div class="actions"><button class="button" type="submit">Unsubscribe</button></div>
</form>`,
  );
}

export function unsubscribedPage(): NewsletterPage {
  return titled(
    200,
    "You are unsubscribed",
    `<p>We will not send you our newsletter any more. Changed your mind? You can subscribe again on the blog.</p>\n${BACK_TO_BLOG}`,
  );
}

/** A link that was cut short, changed or made for something else. */
export function brokenLinkPage(): NewsletterPage {
  return titled(
    400,
    "This link does not work",
    `<p>The link is incomplete or was changed. Please open it again from the e-mail, copying the whole link if your mail program breaks it over two lines.</p>\n${BACK_TO_BLOG}`,
  );
}

export function expiredConfirmPage(): NewsletterPage {
  return titled(
    410,
    "This confirmation link has expired",
    `<p>Confirmation links work for ${CONFIRM_DAYS} days, and this one is older. Nothing was subscribed: please subscribe again on the blog and use the new link we send.</p>\n${BACK_TO_BLOG}`,
  );
}

/** A valid link whose request is gone: deleted unconfirmed after its days, or unsubscribed since. */
export function noLongerWaitingPage(): NewsletterPage {
  return titled(
    410,
    "This subscription is no longer waiting",
    `<p>We no longer hold this request to subscribe, so nothing was changed. Please subscribe again on the blog if you would like our newsletter.</p>\n${BACK_TO_BLOG}`,
  );
}
