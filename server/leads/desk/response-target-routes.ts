import type { FastifyInstance } from "fastify";
import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  RESPONSE_TARGET_PATH,
  type ResponseTargetAnswer,
  parseResponseTarget,
  responseTargetSchema,
} from "#contracts/leads/first-response.ts";
import { requireOwner } from "#server/auth/owner-only.ts";
import { audit } from "#server/platform/audit-log/audit.ts";
import { RESPONSE_TARGET_KEY } from "../store/response-target.ts";

// The reply target behind "Response overdue" (contracts/leads/first-response.ts): every
// account reads it (the desk shows it), the owner sets it; each change is in the audit log.

export async function responseTargetRoutes(app: FastifyInstance, opts: { now: () => Date }) {
  const answer = (minutes: number): ResponseTargetAnswer => ({
    minutes,
    defaultMinutes: DEFAULT_RESPONSE_TARGET_MINUTES,
  });

  const stored = async () => parseResponseTarget(await app.adminUsers.setting(RESPONSE_TARGET_KEY));

  app.get(RESPONSE_TARGET_PATH, async () => answer(await stored()));

  app.put(RESPONSE_TARGET_PATH, { onRequest: requireOwner }, async (request, reply) => {
    const body = responseTargetSchema.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: body.error.issues[0]?.message ?? "Please check the response target." });
    }
    const before = await stored();
    await app.adminUsers.saveSetting(RESPONSE_TARGET_KEY, String(body.data.minutes));
    await audit(request, opts.now(), {
      action: "response-target.updated",
      target: "Response target",
      detail: { from: before, to: body.data.minutes },
    });
    return answer(body.data.minutes);
  });
}
