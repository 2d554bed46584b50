import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MSG_INVALID_CREDENTIALS, signInRequestSchema } from "#contracts/auth/session.ts";
import { ADMIN_DASHBOARD_PAGE, ADMIN_SIGN_IN_FORM_PATH, MSG_ACCOUNT_DISABLED } from "#contracts/accounts/accounts.ts";
import {
  escapeHtml,
  FORM_CONTENT_TYPE,
  PAGE_CSP,
  page,
  readFormFields,
  requireFormPost,
} from "#server/platform/form-pages.ts";
import {
  ADMIN_SIGN_IN_CODE_FORM_PATH,
  MSG_SECOND_STEP_EXPIRED,
  MSG_WRONG_CODE,
  signInCodeSchema,
  type TwoFactorKey,
} from "#contracts/auth/two-factor.ts";
import { isCrossSiteFormPost } from "../platform/origin.ts";
import { signIn } from "./sign-in.ts";
import type { SignInService } from "./sign-in-steps.ts";
import { finishSecondStep, twoFactorKey } from "./two-factor-sign-in.ts";
import { throttledMessage } from "./throttle.ts";

// The admin sign-in form without JavaScript: /admin's server-sent HTML holds a plain
// <form method="post" action="/forms/admin-sign-in">. It signs in exactly like the JSON API
// (sign-in.ts); success is a 303 to the dashboard with the session cookie, anything else an
// HTML page that says why and shows the form again.

const TITLE = "Sign in to the admin panel";
const MSG_CROSS_SITE =
  "This sign-in was sent from another website, so it was refused. Sign in here, on this site's own page.";

/** The answer page: the reason, then the sign-in form again (the username kept, never the password). */
function signInPage(reason: string, username = ""): string {
  return page(
    TITLE,
    `<h1>${TITLE}</h1>
<p class="error" role="alert">${escapeHtml(reason)}</p>
<form method="post" action="${ADMIN_SIGN_IN_FORM_PATH}">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required value="${escapeHtml(username)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions"><button class="button" type="submit">Sign in</button>
<a class="button secondary" href="/">Go to the home page</a></div>
</form>`,
  );
}

const CODE_TITLE = "Enter your sign-in code";

/** The second step: the code (or a recovery code), with the challenge in a hidden field; with the new key when setting up. */
function codePage(step: { challenge: string; key: TwoFactorKey | null }, reason: string | null): string {
  const setup = step.key
    ? `<p>Owners of this site must use two-factor sign-in. Add this key to an authenticator app, then enter the code it shows.</p>
<p>Key: <code>${escapeHtml(step.key.groupedSecret)}</code></p>
<p><a href="${escapeHtml(step.key.otpauthUrl)}">Open in an authenticator app</a></p>`
    : `<p>Two-factor sign-in is on for this account. Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>`;
  return page(
    CODE_TITLE,
    `<h1>${CODE_TITLE}</h1>
${reason ? `<p class="error" role="alert">${escapeHtml(reason)}</p>` : ""}
${setup}
<form method="post" action="${ADMIN_SIGN_IN_CODE_FORM_PATH}">
<input type="hidden" name="challenge" value="${escapeHtml(step.challenge)}">
${step.key ? `<input type="hidden" name="setup" value="${escapeHtml(step.key.secret)}">` : ""}
<label for="code">Code</label>
<input id="code" name="code" autocomplete="one-time-code" inputmode="numeric" autocapitalize="none" spellcheck="false" required>
<div class="actions"><button class="button" type="submit">Sign in</button>
<a class="button secondary" href="/admin">Start again</a></div>
</form>`,
  );
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", PAGE_CSP)
    .send(html);
}

function sendPage(reply: FastifyReply, status: number, reason: string, username?: string) {
  return sendHtml(reply, status, signInPage(reason, username));
}

const signedInAnswer = (reply: FastifyReply) =>
  reply
    .code(303)
    .header("location", ADMIN_DASHBOARD_PAGE)
    .header("content-type", "text/html; charset=utf-8")
    .send(`<!doctype html><title>Signed in</title><p><a href="${ADMIN_DASHBOARD_PAGE}">Continue</a></p>\n`);

function errorOf(payload: unknown): string | null {
  try {
    const value: unknown = JSON.parse(String(payload));
    const error = value && typeof value === "object" ? (value as { error?: unknown }).error : undefined;
    return typeof error === "string" ? error : null;
  } catch {
    return null;
  }
}

/**
 * onSend: a refusal answered as JSON before the handler ran (another origin, a wrong content
 * type, a too-large body, the rate limit) becomes the same HTML page.
 */
