import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { fieldErrors } from "#contracts/leads/forms.ts";
import { DATA_REQUESTS_API_PATH } from "#contracts/privacy/data-requests.ts";
import { dataRequestOutcomeSchema } from "#contracts/privacy/data-request-schemas.ts";
import { requireOwner } from "#server/auth/owner-only.ts";
import { audit } from "#server/platform/audit-log/audit.ts";
import { MAX_ROW_ID } from "#server/platform/db/keyset-pagination.ts";
import { collectPersonalData, erasePersonalData } from "./personal-data.ts";

// The admin's data-request desk: the confirmed requests with their deadlines, a copy as a
// JSON file, the erasure (owners, as deleting a lead is theirs), and closing a request with
// its outcome. Registered inside the admin scope: a session and same-origin writes are required.

const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
const NOT_OPEN = { error: "This request is not open: it was closed already or never confirmed." };
const target = (id: number) => `Data request #${id}`;

export async function dataRequestRoutes(admin: FastifyInstance, opts: { now: () => Date }) {
  const { now } = opts;
  const app = admin;

  /** The open request of the URL, or a 404 sent. */
  async function openRequest(params: unknown, reply: FastifyReply) {
    const parsed = idParams.safeParse(params);
    const stored = parsed.success ? await app.dataRequests.get(parsed.data.id) : null;
    if (!stored || stored.status !== "confirmed" || !stored.email) {
      await reply.code(404).send(NOT_OPEN);
      return null;
    }
    return { ...stored, email: stored.email };
  }

  admin.get(DATA_REQUESTS_API_PATH, async () => app.dataRequests.list());

  admin.get(`${DATA_REQUESTS_API_PATH}/:id/copy`, async (request, reply) => {
    const stored = await openRequest(request.params, reply);
    if (!stored) return reply;
    const copy = await collectPersonalData(app.personalData, stored.email);
    await audit(request, now(), { action: "data-request.copied", target: target(stored.id) });
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="data-request-${stored.id}.json"`)
      .send(JSON.stringify({ request: stored.id, madeAt: now().toISOString(), ...copy }, null, 2));
  });

  admin.post(`${DATA_REQUESTS_API_PATH}/:id/erase`, { onRequest: requireOwner }, async (request, reply) => {
    const stored = await openRequest(request.params, reply);
    if (!stored) return reply;
    if (stored.kind !== "erase") return reply.code(409).send({ error: "Only an erasure request erases data." });
    const counts = await erasePersonalData(app.personalData, stored.email);
    const at = now();
    const outcome =
      `Erased ${counts.submissions} submission(s), ${counts.notes} note(s), ${counts.events} timeline event(s), ` +
      `${counts.bookings} booking(s), ${counts.mails} sent mail(s), ${counts.subscribers} newsletter subscription(s) and ${counts.consentRecords} consent record(s).`;
    await app.dataRequests.close(stored.id, {
      status: "completed",
      outcome,
      by: request.adminSession?.displayName ?? null,
      at,
    });
    await audit(request, at, { action: "data-request.erased", target: target(stored.id), detail: { ...counts } });
    return { outcome, counts };
  });

  for (const [path, status] of [
    ["complete", "completed"],
    ["refuse", "refused"],
  ] as const) {
    admin.post(`${DATA_REQUESTS_API_PATH}/:id/${path}`, async (request, reply) => {
      const body = dataRequestOutcomeSchema.safeParse(request.body);
      if (!body.success)
        return reply.code(400).send({ error: "Please check the outcome.", fields: fieldErrors(body.error) });
      const stored = await openRequest(request.params, reply);
      if (!stored) return reply;
      if (status === "completed" && stored.kind === "erase") {
        return reply.code(409).send({ error: "An erasure request is completed by erasing the data." });
      }
      const at = now();
      const closed = await app.dataRequests.close(stored.id, {
        status,
        outcome: body.data.outcome,
        by: request.adminSession?.displayName ?? null,
        at,
      });
      if (!closed) return reply.code(404).send(NOT_OPEN);
      await audit(request, at, { action: `data-request.${status}`, target: target(stored.id) });
      return { status };
    });
  }
}
