import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fieldErrors } from "#contracts/leads/forms.ts";
import {
  mailNotSetUpMessage,
  MSG_DATA_REQUEST_SENT,
  MY_DATA_API_PATH,
  MY_DATA_CONFIRM_PATH,
  MY_DATA_FORM_PATH,
} from "#contracts/privacy/data-requests.ts";
import { dataRequestFormSchema } from "#contracts/privacy/data-request-schemas.ts";
import type { AppConfig } from "#server/config.ts";
import { FORM_CONTENT_TYPE, PAGE_CSP, readFormFields } from "#server/platform/form-pages.ts";
import { clientKey } from "#server/platform/limits/client-key.ts";
import { routeLimit } from "#server/platform/limits/limit-message.ts";
import { isCrossSiteFormPost } from "#server/platform/origin.ts";
import { confirmRequest } from "./confirm-request.ts";
import { confirmPage, formAnswerPage, LINK_REFUSED, messagePage } from "./my-data-pages.ts";
import { holdsPersonalData } from "./personal-data.ts";
import { checkRequestLink, confirmationMail, emailHash, signRequestLink } from "./request-links.ts";
import { grievanceContact } from "./privacy-wiring.ts";

// The public side of "my data": the request form (JSON and without JavaScript), and the page a
// mailed link opens, whose button confirms. Every accepted request gets the same answer, so
// the page never tells whether an address is known; a link is mailed only when it is.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Links mailed to one address per day, and requests from one network per day. */
export const MY_DATA_CAPS = { perAddress: 3, perSender: 10 } as const;

export interface MyDataRouteOptions {
  config: AppConfig;
  now?: () => Date;
}

type Answer = { status: number; body: { message?: string; error?: string; fields?: Record<string, string> } };

const hashed = (value: string) => crypto.createHash("sha256").update(value).digest("base64url").slice(0, 22);

export async function myDataRoutes(app: FastifyInstance, opts: MyDataRouteOptions) {
  const now = opts.now ?? (() => new Date());
  const { config } = opts;
  const store = app.personalData;

  async function takeRequest(request: FastifyRequest): Promise<Answer> {
    const parsed = dataRequestFormSchema.safeParse(request.body);
    if (!parsed.success)
      return { status: 400, body: { error: "Please check the form.", fields: fieldErrors(parsed.error) } };
    const { smtp, publicUrl } = config;
    if (!smtp || !publicUrl || !app.mailOutbox.enabled)
      return { status: 503, body: { error: mailNotSetUpMessage(grievanceContact(config)) } };
    const { email, kind, details } = parsed.data;
    const at = now();
    // Counted in the database (every instance, every restart); keys hold hashes, never an address.
    const sender = await app.sharedCounters.increment(
      `my-data:sender:${hashed(clientKey(request.ip))}`,
      DAY_MS,
      at.getTime(),
    );
    if (sender.count > MY_DATA_CAPS.perSender) {
      return { status: 429, body: { error: "Too many requests from your network today. Please try again tomorrow." } };
    }
    const hash = await emailHash(app, email);
    const address = await app.sharedCounters.increment(`my-data:address:${hash}`, DAY_MS, at.getTime());
    // Over the address's cap, or nothing held: the same answer, and no mail.
    if (address.count <= MY_DATA_CAPS.perAddress && (await holdsPersonalData(store, email))) {
      const id = await app.dataRequests.create({
        kind,
        emailHash: hash,
        details: kind === "correct" ? details : "",
        at,
      });
      const token = await signRequestLink(app, [id, email], at);
      const message = confirmationMail({ from: smtp.notifyEmail, to: email, kind, publicUrl, token });
      // Queued (one insert, like the request's own): the answer takes as long whether or not
      // the mail server is up; the outbox retries.
      await app.mailOutbox
        .enqueue(message, { kind: "my-data-confirm" })
        .catch((error: unknown) => request.log.error({ err: error, request: id }, "data request link not queued"));
    }
    return { status: 202, body: { message: MSG_DATA_REQUEST_SENT } };
  }

  // Requests are capped per network per day above; the button per minute, as a link is cheap to try.
  const limit = { config: { rateLimit: routeLimit("requests", { max: 10, timeWindow: 60_000 }) } };
  app.post(MY_DATA_API_PATH, async (request, reply) => {
    const answer = await takeRequest(request);
    return reply.code(answer.status).send(answer.body);
  });

  // The same form without JavaScript, and the confirmation button: urlencoded posts, answered with a page.
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: "string" }, (_request, body, done) => {
    done(null, readFormFields(String(body)));
  });
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header("cache-control", "no-store")
      .header("content-security-policy", PAGE_CSP)
      .type("text/html; charset=utf-8")
      .send(body);
  const crossSite = (reply: FastifyReply) =>
    html(
      reply,
      403,
      messagePage("Not sent", "This request was sent to us from another website, so we did not accept it."),
    );

  app.post(MY_DATA_FORM_PATH, async (request, reply) => {
    if (isCrossSiteFormPost(request)) return crossSite(reply);
    const answer = await takeRequest(request);
    return html(reply, answer.status, formAnswerPage(answer.body));
  });

  app.get(MY_DATA_CONFIRM_PATH, async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const link = await checkRequestLink(app, token, now());
    if (!link.ok) return html(reply, 400, messagePage("This link does not work", LINK_REFUSED[link.reason]));
    const stored = await app.dataRequests.get(link.value[0]);
    if (!stored) return html(reply, 404, messagePage("This request is closed", "There is nothing left to confirm."));
    return html(reply, 200, confirmPage(stored.kind, String(token)));
  });

  app.post(MY_DATA_CONFIRM_PATH, limit, async (request, reply) => {
    if (isCrossSiteFormPost(request)) return crossSite(reply);
    const link = await checkRequestLink(app, (request.body as { token?: unknown } | null)?.token, now());
    if (!link.ok) return html(reply, 400, messagePage("This link does not work", LINK_REFUSED[link.reason]));
    const outcome = await confirmRequest(app, store, link.value, now());
    return html(reply, outcome.status, messagePage(outcome.title, outcome.message));
  });
}
