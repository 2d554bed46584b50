import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { fieldErrors } from "#contracts/leads/forms.ts";
import {
  REPLY_TEMPLATE_TYPES,
  REPLY_TEMPLATES_PATH,
  type ReplyTemplatesAnswer,
  replyTemplateSchema,
} from "#contracts/leads/reply-templates.ts";
import { requireOwner } from "#server/auth/owner-only.ts";
import { audit } from "#server/platform/audit-log/audit.ts";
import { allReplyTemplates, saveReplyTemplate } from "./reply-templates-store.ts";
import { BOOKING_PATH } from "./instant-reply.ts";

// The owner's instant-reply templates (contracts/leads/reply-templates.ts), inside the admin
// scope (session, same origin); every change is in the audit log.

const typeParams = z.object({ type: z.enum(REPLY_TEMPLATE_TYPES) });
const UNKNOWN_TYPE = { error: "There is no reply template for this form." };

export async function replyTemplateRoutes(
  app: FastifyInstance,
  opts: { now: () => Date; mailOn: boolean; publicUrl: string | null },
) {
  const ownerOnly = { onRequest: requireOwner };

  app.get(REPLY_TEMPLATES_PATH, ownerOnly, async () => {
    return {
      templates: await allReplyTemplates(app),
      mailOn: opts.mailOn,
      bookingLink: `${opts.publicUrl ?? ""}${BOOKING_PATH}`,
    } satisfies ReplyTemplatesAnswer;
  });

  app.put(`${REPLY_TEMPLATES_PATH}/:type`, ownerOnly, async (request, reply) => {
    const params = typeParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(UNKNOWN_TYPE);
    const body = replyTemplateSchema.safeParse(request.body);
    if (!body.success) {
      const fields = fieldErrors(body.error);
      return reply.code(400).send({ error: Object.values(fields)[0] ?? "Please check the template.", fields });
    }
    const saved = await saveReplyTemplate(app, params.data.type, body.data);
    await audit(request, opts.now(), {
      action: "reply-template.updated",
      target: `Reply template: ${params.data.type}`,
    });
    return saved;
  });

  app.delete(`${REPLY_TEMPLATES_PATH}/:type`, ownerOnly, async (request, reply) => {
    const params = typeParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(UNKNOWN_TYPE);
    const saved = await saveReplyTemplate(app, params.data.type, null);
    await audit(request, opts.now(), { action: "reply-template.reset", target: `Reply template: ${params.data.type}` });
    return saved;
  });
}
