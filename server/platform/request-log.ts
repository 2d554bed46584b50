import type { FastifyInstance } from "fastify";

/**
 * One structured log line per request: method, path, status, duration and the client's
 * address (behind a trusted proxy, the one it forwarded; see TRUST_PROXY). Fastify's own
 * request lines are turned off (see app.ts); the query string, headers and bodies are
 * never logged, so no password, session token or form content reaches the logs.
 */
export function addRequestLog(app: FastifyInstance) {
  app.addHook("onResponse", (request, reply, done) => {
    const level = reply.statusCode >= 500 ? "error" : "info";
    request.log[level](
      {
        method: request.method,
        path: request.url.split("?")[0],
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        address: request.ip,
      },
      "request",
    );
    done();
  });
}
