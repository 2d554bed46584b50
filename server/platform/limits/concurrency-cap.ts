import type { FastifyReply } from "fastify";
import { isRateLimited, sendRateLimited, waitInWords } from "./limit-message.ts";

// A global cap on one kind of expensive work (audits, crawls, conversions, password
// hashing), whoever asks: per-address limits bound one client, this bounds them all. A
// request that finds the cap full is answered at once with 503 and Retry-After, never queued
// (a queue would only move the wait into the client's timeout).

/** The refusal when a cap is full: route error handlers answer it as 503 with Retry-After. */
export class CapacityFullError extends Error {
  readonly statusCode = 503;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export function isCapacityFull(error: unknown): error is CapacityFullError {
  return error instanceof CapacityFullError;
}

/** Answers a full cap as every route does: 503 `{ error }` with Retry-After in seconds. */
export function sendCapacityFull(
  reply: { code(status: number): { header(name: string, value: string): { send(body: unknown): unknown } } },
  error: CapacityFullError,
) {
  return reply.code(503).header("retry-after", String(error.retryAfterSeconds)).send({ error: error.message });
}

/**
 * A request refused by a limit, answered as every route does: the rate limit's 429 and a full
 * cap's 503 keep their status, message and Retry-After. False for any other error.
 */
export function sendLimitRefusal(reply: FastifyReply, error: unknown): boolean {
  if (isRateLimited(error)) void sendRateLimited(reply, error);
  else if (isCapacityFull(error)) void sendCapacityFull(reply, error);
  else return false;
  return true;
}

export class ConcurrencyCap {
  private running = 0;

  /**
   * @param subject what is capped, plural, as a person reads it ("SEO audits")
   * @param max how many may run at once on this instance
   * @param retryAfterSeconds what a refused request is told to wait
   */
  constructor(
    readonly subject: string,
    readonly max: number,
    readonly retryAfterSeconds: number,
  ) {}

  get active(): number {
    return this.running;
  }

  /** Runs `work` in a free slot, or throws CapacityFullError at once when none is free. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) {
      throw new CapacityFullError(
        `The server is busy with other ${this.subject}. Try again in ${waitInWords(this.retryAfterSeconds)}.`,
        this.retryAfterSeconds,
      );
    }
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
    }
  }
}
