import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "#contracts/leads/newsletter.ts";
import { FORM_CONTENT_TYPE, PAGE_CSP, readFormFields } from "#server/platform/form-pages.ts";
import { routeLimit } from "#server/platform/limits/limit-message.ts";
import { checkConfirmToken, checkUnsubscribeToken, newsletterKey } from "./links.ts";
import {
  brokenLinkPage,
  confirmedPage,
  confirmPage,
  expiredConfirmPage,
  type NewsletterPage,
  noLongerWaitingPage,
  unsubscribedPage,
  unsubscribePage,
} from "./pages.ts";

// The pages behind the newsletter's mailed links. They need no sign-in, cookie or script,
// and no Origin header: a mail client's one-click unsubscribe (RFC 8058) POSTs
// "List-Unsubscribe=One-Click" to the List-Unsubscribe URL from its own servers. The signed
// token is the only proof they ask for, so a post from anywhere that holds it is honoured.

/** A person opens a link or two; more is a script guessing tokens. */
const LINK_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;
/** Bodies are one field; a mail client may send multipart or no type at all. */
const BODY_LIMIT = 4096;

function tokenOf(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  return (body && typeof body === "object" ? body.token : undefined) ?? query?.token;
}

function send(reply: FastifyReply, answer: NewsletterPage) {
  return (
    reply
      .code(answer.status)
      .header("cache-control", "no-store")
      .header("content-security-policy", PAGE_CSP)
      // The token is in the address: no page it links to learns it.
      .header("referrer-policy", "no-referrer")
      .type("text/html; charset=utf-8")
      .send(answer.html)
  );
}

export async function newsletterRoutes(app: FastifyInstance, opts: { now?: () => Date }): Promise<void> {
  const now = opts.now ?? (() => new Date());
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, readFormFields(String(body)));
  });
  // RFC 8058 allows multipart/form-data; the body says nothing the URL's token does not.
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, _body, done) => {
    done(null, {});
  });
  const options = { config: { rateLimit: routeLimit("requests", LINK_RATE_LIMIT) } };

  app.get(NEWSLETTER_CONFIRM_PATH, options, async (request, reply) => {
    const token = tokenOf(request);
    const check = checkConfirmToken(await newsletterKey(app), token, now());
    if (!check.ok) return send(reply, check.reason === "expired" ? expiredConfirmPage() : brokenLinkPage());
    return send(reply, confirmPage(String(token), check.value));
  });

  app.post(NEWSLETTER_CONFIRM_PATH, options, async (request, reply) => {
    const check = checkConfirmToken(await newsletterKey(app), tokenOf(request), now());
    if (!check.ok) return send(reply, check.reason === "expired" ? expiredConfirmPage() : brokenLinkPage());
    const onList = await app.subscribers.confirm(check.value, now());
    return send(reply, onList ? confirmedPage() : noLongerWaitingPage());
  });

  app.get(NEWSLETTER_UNSUBSCRIBE_PATH, options, async (request, reply) => {
    const token = tokenOf(request);
    const check = checkUnsubscribeToken(await newsletterKey(app), token, now());
    if (!check.ok) return send(reply, brokenLinkPage());
    return send(reply, unsubscribePage(String(token)));
  });

  // The same answer whether or not the address was still on the list: unsubscribing twice is fine.
  app.post(NEWSLETTER_UNSUBSCRIBE_PATH, options, async (request, reply) => {
    const check = checkUnsubscribeToken(await newsletterKey(app), tokenOf(request), now());
    if (!check.ok) return send(reply, brokenLinkPage());
    await app.subscribers.unsubscribe(check.value, now());
    return send(reply, unsubscribedPage());
  });
}
