import net from "node:net";
import path from "node:path";
import { parseRetentionPeriods, type RetentionPeriods } from "./privacy/retention-periods.ts";
import { plainAddress } from "./platform/limits/client-key.ts";

export type DatabaseTarget =
  { dialect: "sqlite"; filename: string } | { dialect: "postgres"; connectionString: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  admin: { username: string; password: string } | null;
  production: boolean;
  /**
   * Demo mode (no admin configured, not production, and nobody else can reach the server, or
   * DEMO=1) has the demo admin, whose credentials /admin shows.
   */
  demoMode: boolean;
  /**
   * Others can reach the server: it listens on an address other than loopback, or a trusted
   * proxy forwards to it. Without the demo, start-up then requires an admin.
   */
  reachableByOthers: boolean;
  seoAuditAllowHosts: string[];
  smtp: { url: string; notifyEmail: string } | null;
  /**
   * The site's public address (PUBLIC_URL, an http(s) origin) for links mailed to people:
   * never taken from a request's Host header, which a sender chooses. Outside production it
   * defaults to http://localhost:PORT; in production, unset means no mailed links can be made.
   */
  publicUrl: string | null;
  /**
   * The Grievance Officer's e-mail (GRIEVANCE_EMAIL, the variable the privacy notice is built
   * with): whom the "my data" page names when the site cannot mail a confirmation link.
   */
  grievanceEmail?: string;
  /** Addresses exempt from per-address rate limits (load tests, a trusted monitor). */
  rateLimitAllowList: string[];
  /**
   * Whose X-Forwarded-For and X-Forwarded-Proto are believed: the proxies' addresses and
   * CIDR ranges, or a number of proxy hops in front of the server; empty = the connection's
   * own address and scheme are the client's.
   */
  trustProxy: string[] | number;
  /** The built site (build/client by default); SITE_DIR points elsewhere, e.g. in tests. */
  siteDir: string | null;
  /** Days each kind of personal data is kept before the purge deletes it (RETENTION_*_DAYS). */
  retention: RetentionPeriods;
  /** MAIL_RETRY_MS: the mail outbox's first retry delay (then doubling); 30 s by default. */
  mailRetryMs?: number;
}

/** A configuration mistake: start-up stops with this one-line message. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const defaultDatabaseUrl = "file:./data/app.db";

/** Reads DATABASE_URL: `file:<path>` (SQLite) or `postgres://…` / `postgresql://…`. */
export function parseDatabaseUrl(url: string, cwd = process.cwd()): DatabaseTarget {
  const value = url.trim();
  if (value.startsWith("file:")) {
    const filename = value.slice("file:".length).replace(/^\/\/(?=\/)/, "");
    if (!filename) throw new ConfigError(`DATABASE_URL "${url}" names no file; use file:./data/app.db`);
    return { dialect: "sqlite", filename: filename === ":memory:" ? filename : path.resolve(cwd, filename) };
  }
  if (/^postgres(ql)?:\/\//.test(value)) {
    try {
      const parsed = new URL(value);
      if (!parsed.hostname && !parsed.searchParams.get("host")) throw new Error("no host");
    } catch {
      throw new ConfigError(`DATABASE_URL "${redactUrl(url)}" is not a valid PostgreSQL URL`);
    }
    return { dialect: "postgres", connectionString: value };
  }
  throw new ConfigError(
    `DATABASE_URL "${redactUrl(url)}" is not supported: use file:<path> for SQLite or postgres://user:password@host:5432/db`,
  );
}

/** Hides the password of a URL for messages and logs. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, "//$1:***@");
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === "") return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT "${value}" is not a port number (0-65535)`);
  }
  return port;
}

/** Names Fastify's trustProxy understands for whole address families. */
const TRUST_PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** More hops than any real chain of proxies; a larger count is a typo. */
const MAX_TRUST_PROXY_HOPS = 10;

/**
 * Reads TRUST_PROXY: the reverse proxies in front of the server, as comma-separated
 * addresses or CIDR ranges (or loopback, linklocal, uniquelocal), or as a hop count when
 * their addresses are not known in advance (a cloud load balancer). Unset, empty or `false`
 * trusts no proxy. `true` is refused: trusting every sender lets any client pick the
 * address its rate limits are counted under.
 */
export function parseTrustProxy(value: string | undefined): string[] | number {
  const text = value?.trim() ?? "";
  if (text === "" || text.toLowerCase() === "false") return [];
  const example =
    "name the proxy's addresses (TRUST_PROXY=127.0.0.1 or 10.0.0.0/8,::1) or their number (TRUST_PROXY=1)";
  if (text.toLowerCase() === "true" || text === "*") {
    throw new ConfigError(`TRUST_PROXY=${text} would let any client choose its own address; ${example}`);
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > MAX_TRUST_PROXY_HOPS) {
      throw new ConfigError(`TRUST_PROXY=${text}: a hop count is 1 to ${MAX_TRUST_PROXY_HOPS}; ${example}`);
    }
    return hops;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isTrustProxyEntry(entry)) {
      throw new ConfigError(`TRUST_PROXY entry "${entry}" is not an IP address or CIDR range; ${example}`);
    }
  }
  return entries.map((entry) => entry.toLowerCase());
}

function isTrustProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry.toLowerCase())) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The address `npm start` listens on when it runs the demo: only this machine reaches it. */
const DEMO_DEFAULT_HOST = "127.0.0.1";

const loopbackAddresses = new net.BlockList();
loopbackAddresses.addSubnet("127.0.0.0", 8, "ipv4");
loopbackAddresses.addAddress("::1", "ipv6");

/** True for a listen address only this machine can connect to: 127.0.0.0/8, ::1, localhost. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (name === "localhost") return true;
  const family = net.isIP(name);
  if (family === 0) return false;
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is checked as the IPv4 address it holds.
  const plain = plainAddress(name);
  return loopbackAddresses.check(plain, net.isIPv4(plain) ? "ipv4" : "ipv6");
}

/** DEMO: unset = the demo only where nobody else can reach it; 1 = on any address; 0 = never. */
function parseDemo(value: string | undefined): "auto" | "on" | "off" {
  const text = value?.trim().toLowerCase() ?? "";
  if (text === "") return "auto";
  if (text === "1" || text === "true") return "on";
  if (text === "0" || text === "false") return "off";
  throw new ConfigError(`DEMO "${value}" is not 1 or 0: DEMO=1 runs the demo admin on a private network`);
}

/** The start-up error when others could reach a server nobody can administer. */
export function noAdminMessage(config: Pick<AppConfig, "host" | "trustProxy">): string {
  const where = isLoopbackHost(config.host)
    ? `behind a proxy (TRUST_PROXY) on ${config.host}`
    : `on ${config.host}, where others can reach it`;
  return (
    `no admin is configured and the server listens ${where}: create one with ` +
    "`npm run admin -- create <username>` or set ADMIN_USERNAME and ADMIN_PASSWORD " +
    "(or DEMO=1 to run the public demo admin on a private network)"
  );
}

/** PUBLIC_URL as an origin (`https://crestline.example`), or null when unset. */
function parsePublicUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`PUBLIC_URL "${text}" is not a URL; use the site's address, e.g. https://www.example.in`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new ConfigError(`PUBLIC_URL "${text}" must start with https:// (or http://)`);
  return url.origin;
}

/** MAIL_RETRY_MS: 100 ms (tests) to an hour. */
function parseMailRetryMs(value: string | undefined): number {
  const text = value?.trim() ?? "";
  if (text === "") return DEFAULT_MAIL_RETRY_MS;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 100 || ms > 3_600_000)
    throw new ConfigError(`MAIL_RETRY_MS "${text}" is not a delay in milliseconds from 100 to 3600000`);
  return ms;
}

export const DEFAULT_MAIL_RETRY_MS = 30_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === "production";
  const username = env.ADMIN_USERNAME?.trim();
  const password = env.ADMIN_PASSWORD;
  if (password && !username) throw new ConfigError("ADMIN_PASSWORD is set but ADMIN_USERNAME is not");
  if (username && !password) throw new ConfigError("ADMIN_USERNAME is set but ADMIN_PASSWORD is not");
  const admin = username && password ? { username, password } : null;
  const demo = parseDemo(env.DEMO);
  if (demo === "on" && production)
    throw new ConfigError("DEMO=1 and NODE_ENV=production: a production server has no demo admin");
  if (demo === "on" && admin)
    throw new ConfigError("DEMO=1 and ADMIN_USERNAME are both set: the demo is for a server with no admin");
  // The demo's published password must not reach the internet: with nothing saying
  // otherwise, a server that would run the demo listens on loopback only.
  const demoCandidate = !production && !admin && demo !== "off";
  const host = env.HOST?.trim() || (demoCandidate && demo === "auto" ? DEMO_DEFAULT_HOST : "0.0.0.0");
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  // A trusted proxy forwards others' requests, even to a loopback address.
  const behindProxy = typeof trustProxy === "number" || trustProxy.length > 0;
  const reachableByOthers = !isLoopbackHost(host) || behindProxy;
  const smtpUrl = env.SMTP_URL?.trim();
  const notifyEmail = env.NOTIFY_EMAIL?.trim();
  const port = parsePort(env.PORT);
  const retention = parseRetentionPeriods(env);
  if ("problem" in retention) throw new ConfigError(retention.problem);
  return {
    port,
    host,
    database: parseDatabaseUrl(env.DATABASE_URL?.trim() || defaultDatabaseUrl),
    admin,
    production,
    demoMode: demoCandidate && (demo === "on" || !reachableByOthers),
    reachableByOthers,
    seoAuditAllowHosts: (env.SEO_AUDIT_ALLOW_HOSTS ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    smtp: smtpUrl && notifyEmail ? { url: smtpUrl, notifyEmail } : null,
    publicUrl: parsePublicUrl(env.PUBLIC_URL) ?? (production ? null : `http://localhost:${port}`),
    grievanceEmail: env.GRIEVANCE_EMAIL?.trim() || undefined,
    rateLimitAllowList: (env.RATE_LIMIT_ALLOW_LIST ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
    trustProxy,
    siteDir: env.SITE_DIR?.trim() ? path.resolve(env.SITE_DIR.trim()) : null,
    retention: retention.periods,
    mailRetryMs: parseMailRetryMs(env.MAIL_RETRY_MS),
  };
}
