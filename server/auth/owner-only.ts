import type { FastifyReply, FastifyRequest } from "fastify";
import { MSG_OWNER_ONLY } from "#contracts/accounts/accounts.ts";

/**
 * Route hook of owner-only routes (account management, the audit log, deleting a lead):
 * 403 for a staff account. Runs as the route's onRequest, after the session and origin
 * checks and before the body is read, so a staff account gets 403 whatever it sends.
 */
export async function requireOwner(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.adminSession?.role !== "owner") {
    await reply.code(403).send({ error: MSG_OWNER_ONLY });
  }
}
