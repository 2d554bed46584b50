import {
  DATA_REQUEST_KIND_NAMES,
  type DataRequestKind,
  MY_DATA_CONFIRM_PATH,
  MY_DATA_PAGE,
} from "#contracts/privacy/data-requests.ts";
import { escapeHtml, page } from "#server/platform/form-pages.ts";

// The pages of the "my data" requests that the server writes itself: the answer to the form
// sent without JavaScript, and the confirmation page a mailed link opens. They need no script.

const back = `<div class="actions"><a class="button secondary" href="${MY_DATA_PAGE}">Back to My data</a>
<a class="button secondary" href="/">Go to the home page</a></div>`;

/** A short page: a heading, one paragraph (escaped), and the way back. */
export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${back}`);
}

/** The answer to the form without JavaScript: the same answer the page shows, or what to correct. */
export function formAnswerPage(answer: { message?: string; error?: string; fields?: Record<string, string> }): string {
  if (answer.message) return messagePage("Check your e-mail", answer.message);
  const fields = Object.values(answer.fields ?? {});
  if (fields.length > 0) {
    const items = fields.map((message) => `<li>${escapeHtml(message)}</li>`).join("\n");
    const title = "Please check your request";
    return page(title, `<h1>${title}</h1>\n<ul>\n${items}\n</ul>\n${back}`);
  }
  return messagePage("Your request was not sent", answer.error ?? "Please try again.");
}

/** What GET of a mailed link shows: one button that confirms (a GET changes nothing, as mail scanners fetch links). */
export function confirmPage(kind: DataRequestKind, token: string): string {
  const title = "Confirm your request";
  return page(
    title,
    `<h1>${title}</h1>
<p>You asked us for: <strong>${escapeHtml(DATA_REQUEST_KIND_NAMES[kind])}</strong>. Press the button to confirm it.</p>
<form method="post" action="${MY_DATA_CONFIRM_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<div class="actions"><button class="button" type="submit">Confirm my request</button></div>
</form>`,
  );
}

export const LINK_REFUSED = {
  invalid:
    "This link is not one we sent, or it was cut short. Please copy the whole link from the e-mail, or ask again.",
  expired: "This link has expired (links work for 7 days). Please ask again on the My data page.",
} as const;
