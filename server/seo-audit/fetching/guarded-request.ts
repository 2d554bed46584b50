import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { AuditError, portNotAllowedMessage } from "../errors.ts";
import { checkHost, normalizeHostname, pinnedLookup, type ResolvedAddress } from "./address-guard.ts";
import { parseAuditUrl } from "./audit-url.ts";
import type { Deadline } from "./deadline.ts";
import type { FetchOptions } from "./fetch-options.ts";
import { errorCode, toAuditError } from "./network-errors.ts";

// One request through the address guard: the host is checked (ports 80 and 443 only, unless
// allow-listed; no private address), the connection is pinned to the addresses checked, and
// redirects are followed with the scheme, port and guard re-applied on every hop. Every network
// failure gets the same answer (see ERR_CONNECTION_FAILED); its cause stays in the error's
// detail, for the log.

const AUDIT_USER_AGENT =
  "Mozilla/5.0 (compatible; CrestlineSEOAudit/1.0; +https://crestline.example/tools/seo-audit-generator)";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

async function guardedAddresses(url: URL, options: FetchOptions, deadline: Deadline): Promise<ResolvedAddress[]> {
  let result;
  try {
    result = await deadline.race(
      checkHost(url.hostname, {
        allowHosts: options.allowHosts,
        port: url.port,
        ...(options.resolve ? { resolve: options.resolve } : {}),
      }),
    );
  } catch (error) {
    throw new AuditError("CONNECTION_FAILED", `${url.hostname}: no DNS answer (${errorCode(error) || "deadline"})`);
  }
  if (!result.ok) {
    switch (result.reason) {
      case "not-allowed":
        throw new AuditError("ADDRESS_NOT_ALLOWED", `${url.hostname} → ${result.detail}`);
      case "port-not-allowed":
        throw new AuditError("PORT_NOT_ALLOWED", `${url.host}`, portNotAllowedMessage(url.port));
      default:
        throw new AuditError("CONNECTION_FAILED", `${url.hostname} → ${result.reason}: ${result.detail}`);
    }
  }
  return result.addresses;
}

interface Response {
  res: IncomingMessage;
  responseTimeMs: number;
}

/** How a request differs from the page's GET: HEAD, or a GET of a byte range. */
export interface RequestShape {
  method?: "GET" | "HEAD";
  range?: string;
}

/** Whether the connection (and its TLS handshake) was made: a deadline before is a network failure. */
interface Progress {
  connected: boolean;
}

function requestOnce(
  url: URL,
  addresses: ResolvedAddress[],
  signal: AbortSignal,
  accept: string,
  shape: RequestShape,
  progress: Progress,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const started = performance.now();
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: normalizeHostname(url.hostname),
        port: url.port === "" ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: shape.method ?? "GET",
        agent: false,
        lookup: pinnedLookup(addresses),
        signal,
        headers: {
          "user-agent": AUDIT_USER_AGENT,
          accept,
          "accept-encoding": "gzip, deflate, br",
          "accept-language": "en",
          ...(shape.range ? { range: shape.range } : {}),
        },
      },
      (res) => resolve({ res, responseTimeMs: Math.round(performance.now() - started) }),
    );
    req.once("socket", (socket) => {
      socket.once(url.protocol === "https:" ? "secureConnect" : "connect", () => {
        progress.connected = true;
      });
    });
    req.on("error", reject);
    req.end();
  });
}

export function flattenHeaders(res: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

/** Checks the host, then sends one request to it. Throws AuditError. */
export async function guardedRequest(
  url: URL,
  options: FetchOptions,
  deadline: Deadline,
  accept: string,
  shape: RequestShape,
): Promise<Response> {
  const addresses = await guardedAddresses(url, options, deadline);
  const progress: Progress = { connected: false };
  try {
    return await deadline.race(requestOnce(url, addresses, deadline.signal, accept, shape, progress));
  } catch (error) {
    const failure = toAuditError(error, deadline.signal);
    if (failure.code === "TIMEOUT" && !progress.connected) {
      throw new AuditError("CONNECTION_FAILED", `${url.host}: no connection before the deadline`);
    }
    throw failure;
  }
}

interface FinalResponse {
  url: URL;
  chain: string[];
  res: IncomingMessage;
  responseTimeMs: number;
}

/** A URL a fetch may not leave (a sitemap stays on the audited site), as the error to throw. */
export type HopCheck = (url: URL) => AuditError | null;

/** Follows redirects with the scheme and the guard (and `hopCheck`) re-applied on every hop. */
export async function followRedirects(
  start: URL,
  options: FetchOptions,
  deadline: Deadline,
  maxRedirects: number,
  accept: string,
  shape: RequestShape = {},
  hopCheck?: HopCheck,
): Promise<FinalResponse> {
  let url = start;
  const chain = [url.href];
  for (let redirects = 0; ; redirects++) {
    const refused = hopCheck?.(url);
    if (refused) throw refused;
    const response = await guardedRequest(url, options, deadline, accept, shape);
    const { res } = response;
    const location = res.headers.location;
    if (!REDIRECT_STATUSES.has(res.statusCode ?? 0) || location === undefined || location.trim() === "") {
      return { url, chain, res, responseTimeMs: response.responseTimeMs };
    }
    res.destroy();
    if (redirects >= maxRedirects) {
      throw new AuditError("TOO_MANY_REDIRECTS", `more than ${maxRedirects} redirects from ${start.href}`);
    }
    let next: string;
    try {
      next = new URL(location.trim(), url).href;
    } catch {
      throw new AuditError("INVALID_URL", `bad Location ${location}`, "The website redirected to an invalid address.");
    }
    url = parseAuditUrl(next);
    chain.push(url.href);
  }
}
