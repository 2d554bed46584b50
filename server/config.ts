import net from "node:net";
import path from "node:path";

export type DatabaseTarget =
  { dialect: "sqlite"; filename: string } | { dialect: "postgres"; connectionString: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  admin: { username: string; password: string } | null;
  production: boolean;
  /** Demo mode (no admin configured, not production) shows the demo admin's credentials on /admin. */
  demoMode: boolean;
  seoAuditAllowHosts: string[];
  smtp: { url: string; notifyEmail: string } | null;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === "production";
  const username = env.ADMIN_USERNAME?.trim();
  const password = env.ADMIN_PASSWORD;
  if (password && !username) throw new ConfigError("ADMIN_PASSWORD is set but ADMIN_USERNAME is not");
  if (username && !password) throw new ConfigError("ADMIN_USERNAME is set but ADMIN_PASSWORD is not");
  const admin = username && password ? { username, password } : null;
  const smtpUrl = env.SMTP_URL?.trim();
  const notifyEmail = env.NOTIFY_EMAIL?.trim();
  return {
    port: parsePort(env.PORT),
    host: env.HOST?.trim() || "0.0.0.0",
    database: parseDatabaseUrl(env.DATABASE_URL?.trim() || defaultDatabaseUrl),
    admin,
    production,
    demoMode: !production && !admin,
    seoAuditAllowHosts: (env.SEO_AUDIT_ALLOW_HOSTS ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    smtp: smtpUrl && notifyEmail ? { url: smtpUrl, notifyEmail } : null,
    rateLimitAllowList: (env.RATE_LIMIT_ALLOW_LIST ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    siteDir: env.SITE_DIR?.trim() ? path.resolve(env.SITE_DIR.trim()) : null,
  };
}
