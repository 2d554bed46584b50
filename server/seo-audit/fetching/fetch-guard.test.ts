import net from "node:net";
import { describe, expect, it } from "vitest";
import { ERR_ADDRESS_NOT_ALLOWED, ERR_PORT_NOT_ALLOWED, ERR_TIMEOUT, ERR_CONNECTION_FAILED } from "../errors.ts";
import { fetchPage } from "./fetch-page.ts";
import { failure, useFetchTestSite } from "./fetch-test-support.ts";
import { fetchResourceHeaders } from "./resource-headers.ts";

// The fetcher's guard: which addresses and ports it refuses, on the first request and on every
// redirect, that a connection goes where DNS was asked once, and that every network failure
// reads alike.

const server = useFetchTestSite();

describe("addresses", () => {
  it("refuses a redirect to 127.0.0.1 when only localhost is allowed", async () => {
    const opts = { allowHosts: ["localhost"], fetchRobots: false };
    expect((await fetchPage(`${server.localhostOrigin}/good`, opts)).status).toBe(200);
    const error = await failure(fetchPage(`${server.localhostOrigin}/to-loopback`, opts));
    expect(error.code).toBe("ADDRESS_NOT_ALLOWED");
    expect(error.message).toBe(ERR_ADDRESS_NOT_ALLOWED);
    expect(error.status).toBe(422);
  });

  it("refuses redirects to the metadata address and to ftp", async () => {
    const opts = { allowHosts: ["localhost"], fetchRobots: false };
    expect((await failure(fetchPage(`${server.localhostOrigin}/to-metadata`, opts))).code).toBe("ADDRESS_NOT_ALLOWED");
    expect((await failure(fetchPage(`${server.localhostOrigin}/to-ftp`, opts))).code).toBe("UNSUPPORTED_SCHEME");
  });

  it("refuses loopback when nothing is allow-listed, in any spelling", async () => {
    for (const host of ["127.0.0.1", "localhost", "2130706433", "0x7f.1", "127.1", "[::1]", "[::ffff:127.0.0.1]"]) {
      const error = await failure(
        fetchPage(`http://${host}:${server.port}/good`, { allowHosts: [], fetchRobots: false }),
      );
      expect(error.code, host).toBe("ADDRESS_NOT_ALLOWED");
    }
  });

  it("pins the connection to the checked addresses: DNS is asked once (no rebinding)", async () => {
    let calls = 0;
    // First answer: our test server. Any later answer would point elsewhere (TEST-NET-1).
    const rebinding = async () => {
      calls++;
      return [{ address: calls === 1 ? "127.0.0.1" : "192.0.2.1", family: 4 as const }];
    };
    const page = await fetchPage(`http://rebind.test:${server.port}/good`, {
      allowHosts: ["rebind.test"],
      resolve: rebinding,
      fetchRobots: false,
    });
    expect(page.status).toBe(200);
    expect(calls).toBe(1);
  });

  it("refuses a name when any one of its addresses is private, answering as for a name that does not exist", async () => {
    const mixed = async () => [
      { address: "93.184.215.14", family: 4 as const },
      { address: "10.0.0.1", family: 4 as const },
    ];
    const error = await failure(
      fetchPage("http://mixed.example/", { allowHosts: [], resolve: mixed, fetchRobots: false }),
    );
    expect(error).toMatchObject({ code: "CONNECTION_FAILED", message: ERR_CONNECTION_FAILED, status: 422 });
    expect(error.detail).toContain("10.0.0.1");
    const metadata = async () => [{ address: "169.254.169.254", family: 4 as const }];
    expect(
      (await failure(fetchPage("http://meta.example/", { allowHosts: [], resolve: metadata, fetchRobots: false })))
        .message,
    ).toBe(ERR_CONNECTION_FAILED);
  });

  it("reports an unknown host with the one network-failure answer", async () => {
    const error = await failure(fetchPage("http://does-not-exist.invalid/", { allowHosts: [], fetchRobots: false }));
    expect(error).toMatchObject({ code: "CONNECTION_FAILED", message: ERR_CONNECTION_FAILED, status: 422 });
    expect(error.detail).toContain("not-found");
  });
});

