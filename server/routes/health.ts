import type { FastifyInstance } from "fastify";
import type { AppDatabase } from "#server/db/database.ts";

/** GET /api/health: liveness plus the database status, for load balancers and humans. */
export async function healthRoutes(app: FastifyInstance, opts: { database: AppDatabase }) {
  app.get("/api/health", async (_request, reply) => {
    const started = performance.now();
    try {
      await opts.database.ping();
      return {
        status: "ok",
        database: { status: "up", dialect: opts.database.dialect, latencyMs: Math.round(performance.now() - started) },
      };
    } catch {
      return reply
        .code(503)
        .send({ status: "degraded", database: { status: "down", dialect: opts.database.dialect } });
    }
  });
}
