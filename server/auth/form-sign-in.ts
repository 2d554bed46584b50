import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MSG_INVALID_CREDENTIALS, signInRequestSchema } from "#contracts/admin.ts";
import { ADMIN_DASHBOARD_PAGE, ADMIN_SIGN_IN_FORM_PATH, MSG_ACCOUNT_DISABLED } from "#contracts/admin-accounts.ts";
import {
  escapeHtml,
  FORM_CONTENT_TYPE,
  PAGE_CSP,
  page,
  readFormFields,
  requireFormPost,
} from "#server/leads/form-posts.ts";
import { signIn, type SignInService } from "./sign-in.ts";
import { throttledMessage } from "./throttle.ts";

// The admin sign-in form without JavaScript: /admin's server-sent HTML holds a plain
// <form method="post" action="/forms/admin-sign-in">. It signs in exactly like the JSON API
// (sign-in.ts); success is a 303 to the dashboard with the session cookie, anything else an
// HTML page that says why and shows the form again.

const TITLE = "Sign in to the admin panel";

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

function sendPage(reply: FastifyReply, status: number, reason: string, username?: string) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", PAGE_CSP)
    .send(signInPage(reason, username));
}

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
    { config: { rateLimit: opts.rateLimit }, onRequest: requireFormPost },
    async (request, reply) => {
      const parsed = signInRequestSchema.safeParse(request.body ?? {});
      const typed = (request.body as { username?: unknown } | undefined)?.username;
      const username = typeof typed === "string" ? typed : "";
      if (!parsed.success)
        return sendPage(reply, 400, parsed.error.issues[0]?.message ?? MSG_INVALID_CREDENTIALS, username);
      const outcome = await signIn(opts.service, request, reply, parsed.data);
      switch (outcome.kind) {
        case "signed-in":
          return reply
            .code(303)
            .header("location", ADMIN_DASHBOARD_PAGE)
            .header("content-type", "text/html; charset=utf-8")
            .send(`<!doctype html><title>Signed in</title><p><a href="${ADMIN_DASHBOARD_PAGE}">Continue</a></p>\n`);
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
}
