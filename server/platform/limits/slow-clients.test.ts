import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { AppConfig } from "#server/config.ts";
import { createTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { type SlowClientLimits, uncountedPeers } from "./slow-clients.ts";

// Connections that never finish a request, from clients told apart by their loopback source
// address (127.0.0.2, 127.0.0.3...): each is a different client to the server.

describe("uncountedPeers", () => {
  it("leaves out trusted proxies by address, range and name, and the rate limits' allow-list", () => {
    const uncounted = uncountedPeers(["10.0.0.0/8", "192.0.2.7", "loopback", "2001:db8::/32"], ["198.51.100.9"]);
    for (const address of [
      "10.1.2.3",
      "::ffff:10.200.0.1",
      "192.0.2.7",
      "127.0.0.5",
      "::1",
      "2001:db8:5::1",
      "198.51.100.9",
    ]) {
      expect(uncounted(address), address).toBe(true);
    }
    for (const address of ["11.0.0.1", "192.0.2.8", "203.0.113.1", "2001:db9::1", "198.51.100.10", "fe80::1"]) {
      expect(uncounted(address), address).toBe(false);
    }
    expect(uncountedPeers(["uniquelocal"], [])("172.31.255.1")).toBe(true);
    expect(uncountedPeers(["uniquelocal"], [])("172.32.0.1")).toBe(false);
    expect(uncountedPeers(["linklocal"], [])("fe80::1")).toBe(true);
  });

  it("counts everyone when no proxy is trusted, and no one behind a hop count (every peer is the proxy)", () => {
    expect(uncountedPeers([], [])("127.0.0.1")).toBe(false);
    expect(uncountedPeers(1, [])("203.0.113.1")).toBe(true);
  });
});

const LIMITS: SlowClientLimits = {
  headersTimeoutMs: 1000,
  requestTimeoutMs: 1500,
  idleTimeoutMs: 60_000,
  maxPerClient: 4,
  maxPipelined: 3,
  checkIntervalMs: 100,
};

interface Connection {
  socket: net.Socket;
  /** What the server has sent back so far. */
  received: () => string;
  /** When the socket closed, in ms after it was opened. */
  closed: Promise<number>;
}

/** A connection from `from`, recording what comes back; resolves once connected. */
function connectFrom(port: number, from: string): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const opened = Date.now();
    let received = "";
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: from });
    const closed = new Promise<number>((done) => socket.once("close", () => done(Date.now() - opened)));
    socket.on("data", (chunk) => (received += String(chunk)));
    socket.once("error", reject);
    socket.once("connect", () => {
      socket.on("error", () => {});
      resolve({ socket, received: () => received, closed });
    });
  });
}

const statusesIn = (received: string) => [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]);

const BODY_NEVER_ENDS =
  "POST /api/submissions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
  'Content-Length: 1000\r\n\r\n{"type":"contact"';
const HEADERS_NEVER_END = "POST /api/submissions HTTP/1.1\r\nHost: localhost\r\nContent-Type: applica";

/** Opens a connection from `from` and sends the start of a request that never ends. */
async function stalledRequest(port: number, from: string, start = BODY_NEVER_ENDS): Promise<Connection> {
  const connection = await connectFrom(port, from);
  connection.socket.write(start);
  return connection;
}

/** GET /api/health from `from`: the status line, or the socket error when the connection is refused. */
function health(port: number, from: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = "";
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: from }, () =>
      socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
    );
    socket.on("data", (chunk) => (answer += String(chunk)));
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    socket.on("close", () => resolve(answer.split("\r\n", 1)[0] || "closed without an answer"));
  });
}

