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
  // A plain callback hook: it runs on every answer, and an async one costs a promise each time.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
}
