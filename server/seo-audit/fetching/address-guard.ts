import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";

// Decides which hosts the SEO audit may connect to. Every address a hostname resolves to is
// checked, and the connection is then pinned to those checked addresses (see pinnedLookup), so a
// second DNS answer (DNS rebinding) can never reach a private address.

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a hostname to every address (A and AAAA). Injectable for tests. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Reads SEO_AUDIT_ALLOW_HOSTS ("127.0.0.1,localhost") into normalised host names. */
export function parseAllowHosts(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(/[\s,]+/)
    .map(normalizeHostname)
    .filter((h) => h !== "");
}

/** Lowercase, no IPv6 brackets, no trailing dot. */
export function normalizeHostname(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith("[") && h.endsWith("]")) h = h.slice(1, -1);
  if (h.endsWith(".")) h = h.slice(0, -1);
  return h;
}

function isAllowListed(hostname: string, allowHosts: readonly string[]): boolean {
  const h = normalizeHostname(hostname);
  return allowHosts.some((a) => normalizeHostname(a) === h);
}

// ---------------------------------------------------------------------------------------------
// IPv4

/**
 * Parses an IPv4 address the way inet_aton (and the WHATWG URL parser) does: 1 to 4 parts,
 * each decimal, octal (leading 0) or hex (0x); the last part fills the remaining bytes.
 * "2130706433", "0177.0.0.1", "0x7f.1" and "127.1" all give 127.0.0.1. Returns the 32-bit
 * value, or null when the text is not an IPv4 address in any spelling.
 */
export function parseIPv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop(); // trailing dot
  if (parts.length < 1 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = parseInt(part.slice(1), 8);
    else if (/^(0|[1-9][0-9]*)$/.test(part)) value = parseInt(part, 10);
    else return null;
    if (!Number.isSafeInteger(value)) return null;
    values.push(value);
  }
  const last = values.pop();
  if (last === undefined) return null;
  if (values.some((v) => v > 255)) return null;
  if (last >= 2 ** (8 * (4 - values.length))) return null;
  let result = last;
  values.forEach((v, i) => {
    result += v * 2 ** (8 * (3 - i));
  });
  return result;
}

export function formatIPv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join(".");
}

// [base, prefix length, reason]
const BLOCKED_V4: ReadonlyArray<readonly [string, number, string]> = [
  ["0.0.0.0", 8, "'this network' (0.0.0.0/8)"],
  ["10.0.0.0", 8, "private network (10.0.0.0/8)"],
  ["100.64.0.0", 10, "carrier-grade NAT (100.64.0.0/10)"],
  ["127.0.0.0", 8, "loopback (127.0.0.0/8)"],
  ["169.254.0.0", 16, "link-local / cloud metadata (169.254.0.0/16)"],
  ["172.16.0.0", 12, "private network (172.16.0.0/12)"],
  ["192.0.0.0", 24, "IETF protocol assignments (192.0.0.0/24)"],
  ["192.0.2.0", 24, "documentation (192.0.2.0/24)"],
  ["192.88.99.0", 24, "6to4 relay anycast (192.88.99.0/24)"],
  ["192.168.0.0", 16, "private network (192.168.0.0/16)"],
  ["198.18.0.0", 15, "benchmarking (198.18.0.0/15)"],
  ["198.51.100.0", 24, "documentation (198.51.100.0/24)"],
  ["203.0.113.0", 24, "documentation (203.0.113.0/24)"],
  ["224.0.0.0", 4, "multicast (224.0.0.0/4)"],
  ["240.0.0.0", 4, "reserved (240.0.0.0/4, incl. broadcast)"],
];

function inV4Range(value: number, base: string, prefix: number): boolean {
  const baseValue = parseIPv4(base) ?? 0;
  const size = 2 ** (32 - prefix);
  return Math.floor(value / size) === Math.floor(baseValue / size);
}

