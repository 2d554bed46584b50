import type { FastifyReply } from "fastify";
import type { z } from "zod";

/** 400 naming the first invalid query parameter and why. */
export function badQuery(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  return reply
    .code(400)
    .send({ error: `Invalid ${issue?.path.join(".") || "query"}: ${issue?.message ?? "bad value"}` });
}
