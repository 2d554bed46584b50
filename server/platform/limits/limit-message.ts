import type { FastifyReply } from "fastify";
import type { RateLimitOptions } from "@fastify/rate-limit";

/** "1 second", "42 seconds", "37 minutes": the wait rounded up, as a person reads it. */
export function waitInWords(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait <= 90) return `${wait} ${wait === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(wait / 60);
  return `${minutes} minutes`;
}

/** The 429 message: what was limited and how long to wait ("Too many audits from your network. …"). */
export function limitMessage(subject: string, seconds: number): string {
  return `Too many ${subject} from your network. Try again in ${waitInWords(seconds)}.`;
}

/** A limit's refusal: route error handlers pass its status and message on unchanged. */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
}

export function isRateLimited(error: unknown): error is RateLimitedError {
  return error instanceof RateLimitedError;
}

/** Answers a limit's refusal as every route does: 429 `{ error }` (Retry-After is already set). */
export function sendRateLimited(reply: FastifyReply, error: RateLimitedError) {
  return reply.code(429).send({ error: error.message });
}

/**
 * A route's `config.rateLimit`: the limit, and a 429 whose message names what was limited.
 * @fastify/rate-limit has set Retry-After (the same rounded-up seconds) before this is thrown.
 */
export function routeLimit(subject: string, limit: { max: number; timeWindow: number }): RateLimitOptions {
  return {
    ...limit,
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(limitMessage(subject, Math.ceil(context.ttl / 1000))),
  };
}
