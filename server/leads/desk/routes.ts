import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { ADMIN_API_PREFIX } from "#contracts/auth/session.ts";
import { contactClickSchema } from "#contracts/leads/first-response.ts";
import {
  type AdminConsent,
  leadUpdateSchema,
  MSG_NOTE_NOT_YOURS,
  MSG_REPLY_NO_EMAIL,
  MSG_REPLY_NO_SMTP,
  noteBodySchema,
  type OwnerFilter,
  pipelineQuerySchema,
  replySchema,
  type ReplyQueued,
  type TimelineActor,
} from "#contracts/leads/lead-desk.ts";
import type { AppConfig } from "#server/config.ts";
import { MAX_ROW_ID } from "#server/platform/db/keyset-pagination.ts";
import { badQuery } from "#server/platform/bad-query.ts";
import { routeLimit } from "#server/platform/limits/limit-message.ts";
import { replyMessage } from "./lead-reply.ts";
import { localDateString } from "#server/platform/calendar.ts";

// The lead desk's routes (contracts/leads/lead-desk.ts): pipeline counts, board, changes to a lead,
// notes, timeline, the same person's other requests, replies by e-mail. Registered inside the
// admin plugin, so every route has a session (401 without) and state changes are same-origin.

/** Contact clicks a client may record a minute. */
export const CONTACT_CLICK_LIMIT = { max: 120, timeWindow: 60_000 };

export interface LeadRouteOptions {
  config: AppConfig;
  now: () => Date;
}

const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);
const idParams = z.object({ id: rowId });
const noteParams = z.object({ id: rowId, noteId: rowId });
const NOT_FOUND = { error: "This submission no longer exists." };
const NOTE_NOT_FOUND = { error: "This note no longer exists." };
const MSG_RANGE_REVERSED = "The start date must not be after the end date.";

type LeadQuery = { owner?: OwnerFilter; from?: string; to?: string };
type LeadFilter<Q> = Omit<Q, "owner"> & { owner?: number | "none"; today: string };

/**
 * The shared lead filters as the repository takes them: "me" becomes the signed-in account,
 * `due` compares with today in the admin time zone. A reversed day range is an error.
 */
export function leadFilter<T extends LeadQuery>(
  query: T,
  request: FastifyRequest,
  now: Date,
): LeadFilter<T> | { error: string } {
  if (query.from && query.to && query.from > query.to) return { error: MSG_RANGE_REVERSED };
  const owner = query.owner === "me" ? (request.adminSession?.userId ?? 0) : query.owner;
  return { ...query, owner, today: localDateString(now) };
}

/**
 * A route that lists or counts leads: the query's shared filters (400 with the reason when bad),
 * then what `answer` gives for them.
 */
export function filteredLeadsRoute<Q extends LeadQuery, R>(
  schema: z.ZodType<Q>,
  now: () => Date,
  answer: (filter: LeadFilter<Q>) => Promise<R>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = schema.safeParse(request.query);
    if (!query.success) return badQuery(reply, query.error);
    const filter = leadFilter(query.data, request, now());
    if ("error" in filter) return reply.code(400).send(filter);
    return answer(filter);
  };
}

/** A route on one lead: what `find` gives for its id, or 404 when the id is bad or nothing is found. */
function oneLeadRoute<T>(find: (id: number) => Promise<T | null>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const params = idParams.safeParse(request.params);
    const found = params.success ? await find(params.data.id) : null;
    return found ?? reply.code(404).send(NOT_FOUND);
  };
}

/** 400 with the first problem of a request body, and the first problem per field. */
function badBody(reply: FastifyReply, error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return reply.code(400).send({ error: error.issues[0]?.message ?? "Bad request", fields });
}

/** Who is acting: the signed-in account (the admin plugin's hook guarantees one). */
function actorOf(request: FastifyRequest): TimelineActor {
  const session = request.adminSession;
  return { id: session?.userId ?? null, displayName: session?.displayName ?? "Unknown" };
}