describe("ports: only the web's own, 80 and 443", () => {
  const noDns = async (): Promise<never> => {
    throw new Error("DNS must not be asked");
  };

  it("refuses any other port with a clear message, before asking DNS", async () => {
    for (const url of ["http://public.example:8080/", "https://public.example:22/", "http://public.example:0/"]) {
      const error = await failure(fetchPage(url, { allowHosts: [], resolve: noDns, fetchRobots: false }));
      expect(error.code, url).toBe("PORT_NOT_ALLOWED");
      expect(error.status).toBe(422);
      expect(error.message).toBe(`This address uses port ${new URL(url).port}. ${ERR_PORT_NOT_ALLOWED}`);
    }
  });

  it("accepts 80 and 443 written out, with either scheme", async () => {
    const unknown = async (): Promise<never> => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    for (const url of ["http://public.example:80/", "https://public.example:443/", "http://public.example:443/"]) {
      const error = await failure(fetchPage(url, { allowHosts: [], resolve: unknown, fetchRobots: false }));
      expect(error.code, url).toBe("CONNECTION_FAILED");
    }
  });

  it("checks the port again on every redirect; allow-listed hosts keep any port", async () => {
    const opts = { allowHosts: ["localhost"], fetchRobots: false };
    expect((await fetchPage(`${server.localhostOrigin}/good`, opts)).status).toBe(200);
    expect((await failure(fetchPage(`${server.localhostOrigin}/to-ssh`, opts))).code).toBe("PORT_NOT_ALLOWED");
    const shape = { method: "HEAD" as const, timeoutMs: 3000, accept: "*/*" };
    await expect(fetchResourceHeaders(`${server.localhostOrigin}/to-ssh`, opts, shape)).rejects.toMatchObject({
      code: "PORT_NOT_ALLOWED",
    });
  });
});

describe("network failures share one answer", () => {
  const opts = { allowHosts: ["127.0.0.1", "localhost"], fetchRobots: false, timeoutMs: 500 };

  /** A TCP server doing `onSocket` with each connection. */
  async function tcpServer(onSocket: (socket: net.Socket) => void): Promise<{ port: number; close: () => void }> {
    const sockets = new Set<net.Socket>();
    const srv = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => undefined);
      onSocket(socket);
    });
    await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
    return {
      port: (srv.address() as net.AddressInfo).port,
      close: () => {
        for (const s of sockets) s.destroy();
        srv.close();
      },
    };
  }

  it("refused, reset, TLS failure, no TLS answer, DNS failure and DNS silence read alike", async () => {
    const closed = await tcpServer(() => undefined);
    closed.close();
    const reset = await tcpServer((socket) => socket.resetAndDestroy());
    const silent = await tcpServer(() => undefined); // accepts, never speaks: the TLS handshake hangs
    const hangingDns = () => new Promise<never>(() => undefined);
    const unknown = async (): Promise<never> => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    const cases: [string, () => Promise<unknown>][] = [
      ["refused", () => fetchPage(`http://127.0.0.1:${closed.port}/`, opts)],
      ["reset", () => fetchPage(`http://127.0.0.1:${reset.port}/`, opts)],
      ["TLS to a plain HTTP server", () => fetchPage(`https://127.0.0.1:${server.port}/good`, opts)],
      ["TLS handshake never answered", () => fetchPage(`https://127.0.0.1:${silent.port}/`, opts)],
      ["DNS failure", () => fetchPage("http://nowhere.example/", { ...opts, allowHosts: [], resolve: unknown })],
      ["DNS silence", () => fetchPage("http://slow-dns.example/", { ...opts, allowHosts: [], resolve: hangingDns })],
    ];
    try {
      for (const [label, attempt] of cases) {
        const error = await failure(attempt());
        expect({ label, code: error.code, message: error.message, status: error.status }).toEqual({
          label,
          code: "CONNECTION_FAILED",
          message: ERR_CONNECTION_FAILED,
          status: 422,
        });
        expect(error.detail, label).toBeTruthy();
      }
    } finally {
      reset.close();
      silent.close();
    }
  });

  it("a server that connects but is slow to answer still gets the time-limit message", async () => {
    expect((await failure(fetchPage(`${server.origin}/slow`, { ...opts, timeoutMs: 300 }))).message).toBe(ERR_TIMEOUT);
  });
});