describe("connections that never finish a request", () => {
  let t: TestApp | undefined;
  const held: net.Socket[] = [];
  afterEach(async () => {
    for (const socket of held.splice(0)) socket.destroy();
    await t?.close();
    t = undefined;
  });

  async function listening(config: Partial<AppConfig> = {}): Promise<number> {
    t = await createTestApp(undefined, { slowClientLimits: LIMITS, config });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    return (t.app.server.address() as AddressInfo).port;
  }

  it("holds at most the cap per client: one more is closed unanswered, while other clients are served", async () => {
    const port = await listening();
    for (let i = 0; i < LIMITS.maxPerClient; i++) held.push((await stalledRequest(port, "127.0.0.2")).socket);

    expect(await health(port, "127.0.0.2")).toBe("closed without an answer");
    expect(await health(port, "127.0.0.3")).toBe("HTTP/1.1 200 OK");

    // A connection freed is a connection the client may open again.
    held.pop()?.destroy();
    await expect.poll(() => health(port, "127.0.0.2")).toBe("HTTP/1.1 200 OK");
  });

  it("answers 408 and closes a request whose body stops coming, once the request time is up", async () => {
    const port = await listening();
    const stalled = await stalledRequest(port, "127.0.0.2");
    held.push(stalled.socket);
    const closedAfter = await stalled.closed;
    expect(stalled.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfter).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs);
    expect(closedAfter).toBeLessThan(LIMITS.requestTimeoutMs + 2000);
  });

  it("answers 408 and closes a request whose headers stop coming, once the headers' time is up", async () => {
    const port = await listening();
    const stalled = await stalledRequest(port, "127.0.0.2", HEADERS_NEVER_END);
    held.push(stalled.socket);
    const closedAfter = await stalled.closed;
    expect(stalled.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfter).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs);
    expect(closedAfter).toBeLessThan(LIMITS.requestTimeoutMs);
  });

  it("answers requests sent back to back on one connection up to the cap, and closes it beyond", async () => {
    const port = await listening();
    const HEALTH = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";
    const withinCap = await connectFrom(port, "127.0.0.2");
    held.push(withinCap.socket);
    withinCap.socket.write(HEALTH.repeat(LIMITS.maxPipelined));
    // Within the cap the connection stays open: the test ends its side once all is answered.
    await expect.poll(() => statusesIn(withinCap.received())).toHaveLength(LIMITS.maxPipelined);
    withinCap.socket.end();
    await withinCap.closed;
    expect(statusesIn(withinCap.received())).toEqual(Array(LIMITS.maxPipelined).fill("200"));
    // One more than the cap: the connection is closed, and whatever was not yet sent is not.
    const beyond = await connectFrom(port, "127.0.0.2");
    held.push(beyond.socket);
    beyond.socket.write(HEALTH.repeat(LIMITS.maxPipelined + 1));
    await beyond.closed;
    expect(statusesIn(beyond.received()).length).toBeLessThanOrEqual(LIMITS.maxPipelined);
  });

  it("counts only requests still waiting: one after another, any number are answered on one connection", async () => {
    const port = await listening();
    const connection = await connectFrom(port, "127.0.0.2");
    held.push(connection.socket);
    for (let sent = 1; sent <= LIMITS.maxPipelined * 3; sent++) {
      connection.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
      await expect.poll(() => connection.received().split("HTTP/1.1 200 OK").length - 1).toBe(sent);
    }
  });

  it("gives the server its idle time: a connection on which nothing moves is closed", async () => {
    await listening();
    // Node closes the socket when the server's timeout passes with nothing sent or received
    // (a client that stops reading a long answer); at the test's scale it would take a file
    // larger than the kernel's socket buffers to see it.
    expect(t?.app.server.timeout).toBe(LIMITS.idleTimeoutMs);
  });

  it("does not count a trusted proxy's connections: they carry many clients", async () => {
    const port = await listening({ trustProxy: ["127.0.0.2"] });
    for (let i = 0; i < LIMITS.maxPerClient + 2; i++) held.push((await stalledRequest(port, "127.0.0.2")).socket);
    expect(await health(port, "127.0.0.2")).toBe("HTTP/1.1 200 OK");
  });
});