function blockedV4Reason(value: number): string | null {
  for (const [base, prefix, reason] of BLOCKED_V4) {
    if (inV4Range(value, base, prefix)) return reason;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// IPv6

/** Parses an IPv6 address (with optional zone and embedded dotted IPv4) into 8 16-bit groups. */
export function parseIPv6(text: string): number[] | null {
  let t = text.trim();
  if (t.startsWith("[") && t.endsWith("]")) t = t.slice(1, -1);
  const zone = t.indexOf("%");
  if (zone >= 0) t = t.slice(0, zone);
  if (isIP(t) !== 6) return null;

  const lastColon = t.lastIndexOf(":");
  const lastPart = t.slice(lastColon + 1);
  if (lastPart.includes(".")) {
    const v4 = parseIPv4(lastPart);
    if (v4 === null) return null;
    const hi = Math.floor(v4 / 65536).toString(16);
    const lo = (v4 % 65536).toString(16);
    t = `${t.slice(0, lastColon + 1)}${hi}:${lo}`;
  }
  const [headText, tailText] = t.includes("::") ? t.split("::") : [t, undefined];
  const toGroups = (s: string | undefined): number[] =>
    s === undefined || s === "" ? [] : s.split(":").map((g) => parseInt(g, 16));
  const head = toGroups(headText);
  const rest = toGroups(tailText);
  const missing = 8 - head.length - rest.length;
  if (tailText === undefined && missing !== 0) return null;
  if (missing < 0) return null;
  const groups = [...head, ...new Array<number>(missing).fill(0), ...rest];
  if (groups.length !== 8 || groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) {
    return null;
  }
  return groups;
}

function embeddedV4(groups: number[], index: number): number {
  return (groups[index] ?? 0) * 65536 + (groups[index + 1] ?? 0);
}

function blockedV6Reason(g: number[]): string | null {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const firstSixZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0;
  if (firstSixZero && g6 === 0 && g7 === 0) return "unspecified address (::)";
  if (firstSixZero && g6 === 0 && g7 === 1) return "loopback (::1)";
  const embed = (label: string, index: number): string | null => {
    const v4 = embeddedV4(g, index);
    const reason = blockedV4Reason(v4);
    return reason === null ? null : `${label} of ${formatIPv4(v4)}: ${reason}`;
  };
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, deprecated).
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0)) {
    return embed(g5 === 0xffff ? "IPv4-mapped address" : "IPv4-compatible address", 6);
  }
  // ::ffff:0:a.b.c.d (SIIT IPv4-translated).
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0xffff && g5 === 0) {
    return embed("IPv4-translated address", 6);
  }
  // 64:ff9b::/96 NAT64 well-known prefix.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return embed("NAT64 address", 6);
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return "local-use NAT64 (64:ff9b:1::/48)";
  if (g0 === 0x2002) return embed("6to4 address", 1);
  if (g0 === 0x2001 && g1 === 0) return "Teredo tunnel (2001::/32)";
  if (g0 === 0x2001 && g1 === 0x0db8) return "documentation (2001:db8::/32)";
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return "discard-only (100::/64)";
  if ((g0 & 0xfe00) === 0xfc00) return "unique local address (fc00::/7)";
  if ((g0 & 0xffc0) === 0xfe80) return "link-local (fe80::/10)";
  if ((g0 & 0xffc0) === 0xfec0) return "site-local (fec0::/10)";
  if ((g0 & 0xff00) === 0xff00) return "multicast (ff00::/8)";
  return null;
}

// ---------------------------------------------------------------------------------------------

/**
 * Why an IP address must not be fetched, or null when it is a public address.
 * Accepts IPv4 in any inet_aton spelling and IPv6 in any form. Text that is no IP address
 * at all is refused too (the caller must pass resolved addresses).
 */
export function blockedAddressReason(address: string): string | null {
  const v4 = parseIPv4(address.trim());
  if (v4 !== null) return blockedV4Reason(v4);
  const v6 = parseIPv6(address);
  if (v6 !== null) return blockedV6Reason(v6);
  return "not an IP address";
}

export function isPublicAddress(address: string): boolean {
  return blockedAddressReason(address) === null;
}

/**
 * Why a host is refused. "not-allowed": an IP literal or a localhost name, whose address the
 * visitor wrote themselves, so saying why tells them nothing new. "name-not-allowed": a name
 * that resolves to a private address; the caller answers it like a name that does not resolve,
 * so the audit cannot be used to find out which internal names exist.
 */
