import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { ADMIN_API_PREFIX } from "#contracts/auth/session.ts";
import {
  type AccountCreated,
  type AdminAccount,
  accountUpdateSchema,
  MSG_LAST_OWNER,
  MSG_USERNAME_TAKEN,
  newAccountSchema,
  type PasswordReset,
  passwordResetSchema,
  type TeamMember,
} from "#contracts/accounts/accounts.ts";
import { auditLogQuerySchema, type AuditLogPage } from "#contracts/accounts/audit-log.ts";
import { accountOf, createAccount, teamMemberOf } from "#server/auth/admin-users.ts";
import { requireOwner } from "#server/auth/owner-only.ts";
import { newPasswordLink } from "#server/auth/password-links.ts";
import { answerCapacityFull, hashPasswordCapped, unusablePasswordHashCapped } from "#server/auth/password-work.ts";
import { MAX_ROW_ID } from "#server/platform/db/keyset-pagination.ts";
import { accountTarget, audit } from "../platform/audit-log/audit.ts";

// The owner's account management and the audit log; the team list every account may read.
// Registered inside the admin plugin: every route already has a session and a same-origin
// check; the owner-only ones add requireOwner.

const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
const NOT_FOUND = { error: "This account no longer exists." };
const MSG_OWN_RESET = "Change your own password under “Your password”, with your current one.";

/** 400 with the first reason the schema gave, and every field's first reason. */
function invalid(reply: FastifyReply, error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return reply.code(400).send({ error: error.issues[0]?.message ?? "Invalid request.", fields });
}

export async function accountRoutes(app: FastifyInstance, opts: { now: () => Date }) {
  const { now } = opts;
  const users = app.adminUsers;
  const ownerOnly = { onRequest: requireOwner };
  app.setErrorHandler(answerCapacityFull);

  app.get(`${ADMIN_API_PREFIX}/team`, async (): Promise<TeamMember[]> => {
    const rows = await users.list();
    return rows.filter((row) => row.disabled_at === null).map(teamMemberOf);
  });

  app.get(`${ADMIN_API_PREFIX}/accounts`, ownerOnly, async (): Promise<AdminAccount[]> => {
    const at = now();
    return (await users.list()).map((row) => accountOf(row, at));
  });

  app.post(`${ADMIN_API_PREFIX}/accounts`, ownerOnly, async (request, reply) => {
    const body = newAccountSchema.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const at = now();
    const { username, displayName, role, password } = body.data;
    const created = await createAccount(users, { username, displayName, role, password }, at);
    if (!created) return reply.code(409).send({ error: MSG_USERNAME_TAKEN, fields: { username: MSG_USERNAME_TAKEN } });
    const row = await users.findById(created.id);
    if (!row) return reply.code(404).send(NOT_FOUND);
    await audit(request, at, {
      action: "account.created",
      target: accountTarget(username),
      detail: { role, displayName, setPassword: password === undefined ? "link" : "initial password" },
    });
    return reply
      .code(201)
      .send({ account: accountOf(row, at), setPasswordUrl: created.setPasswordUrl } satisfies AccountCreated);
  });

  app.patch(`${ADMIN_API_PREFIX}/accounts/:id`, ownerOnly, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(NOT_FOUND);
    const body = accountUpdateSchema.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const { id } = params.data;
    const before = await users.findById(id);
    if (!before) return reply.code(404).send(NOT_FOUND);
    const at = now();
    const target = accountTarget(before.username);
    const { displayName, disabled } = body.data;

    if (disabled !== undefined && disabled !== (before.disabled_at !== null)) {
      const outcome = await users.setDisabled(id, disabled ? at : null);
      if (outcome === "not-found") return reply.code(404).send(NOT_FOUND);
      if (outcome === "last-owner") return reply.code(409).send({ error: MSG_LAST_OWNER });
      await audit(request, at, { action: disabled ? "account.disabled" : "account.enabled", target });
    }
    const previousName = before.display_name ?? before.username;
    if (displayName !== undefined && displayName !== previousName) {
      if (!(await users.updateDisplayName(id, displayName))) return reply.code(404).send(NOT_FOUND);
      await audit(request, at, {
        action: "account.updated",
        target,
        detail: { displayName: { from: previousName, to: displayName } },
      });
    }
    const after = await users.findById(id);
    return after ? accountOf(after, at) : reply.code(404).send(NOT_FOUND);
  });

  app.post(`${ADMIN_API_PREFIX}/accounts/:id/password`, ownerOnly, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(NOT_FOUND);
    const body = passwordResetSchema.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const user = await users.findById(params.data.id);
    if (!user) return reply.code(404).send(NOT_FOUND);
    // Resetting one's own password here would skip the current-password check.
    if (user.id === request.adminSession?.userId) return reply.code(400).send({ error: MSG_OWN_RESET });
    const at = now();
    let setPasswordUrl: string | null = null;
    if ("password" in body.data) {
      await users.replacePasswordHash(user.id, await hashPasswordCapped(body.data.password));
    } else {
      const link = newPasswordLink(at);
      await users.startPasswordLink(user.id, await unusablePasswordHashCapped(), link.stored);
      setPasswordUrl = link.url;
    }
    await audit(request, at, {
      action: "account.password-reset",
      target: accountTarget(user.username),
      detail: { by: setPasswordUrl ? "link" : "new password" },
    });
    return { setPasswordUrl } satisfies PasswordReset;
  });

  app.get(`${ADMIN_API_PREFIX}/audit-log`, ownerOnly, async (request, reply) => {
    const query = auditLogQuerySchema.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error);
    return app.auditLog.page(query.data) satisfies Promise<AuditLogPage>;
  });
}