async function htmlRefusals(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const type = String(reply.getHeader("content-type") ?? "");
  if (reply.statusCode < 400 || !type.startsWith("application/json")) return payload;
  reply.header("content-type", "text/html; charset=utf-8").header("content-security-policy", PAGE_CSP);
  return signInPage(errorOf(payload) ?? MSG_INVALID_CREDENTIALS);
}

/** onRequest: a form posted from another site (Sec-Fetch-Site, Origin, Referer) gets a 403 page that says so. */
async function refuseCrossSite(request: FastifyRequest, reply: FastifyReply) {
  if (isCrossSiteFormPost(request)) {
    void sendPage(reply, 403, MSG_CROSS_SITE);
    return reply;
  }
}

/** POST /forms/admin-sign-in; registered by authRoutes, whose origin check and throttle it shares. */
export async function formSignInRoute(
  app: FastifyInstance,
  opts: { service: SignInService; rateLimit: RateLimitOptions },
) {
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: "string" }, (_request, body, done) => {
    done(null, readFormFields(String(body)));
  });
  app.addHook("onSend", htmlRefusals);

  app.post(
    ADMIN_SIGN_IN_FORM_PATH,
    { config: { rateLimit: opts.rateLimit }, onRequest: [refuseCrossSite, requireFormPost] },
    async (request, reply) => {
      const parsed = signInRequestSchema.safeParse(request.body ?? {});
      const typed = (request.body as { username?: unknown } | undefined)?.username;
      const username = typeof typed === "string" ? typed : "";
      if (!parsed.success)
        return sendPage(reply, 400, parsed.error.issues[0]?.message ?? MSG_INVALID_CREDENTIALS, username);
      const outcome = await signIn(opts.service, request, reply, parsed.data);
      switch (outcome.kind) {
        case "signed-in":
          return signedInAnswer(reply);
        case "second-step":
          return sendHtml(reply, 200, codePage(outcome, null));
        case "throttled":
          reply.header("retry-after", String(outcome.retryAfterSeconds));
          return sendPage(reply, 429, throttledMessage(outcome.retryAfterSeconds), username);
        case "disabled":
          return sendPage(reply, 403, MSG_ACCOUNT_DISABLED, username);
        case "invalid":
          return sendPage(reply, 401, MSG_INVALID_CREDENTIALS, username);
      }
    },
  );

  app.post(
    ADMIN_SIGN_IN_CODE_FORM_PATH,
    { config: { rateLimit: opts.rateLimit }, onRequest: [refuseCrossSite, requireFormPost] },
    async (request, reply) => {
      const parsed = signInCodeSchema.safeParse(request.body ?? {});
      const body = (request.body ?? {}) as { challenge?: unknown; setup?: unknown };
      const challenge = typeof body.challenge === "string" ? body.challenge.slice(0, 100) : "";
      // While setting up, the key is shown again with the error (it is the person's own, just shown).
      const secret = typeof body.setup === "string" && /^[A-Z2-7]{16,64}$/.test(body.setup) ? body.setup : null;
      const again = (status: number, reason: string) =>
        sendHtml(reply, status, codePage({ challenge, key: secret ? twoFactorKey("", secret) : null }, reason));
      if (!parsed.success) return again(400, parsed.error.issues[0]?.message ?? MSG_WRONG_CODE);
      const outcome = await finishSecondStep(opts.service, request, reply, parsed.data);
      switch (outcome.kind) {
        case "signed-in":
          if (outcome.recoveryCodes) return sendHtml(reply, 200, recoveryCodesPage(outcome.recoveryCodes));
          return signedInAnswer(reply);
        case "throttled":
          reply.header("retry-after", String(outcome.retryAfterSeconds));
          return again(429, throttledMessage(outcome.retryAfterSeconds));
        case "wrong-code":
          return again(401, MSG_WRONG_CODE);
        case "expired":
          return sendPage(reply, 400, MSG_SECOND_STEP_EXPIRED);
      }
    },
  );
}

/** After setting two-factor up while signing in: the recovery codes, once. */
function recoveryCodesPage(codes: string[]): string {
  return page(
    "Your recovery codes",
    `<h1>Your recovery codes</h1>
<p>Two-factor sign-in is on. Keep these codes somewhere safe: each signs you in once if you lose your authenticator app. They are shown only now.</p>
<ul>${codes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join("")}</ul>
<div class="actions"><a class="button" href="${ADMIN_DASHBOARD_PAGE}">Continue to the dashboard</a></div>`,
  );
}