type GuardRefusal = "not-found" | "not-allowed" | "name-not-allowed" | "port-not-allowed";

export type GuardResult = { ok: true; addresses: ResolvedAddress[] } | { ok: false; reason: GuardRefusal; detail: string };

export interface GuardOptions {
  allowHosts: readonly string[];
  resolve?: Resolver;
  /** The URL's port ("" for the scheme's default): only 80 and 443 unless the host is allow-listed. */
  port?: string;
}

/** The web's own ports: the audit connects to nothing else (no port scanning through it). */
const WEB_PORTS = new Set(["", "80", "443"]);

/** RFC 6761: "localhost" and every name under it is the machine itself. */
function isLocalhostName(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost");
}

/**
 * Resolves a URL hostname and checks every address. The hostname comes from the WHATWG URL
 * parser, which already turns odd IPv4 spellings (decimal, octal, hex, short) into dotted form;
 * parseIPv4 catches them again in case a caller passes raw text. A literal address is judged
 * first, then the port, and only then is DNS asked.
 */
export async function checkHost(hostname: string, options: GuardOptions): Promise<GuardResult> {
  const host = normalizeHostname(hostname);
  const allowListed = isAllowListed(host, options.allowHosts);

  let literal: ResolvedAddress | null = null;
  const literalV4 = parseIPv4(host);
  if (literalV4 !== null) literal = { address: formatIPv4(literalV4), family: 4 };
  else if (parseIPv6(host) !== null) literal = { address: host, family: 6 };
  if (literal !== null && !allowListed) {
    const reason = blockedAddressReason(literal.address);
    if (reason !== null) return { ok: false, reason: "not-allowed", detail: `${literal.address}: ${reason}` };
  }
  if (!allowListed && isLocalhostName(host)) return { ok: false, reason: "not-allowed", detail: `${host}: loopback` };
  const port = options.port ?? "";
  if (!allowListed && !WEB_PORTS.has(port)) return { ok: false, reason: "port-not-allowed", detail: `port ${port}` };
  if (literal !== null) return { ok: true, addresses: [literal] };

  let addresses: ResolvedAddress[];
  try {
    addresses = await (options.resolve ?? systemResolver)(host);
  } catch (error) {
    return { ok: false, reason: "not-found", detail: errorCode(error) ?? "lookup failed" };
  }
  if (addresses.length === 0) return { ok: false, reason: "not-found", detail: "no addresses" };
  if (!allowListed) {
    for (const a of addresses) {
      const reason = blockedAddressReason(a.address);
      if (reason !== null) return { ok: false, reason: "name-not-allowed", detail: `${a.address}: ${reason}` };
    }
  }
  return { ok: true, addresses };
}

function errorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === "string" ? code : undefined;
  }
  return undefined;
}

/**
 * A `lookup` for http(s).request / net.connect that answers only with the addresses already
 * checked, never asking DNS again. Works with autoSelectFamily (all: true) and without.
 */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return ((_hostname: string, options: unknown, callback: unknown) => {
    const cb = (typeof options === "function" ? options : callback) as (
      err: NodeJS.ErrnoException | null,
      address: string | { address: string; family: number }[],
      family?: number,
    ) => void;
    const opts = (typeof options === "object" && options !== null ? options : {}) as {
      all?: boolean;
      family?: number | string;
    };
    const wanted =
      opts.family === 4 || opts.family === "IPv4" ? 4 : opts.family === 6 || opts.family === "IPv6" ? 6 : 0;
    const list = addresses.filter((a) => wanted === 0 || a.family === wanted);
    process.nextTick(() => {
      const first = list[0];
      if (first === undefined) {
        const err: NodeJS.ErrnoException = new Error("No checked address for this family");
        err.code = "ENOTFOUND";
        cb(err, opts.all === true ? [] : "", 0);
        return;
      }
      if (opts.all === true)
        cb(
          null,
          list.map((a) => ({ address: a.address, family: a.family })),
        );
      else cb(null, first.address, first.family);
    });
  }) as LookupFunction;
}
