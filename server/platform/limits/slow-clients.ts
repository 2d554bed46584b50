import net from "node:net";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { clientKey, plainAddress } from "./client-key.ts";

// A client that opens connections and never finishes a request (a body that never ends,
// headers sent a byte at a time, or nothing at all) costs the server a file descriptor and
// some 40 KB each; enough of them and it can accept nobody, on every route. A client that
// sends requests back to back on one connection (pipelining) and never reads the answers
// makes the server hold every answer (some 90 KB each for a file): two thousand in one
// packet, gigabytes over a few connections. So:
// - a request's headers must arrive within `headersTimeoutMs`, the whole request within
//   `requestTimeoutMs` (Fastify switches Node's limit on the whole request off; this
//   restores it), and a connection on which nothing moves for `idleTimeoutMs` is closed;
// - one client may hold `maxPerClient` connections at once;
// - one connection may have `maxPipelined` requests waiting for their answers; one more
//   closes it (browsers do not pipeline at all; a client that does is told by the closed
//   connection to send fewer at once).
// A trusted proxy's connections carry many clients and are not counted per client: the
// proxy bounds its own clients (README, "Deploying behind a proxy").

export interface SlowClientLimits {
  /** The time to receive a request's headers (Node checks the whole request only when this is no longer). */
  headersTimeoutMs: number;
  /** The time to receive one whole request, headers and body. */
  requestTimeoutMs: number;
  /** The time a connection may pass with nothing sent or received, an answer being worked on included. */
  idleTimeoutMs: number;
  /** Open connections one client (an IPv4 address or an IPv6 /64) may hold at once. */
  maxPerClient: number;
  /** Requests one connection may have waiting for their answers at once. */
  maxPipelined: number;
  /** How often Node looks for requests over their time (its default is 30 s). */
  checkIntervalMs: number;
}

export const SLOW_CLIENT_LIMITS: SlowClientLimits = {
  headersTimeoutMs: 60_000,
  // The largest upload (a 20 MB .doc) arrives in time over a connection of 70 KB/s.
  requestTimeoutMs: 5 * 60_000,
  // Twice the longest silent work behind an answer (a .doc conversion's 60 s).
  idleTimeoutMs: 120_000,
  // A browser opens six connections to a site; 128 leave room for a few dozen visitors
  // sharing one address (an office, a carrier's NAT).
  maxPerClient: 128,
  maxPipelined: 4,
  checkIntervalMs: 30_000,
};

/** Address ranges by the names TRUST_PROXY takes, as Fastify (proxy-addr) reads them. */
const NAMED_RANGES: Record<string, [string, number][]> = {
  loopback: [
    ["127.0.0.0", 8],
    ["::1", 128],
  ],
  linklocal: [
    ["169.254.0.0", 16],
    ["fe80::", 10],
  ],
  uniquelocal: [
    ["10.0.0.0", 8],
    ["172.16.0.0", 12],
    ["192.168.0.0", 16],
    ["fc00::", 7],
  ],
};

function addRange(list: net.BlockList, address: string, prefix: number) {
  const type = net.isIPv6(address) ? "ipv6" : "ipv4";
  list.addSubnet(address, prefix, type);
}

/**
 * Whether a peer's connections go uncounted: a trusted proxy (every peer when TRUST_PROXY
 * is a hop count, since Fastify then trusts whoever connects) or an address of the rate
 * limits' allow-list (load tests).
 */
export function uncountedPeers(trustProxy: string[] | number, allowList: string[]): (address: string) => boolean {
  if (typeof trustProxy === "number") return () => true;
  const trusted = new net.BlockList();
  for (const entry of trustProxy) {
    const named = NAMED_RANGES[entry];
    if (named) for (const [address, prefix] of named) addRange(trusted, address, prefix);
    else {
      const [address = "", prefix] = entry.split("/");
      addRange(trusted, address, prefix === undefined ? (net.isIPv6(address) ? 128 : 32) : Number(prefix));
    }
  }
  const allowed = new Set(allowList);
  return (address) => {
    if (allowed.has(address)) return true;
    const plain = plainAddress(address);
    return trusted.check(plain, net.isIPv6(plain) ? "ipv6" : "ipv4");
  };
}

/**
 * Refuses a client's connection while it already holds `max` open ones: the new socket is
 * closed at once, before it can cost anything. Logged when a client first reaches the cap,
 * and again only after all its connections have closed, so refusals cannot flood the log.
 */
export function limitConnectionsPerClient(
  server: net.Server,
  options: { max: number; uncounted: (address: string) => boolean; log: FastifyBaseLogger },
) {
  const open = new Map<string, number>();
  const atCap = new Set<string>();
  server.on("connection", (socket: net.Socket) => {
    const address = socket.remoteAddress;
    if (!address || options.uncounted(address)) return;
    const key = clientKey(address);
    const count = open.get(key) ?? 0;
    if (count >= options.max) {
      if (!atCap.has(key)) {
        atCap.add(key);
        options.log.warn({ client: key, open: count }, "connection refused: the client holds too many already");
      }
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else {
        open.delete(key);
        atCap.delete(key);
      }
    });
  });
}

/**
 * Closes a connection on which a request arrives while `max` earlier ones still wait for
 * their answers: an answer to it could only wait in memory behind answers the client does
 * not read, and an answer that says so would wait there too.
 */
export function limitPipelinedRequests(app: FastifyInstance, max: number) {
  const waiting = new WeakMap<net.Socket, number>();
  app.addHook("onRequest", (request, reply, done) => {
    const socket = request.raw.socket;
    const count = waiting.get(socket) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    waiting.set(socket, count + 1);
    // 'close' comes when the answer is sent or the connection is gone.
    reply.raw.once("close", () => waiting.set(socket, (waiting.get(socket) ?? 1) - 1));
    done();
  });
}
