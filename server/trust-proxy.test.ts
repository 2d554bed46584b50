import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseTrustProxy } from "./config.ts";
import { LEAD_RATE_LIMITS } from "./leads/routes.ts";
import { HSTS_HEADER } from "./platform/security-headers.ts";
import { expectRefusal } from "./test-support/retry-after.ts";
import { runServerUntilExit } from "./test-support/server-process.ts";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

// Behind a TLS proxy the connection comes from the proxy: only when TRUST_PROXY names it do
// X-Forwarded-For and X-Forwarded-Proto decide the client's address and scheme.
const proxy = "10.1.2.3";
const invalidContact = JSON.stringify({ type: "contact", data: {} });

/** Refused by the lead forms' minute limit: 429, and Retry-After within that minute. */
const expectLimited = (response: { statusCode: number; headers: Record<string, unknown> }) =>
  expectRefusal(response, 429, 1, LEAD_RATE_LIMITS.perMinute.timeWindow / 1000);

describe("TRUST_PROXY", () => {
  it("is off when unset, empty or false, and reads addresses and CIDR ranges", () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(parseTrustProxy("")).toEqual([]);
    expect(parseTrustProxy(" false ")).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: " 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8, Loopback" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy(" 2 ")).toBe(2);
  });

  it.each([
    "true",
    "*",
    "0",
    "11",
    "proxy.internal",
    "10.0.0.0/33",
    "::1/129",
    "10.0.0.1/8/1",
    "10.0.0.1,",
    "10.0.0.0/x",
  ])("refuses %s with a one-line error", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    try {
      parseTrustProxy(value);
    } catch (error) {
      expect((error as Error).message).toMatch(/^TRUST_PROXY/);
      expect((error as Error).message).not.toContain("\n");
    }
  });
});

it("stops the server's start-up with one line naming TRUST_PROXY when it is wrong", async () => {
  const { code, stderr } = await runServerUntilExit({ TRUST_PROXY: "true", DATABASE_URL: "file::memory:", PORT: "0" });
  expect(code).toBe(1);
  expect(stderr.trim().split("\n")).toHaveLength(1);
  expect(stderr).toMatch(/^Start-up failed: TRUST_PROXY=true /);
});

describe("requests through a proxy", () => {
  let t: TestApp | undefined;
  let logLines: Record<string, unknown>[] = [];
  afterEach(async () => {
    await t?.close();
    t = undefined;
    logLines = [];
  });

  async function app(trustProxy: string[] | number, rateLimitAllowList: string[] = []) {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split("\n"))
          if (line) logLines.push(JSON.parse(line) as Record<string, unknown>);
        callback();
      },
    });
    t = await createTestApp(undefined, {
      config: { trustProxy, rateLimitAllowList },
      logger: { level: "info", stream },
    });
    return t.app;
  }

  const submit = (client: string, remoteAddress = proxy) =>
    t!.app.inject({
      method: "POST",
      url: "/api/submissions",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      payload: invalidContact,
      remoteAddress,
    });

  it("counts rate limits per forwarded client address when the proxy is trusted", async () => {
    await app([proxy]);
    const { max } = LEAD_RATE_LIMITS.perMinute;
    for (let i = 0; i < max; i += 1) expect((await submit("203.0.113.7")).statusCode).toBe(400);
    expectLimited(await submit("203.0.113.7"));
    // Another client behind the same proxy has its own counter.
    expect((await submit("198.51.100.20")).statusCode).toBe(400);
    // A client that prepends its own X-Forwarded-For cannot escape: the proxy appends the real address.
    expectLimited(await submit("192.0.2.1, 203.0.113.7"));
  });

  it("counts forwarded IPv6 clients per /64: two addresses of one /64 share a count, two /64s do not", async () => {
    await app([proxy]);
    const { max } = LEAD_RATE_LIMITS.perMinute;
    for (let i = 0; i < max; i += 1) expect((await submit(`2001:db8:a:b::${i + 1}`)).statusCode).toBe(400);
    expectLimited(await submit("2001:db8:a:b:ffff:ffff:ffff:fffe"));
    expect((await submit("2001:db8:a:c::1")).statusCode).toBe(400);
  });

  it("with a hop count, takes the address that many proxies back in X-Forwarded-For", async () => {
    await app(1);
    const { max } = LEAD_RATE_LIMITS.perMinute;
    // The sender is whatever the load balancer's address is today; one hop is trusted.
    for (let i = 0; i < max; i += 1) expect((await submit("203.0.113.7", "10.9.8.7")).statusCode).toBe(400);
    expectLimited(await submit("203.0.113.7", "10.1.1.1"));
    // A client-supplied entry before the proxy's own one changes nothing.
    expectLimited(await submit("192.0.2.1, 203.0.113.7", "10.9.8.7"));
    expect((await submit("198.51.100.20", "10.9.8.7")).statusCode).toBe(400);
    expect(logLines.filter((line) => line.msg === "request").at(-1)?.address).toBe("198.51.100.20");
  });

  it("ignores X-Forwarded-For without TRUST_PROXY, and from a sender that is not the trusted proxy", async () => {
    await app([]);
    const { max } = LEAD_RATE_LIMITS.perMinute;
    for (let i = 0; i < max; i += 1) expect((await submit(`203.0.113.${i}`)).statusCode).toBe(400);
    expectLimited(await submit("198.51.100.20"));
    await t!.close();

    await app([proxy]);
    const direct = "192.0.2.50";
    for (let i = 0; i < max; i += 1) expect((await submit(`203.0.113.${i}`, direct)).statusCode).toBe(400);
    expectLimited(await submit("198.51.100.20", direct));
  });

  it("matches RATE_LIMIT_ALLOW_LIST against the forwarded address", async () => {
    const monitor = "203.0.113.99";
    await app([proxy], [monitor]);
    const beyond = LEAD_RATE_LIMITS.perMinute.max + 5;
    for (let i = 0; i < beyond; i += 1) expect((await submit(monitor)).statusCode).toBe(400);
    // The proxy's own address is not allow-listed: other clients are still limited.
    for (let i = 0; i < LEAD_RATE_LIMITS.perMinute.max; i += 1) await submit("203.0.113.100");
    expectLimited(await submit("203.0.113.100"));
  });

  it("sends HSTS when the trusted proxy says the request came over HTTPS, and only then", async () => {
    await app([proxy]);
    const get = (headers: Record<string, string>, remoteAddress = proxy) =>
      t!.app.inject({ method: "GET", url: "/api/health", headers, remoteAddress });
    expect((await get({ "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBe(HSTS_HEADER);
    expect((await get({ "x-forwarded-proto": "http" })).headers["strict-transport-security"]).toBeUndefined();
    expect((await get({})).headers["strict-transport-security"]).toBeUndefined();
    expect(
      (await get({ "x-forwarded-proto": "https" }, "192.0.2.50")).headers["strict-transport-security"],
    ).toBeUndefined();
    await t!.close();

    await app([]);
    expect((await get({ "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBeUndefined();
  });

  it("logs the forwarded client address only when the proxy is trusted", async () => {
    for (const trusted of [[proxy], []]) {
      await app(trusted);
      await t!.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-forwarded-for": "203.0.113.7" },
        remoteAddress: proxy,
      });
      await t!.close();
    }
    t = undefined;
    // Each app's log line was written before it closed.
    const requests = logLines.filter((line) => line.msg === "request");
    expect(requests.map((line) => line.address)).toEqual(["203.0.113.7", proxy]);
  });
});
