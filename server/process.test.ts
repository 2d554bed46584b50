import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AUTH_SESSION_PATH, AUTH_SIGN_IN_PATH } from "#contracts/auth/session.ts";
import { createAdmin, DEMO_ADMIN } from "./auth/admin-users.ts";
import { openDatabase } from "./platform/db/database.ts";
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
    let pageAsked: () => void = () => {};
    const audited = new Promise<void>((resolve) => (pageAsked = resolve));
    const slow = http.createServer((_req, res) => {
      pageAsked();
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
      // Stop once the audit is surely in flight: it has asked the slow page (a fixed wait could
      // come before a busy server has read the request at all).
      await audited;
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

describe("demo mode only where nobody else can reach it", { timeout: 60_000 }, () => {
  const signIn = (server: ServerProcess, credentials: { username: string; password: string }) => {
    const origin = `http://127.0.0.1:${server.port}`;
    return fetch(`${origin}${AUTH_SIGN_IN_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(credentials),
    });
  };
  const demoShown = async (server: ServerProcess) =>
    ((await (await server.request(AUTH_SESSION_PATH)).json()) as { demoCredentials: unknown }).demoCredentials;

  it("stops with one line saying how to create an admin on a public address with no admin", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-demo-"));
    for (const HOST of ["0.0.0.0", "::"]) {
      const { code, stderr } = await runServerUntilExit({
        HOST,
        PORT: "0",
        DATABASE_URL: `file:${path.join(dir, "app.db")}`,
        NODE_ENV: "",
        ADMIN_USERNAME: "",
        ADMIN_PASSWORD: "",
        DEMO: "",
        TRUST_PROXY: "",
      });
      expect(code, stderr).toBe(1);
      expect(stderr.trim().split("\n")).toHaveLength(1);
      expect(stderr).toMatch(/^Start-up failed: no admin is configured/);
      expect(stderr).toContain("npm run admin -- create <username>");
      expect(stderr).toContain("ADMIN_USERNAME");
    }
  });

  it("runs the demo on loopback: the published password signs in, /admin shows it", async () => {
    const server = await startServer({ HOST: "127.0.0.1" });
    expect((await signIn(server, DEMO_ADMIN)).status).toBe(200);
    expect(await demoShown(server)).toEqual(DEMO_ADMIN);
    // The start log is written asynchronously: on a busy machine it may follow the first answers.
    await expect.poll(() => server.output(), { timeout: 15_000 }).toContain("Demo mode: sign in at /admin");
  });

  it("runs the demo on a public address with DEMO=1", async () => {
    const server = await startServer({ HOST: "0.0.0.0", DEMO: "1" });
    expect((await signIn(server, DEMO_ADMIN)).status).toBe(200);
    expect(await demoShown(server)).toEqual(DEMO_ADMIN);
  });

  it("on a public address with an admin in the database, starts and refuses the demo password", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-demo-"));
    const filename = path.join(dir, "app.db");
    const database = await openDatabase({ dialect: "sqlite", filename });
    const owner = { username: "owner", password: "a long owner password" };
    await createAdmin(database.db, owner.username, owner.password);
    // A database first used for a local demo still holds the demo admin.
    await createAdmin(database.db, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await database.close();
    const server = await startServer({ HOST: "0.0.0.0", DATABASE_URL: `file:${filename}` });
    expect((await signIn(server, DEMO_ADMIN)).status).toBe(401);
    expect(await demoShown(server)).toBeNull();
    expect((await signIn(server, owner)).status).toBe(200);
  });
});