export async function leadRoutes(app: FastifyInstance, opts: LeadRouteOptions) {
  const { now } = opts;
  const { submissions, leadNotes, leadEvents } = app;

  app.get(
    `${ADMIN_API_PREFIX}/pipeline`,
    filteredLeadsRoute(pipelineQuerySchema, now, (filter) => submissions.pipeline(filter)),
  );
  app.get(
    `${ADMIN_API_PREFIX}/board`,
    filteredLeadsRoute(pipelineQuerySchema, now, (filter) => submissions.board(filter)),
  );

  app.patch(`${ADMIN_API_PREFIX}/submissions/:id`, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(NOT_FOUND);
    const body = leadUpdateSchema.safeParse(request.body ?? {});
    if (!body.success) return badBody(reply, body.error);
    const result = await submissions.update(params.data.id, body.data, actorOf(request), now());
    if (result === "not-found") return reply.code(404).send(NOT_FOUND);
    if (typeof result === "object")
      return reply.code(400).send({ error: result.error, fields: { ownerId: result.error } });
    return (await submissions.get(params.data.id)) ?? reply.code(404).send(NOT_FOUND);
  });

  app.post(
    `${ADMIN_API_PREFIX}/submissions/:id/unread`,
    oneLeadRoute((id) => submissions.markUnread(id)),
  );
  app.get(
    `${ADMIN_API_PREFIX}/submissions/:id/notes`,
    oneLeadRoute((id) => leadNotes.list(id)),
  );

  app.post(`${ADMIN_API_PREFIX}/submissions/:id/notes`, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(NOT_FOUND);
    const body = noteBodySchema.safeParse(request.body ?? {});
    if (!body.success) return badBody(reply, body.error);
    const note = await leadNotes.add(params.data.id, actorOf(request), body.data.body, now());
    return note ? reply.code(201).send(note) : reply.code(404).send(NOT_FOUND);
  });

  app.patch(`${ADMIN_API_PREFIX}/submissions/:id/notes/:noteId`, async (request, reply) => {
    const params = noteParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(NOTE_NOT_FOUND);
    const body = noteBodySchema.safeParse(request.body ?? {});
    if (!body.success) return badBody(reply, body.error);
    const { id, noteId } = params.data;
    const result = await leadNotes.edit(id, noteId, actorOf(request), body.data.body, now());
    if ("note" in result) return result.note;
    if (result.error === "not-yours") return reply.code(403).send({ error: MSG_NOTE_NOT_YOURS });
    return reply.code(404).send(NOTE_NOT_FOUND);
  });

  app.get(
    `${ADMIN_API_PREFIX}/submissions/:id/timeline`,
    oneLeadRoute((id) => leadEvents.timeline(id)),
  );
  app.get(
    `${ADMIN_API_PREFIX}/submissions/:id/related`,
    oneLeadRoute((id) => submissions.related(id)),
  );

  // What the person agreed to when they sent the lead: [] for leads stored before consents were.
  app.get(`${ADMIN_API_PREFIX}/submissions/:id/consent`, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success || !(await submissions.get(params.data.id))) return reply.code(404).send(NOT_FOUND);
    const records = await app.consents.listForSubject("submission", params.data.id);
    return records.map(({ id, form, noticeVersion, purposes, createdAt, withdrawnAt }) => ({
      id,
      form,
      noticeVersion,
      purposes,
      createdAt,
      withdrawnAt,
    })) satisfies AdminConsent[];
  });

  // The desk's Call / E-mail / WhatsApp link was clicked: a timeline event, and maybe the first response.
  // Each click writes a row: capped well above what a person clicks, so a stuck script cannot fill the table.
  const clickLimit = { config: { rateLimit: routeLimit("contact clicks", CONTACT_CLICK_LIMIT) } };
  app.post(`${ADMIN_API_PREFIX}/submissions/:id/contact-click`, clickLimit, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(NOT_FOUND);
    const body = contactClickSchema.safeParse(request.body ?? {});
    if (!body.success) return badBody(reply, body.error);
    const event = { kind: "contact", via: body.data.via } as const;
    const recorded = await leadEvents.record(params.data.id, actorOf(request), event, now());
    return recorded ? reply.code(204).send() : reply.code(404).send(NOT_FOUND);
  });

  app.post(`${ADMIN_API_PREFIX}/submissions/:id/reply`, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(NOT_FOUND);
    const body = replySchema.safeParse(request.body ?? {});
    if (!body.success) return badBody(reply, body.error);
    const lead = await submissions.get(params.data.id);
    if (!lead) return reply.code(404).send(NOT_FOUND);
    const { smtp } = opts.config;
    if (!smtp || !app.mailOutbox.enabled) return reply.code(409).send({ error: MSG_REPLY_NO_SMTP });
    const to = typeof lead.data.email === "string" ? lead.data.email.trim() : "";
    if (!/^[^\s@]+@[^\s@]+$/.test(to)) return reply.code(422).send({ error: MSG_REPLY_NO_EMAIL });
    const { subject, body: text } = body.data;
    // Queued: the outbox sends it with retries, and the timeline shows when it has gone.
    const message = replyMessage(smtp.notifyEmail, { to, subject, text });
    await app.mailOutbox.enqueue(message, { leadId: lead.id, kind: "reply" });
    await leadEvents.record(lead.id, actorOf(request), { kind: "email", to, subject }, now());
    return { queued: true } satisfies ReplyQueued;
  });
}
