import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { runServerUntilExit, type ServerProcess, startServerProcess } from "./test-support/server-process.ts";

// The real server process: start-up, shutdown and logs, as production runs it.
const children: ServerProcess[] = [];

afterEach(() => {
  for (const server of children.splice(0)) if (server.child.exitCode === null) server.child.kill("SIGKILL");
});

async function startServer(env: Record<string, string> = {}) {
  const server = await startServerProcess(env);
  children.push(server);
  return server;
}

function request(port: number, urlPath: string, init: { method?: string; body?: string } = {}) {
  return fetch(`http://127.0.0.1:${port}${urlPath}`, {
    method: init.method ?? "GET",
    body: init.body,
    headers: init.body ? { "content-type": "application/json" } : undefined,
  });
}

describe("server process", { timeout: 60_000 }, () => {
  it("stops on SIGTERM after finishing the request in flight, and exits 0 within 10 s", async () => {
    // A page that answers slowly, for the SEO audit to fetch while we ask the server to stop.
    const slow = http.createServer((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { "content-type": "text/html" });
        res.end(
          "<!doctype html><html lang=en><head><title>Slow page for the shutdown test</title></head><body><h1>Slow</h1></body></html>",
        );
      }, 1500);
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const slowPort = (slow.address() as { port: number }).port;
    try {
      const server = await startServer({ SEO_AUDIT_ALLOW_HOSTS: "127.0.0.1" });
      const inFlight = request(server.port, "/api/seo-audit", {
        method: "POST",
        body: JSON.stringify({ url: `http://127.0.0.1:${slowPort}/` }),
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stopAsked = Date.now();
      server.child.kill("SIGTERM");
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(((await response.json()) as { url: string }).url).toContain(String(slowPort));
      const exitCode = await server.exited;
      expect(exitCode, server.output()).toBe(0);
      expect(Date.now() - stopAsked).toBeLessThan(10_000);
      // New connections are refused once it has stopped.
      await expect(request(server.port, "/api/health")).rejects.toThrow();
    } finally {
      slow.close();
    }
  });

  it("writes one JSON log line per request with status and duration, and no query strings or bodies", async () => {
    const server = await startServer();
    await request(server.port, "/api/health?token=secret-token-value");
    await request(server.port, "/api/seo-audit", {
      method: "POST",
      body: JSON.stringify({ url: "", password: "hunter2-secret" }),
    });
    await request(server.port, "/no-such-page");
    server.child.kill("SIGTERM");
    await server.exited;
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    // The last three: the readiness checks of the test harness come first.
    const requests = lines.filter((line) => line.msg === "request").slice(-3);
    expect(requests.map((line) => [line.method, line.path, line.status])).toEqual([
      ["GET", "/api/health", 200],
      ["POST", "/api/seo-audit", 400],
      ["GET", "/no-such-page", 404],
    ]);
    for (const line of requests) expect(typeof line.durationMs).toBe("number");
    expect(server.output()).not.toContain("secret-token-value");
    expect(server.output()).not.toContain("hunter2-secret");
  });

  it("stops with a one-line error when DATABASE_URL is wrong", async () => {
    const { code, stderr } = await runServerUntilExit({ DATABASE_URL: "mysql://user:pw@localhost/db", PORT: "0" });
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toContain("DATABASE_URL");
    expect(stderr).not.toContain("pw@");
  });
});
