import type { FastifyInstance } from "fastify";

/**
 * Once shutdown has begun, answers to requests still in flight carry
 * `Connection: close`, so their keep-alive connections end with the answer instead of
 * holding the process open for the keep-alive timeout.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
}
