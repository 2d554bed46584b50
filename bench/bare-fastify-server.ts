import Fastify from "fastify";

// The baseline for bench/load.bench.ts: a bare Fastify route that reads the same JSON body
// and answers 201 with an id, with nothing else (no validation, database, plugins or logs).
// Started as its own process so it gets the same treatment as the real server.

const app = Fastify({ logger: false });
let id = 0;
app.post("/bare", async (request, reply) => {
  if (typeof request.body !== "object" || request.body === null) return reply.code(400).send({ error: "no body" });
  id += 1;
  return reply.code(201).send({ id });
});
app.get("/api/health", async () => ({ status: "ok" }));

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
