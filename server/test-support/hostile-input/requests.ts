import fc from "fast-check";
import { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import zlib from "node:zlib";
import { anyJson, headerValue, hostileBody, hostileText, type Payload } from "./payloads.ts";

// Generators of the other parts of a hostile request (content types, headers, query strings, path
// ids, methods, addresses) and the checks every answer must pass.

export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "application/json; charset=UTF-16",
      'application/json; charset="bogus"',
      "APPLICATION/JSON",
      "application/json ; q=1",
      "application/json, text/plain",
      "application/jsonx",
      "application/vnd.api+json",
      "application/ld+json",
      "text/json",
      "text/plain",
      "text/plain; charset=utf-8",
      "text/html",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=----hostile",
      "multipart/form-data",
      "application/xml",
      "application/msword",
      "application/octet-stream",
      "*/*",
      "",
      ";",
      "application/",
      "json",
    ),
  },
  { weight: 2, arbitrary: headerValue },
  { weight: 2, arbitrary: fc.constant(undefined) },
);

const HEADER_NAMES = [
  "accept",
  "accept-encoding",
  "accept-language",
  "user-agent",
  "referer",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "x-http-method-override",
  "authorization",
  "range",
  "if-none-match",
  "if-modified-since",
  "content-encoding",
  "expect",
  "forwarded",
] as const;

/** Extra request headers with random values (never those that frame the body or the origin). */
export const randomHeaders: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.oneof(fc.constantFrom(...HEADER_NAMES), fc.stringMatching(/^x-[a-z0-9-]{1,12}$/)),
  fc.oneof(
    headerValue,
    fc.constantFrom("gzip, br", "br;q=abc", "gzip;q=0, *;q=1", "identity;q=0", "deflate", "*", "compress, x-gzip"),
  ),
  { maxKeys: 4 },
);

const queryKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("type", "q", "cursor", "limit", "format") },
  { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "toString", "q[]", "type[0]", "limit[$gt]") },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

const queryValue = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "all",
      "contact",
      "quote",
      "application",
      "Contact",
      "json",
      "csv",
      "xml",
      "CSV",
      "0",
      "-1",
      "1",
      "200",
      "201",
      "1e2",
      "2.5",
      "NaN",
      "Infinity",
      "0x10",
      " 5 ",
      "",
      "9007199254740993",
    ),
  },
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  // Cursors: base64url of any JSON, and well-formed ones carrying junk.
  { weight: 2, arbitrary: anyJson.map((value) => Buffer.from(JSON.stringify(value) ?? "").toString("base64url")) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.oneof(hostileText, fc.constant("2026-11-22T10:00:00.000Z")),
        fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, 2 ** 53 - 1, -(2 ** 53) + 1, 0)),
      )
      .map((cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url")),
  },
);

/** A query string ("" or "?a=b&…"), usually percent-encoded, sometimes raw. */
export const queryString: fc.Arbitrary<string> = fc
  .tuple(fc.array(fc.tuple(queryKey, queryValue), { maxLength: 5 }), fc.boolean())
  .map(([pairs, raw]) => {
    if (pairs.length === 0) return "";
    const encode = raw ? (s: string) => s.replace(/[#\s]/g, encodeURIComponent) : encodeURIComponent;
    return `?${pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join("&")}`;
  });

/** A path segment standing where an id belongs. */
export const pathId: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -3, max: 60 }).map(String) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "",
      "-0",
      "00",
      "01",
      "1.0",
      "1.5",
      "1e3",
      "1e309",
      "0x10",
      "0b1",
      "0o7",
      "%201",
      "1%20",
      "+1",
      "Infinity",
      "-Infinity",
      "NaN",
      "null",
      "true",
      "%5B%5D",
      "2147483647",
      "2147483648",
      "4294967296",
      "9007199254740991",
      "9007199254740992",
      "99999999999999999999",
      "1%3BDROP%20TABLE%20submissions",
      "1%20OR%201%3D1",
      "1'--",
      "..",
      "%2e%2e",
      "..%2f..%2fstats",
      "%00",
      "%",
      "%zz",
      "%E9",
      "%D9%A3",
      "%EF%BC%91",
      "%F0%9D%9F%8F",
    ),
  },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
  // Past a 32-bit integer column, within JavaScript's safe integers.
  { weight: 1, arbitrary: fc.integer({ min: 2 ** 31 - 2, max: Number.MAX_SAFE_INTEGER }).map(String) },
  { weight: 2, arbitrary: hostileText.map(encodeURIComponent) },
);

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
export const anyMethod = fc.constantFrom<Method>("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS");

/** Where a request comes from: mostly fresh addresses, sometimes one of two busy ones (429s). */
export const remoteAddress = fc.oneof(
  { weight: 8, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6() },
  { weight: 2, arbitrary: fc.constantFrom("198.51.100.23", "2001:db8::23") },
);

export interface HostileRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: Payload;
  remoteAddress?: string;
}

export function withBody(
  headers: Record<string, string>,
  type: string | undefined,
  payload: Payload,
): Pick<HostileRequest, "headers" | "payload"> {
  return { headers: type === undefined ? headers : { ...headers, "content-type": type }, payload };
}

/** Junk headers, sent from any address: what a request carries whatever its route. */
export const anySender = { headers: randomHeaders, address: remoteAddress };
/** The same with a junk query string. */
export const anyEnvelope = { ...anySender, query: queryString };

/** A generated envelope: the query may be left out (none). */
export interface Envelope {
  headers: Record<string, string>;
  query?: string;
  address: string;
}

/**
 * The request as sent: `method` to `path` plus the envelope's query (after "&" when the path
 * has a query of its own), its headers with the body's content type, from its address.
 */
export function enveloped(
  method: Method,
  path: string,
  envelope: Envelope,
  type: string | undefined,
  payload: Payload,
): HostileRequest {
  const query = envelope.query ?? "";
  const url = query && path.includes("?") ? `${path}&${query.slice(1)}` : `${path}${query}`;
  return { method, url, ...withBody(envelope.headers, type, payload), remoteAddress: envelope.address };
}

/**
 * A route's request body: mostly its own (`own`, `weight` to 1 and 1), else any payload under
 * any content type, else none, so the route meets both its own input and junk.
 */
export function mostlyOwnBody<T>(own: fc.Arbitrary<T>, weight: number) {
  return fc.oneof(
    { weight, arbitrary: own },
    { weight: 1, arbitrary: fc.tuple(contentType, hostileBody) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

/** Counts requests per address and tallies answers, for the rate-limit oracle and the summary. */
export class RequestLog {
  private readonly byAddress = new Map<string, number>();
  readonly tally = new Map<string, Map<number, number>>();

  /** How many requests this address has sent before (over the whole file, every route). */
  sentFrom(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }

  /** The request sent last (the one in flight, when they go one at a time). */
  inFlight: SentRequest = { endpoint: "set-up", request: { method: "GET", url: "/", headers: {} } };

  private serverErrorCount = 0;

  async send(app: FastifyInstance, endpoint: string, request: HostileRequest): Promise<LightMyRequestResponse> {
    // Over HTTP each request arrives as I/O of its own; app.inject with SQLite's synchronous
    // driver would otherwise run one request after another in a single chain of promises,
    // and the event-loop watch would charge them all to whichever was last.
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.inFlight = { endpoint, request };
    const address = request.remoteAddress ?? "127.0.0.1";
    this.byAddress.set(address, this.sentFrom(address) + 1);
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
      remoteAddress: address,
    });
    const statuses = this.tally.get(endpoint) ?? new Map<number, number>();
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    this.tally.set(endpoint, statuses);
    if (response.statusCode >= 500) this.serverErrorCount += 1;
    return response;
  }

  total(): number {
    let sum = 0;
    for (const statuses of this.tally.values()) for (const count of statuses.values()) sum += count;
    return sum;
  }

  /** Answers with a 5xx status, whether or not the property that sent them looked. */
  serverErrors(): number {
    return this.serverErrorCount;
  }

  summary(): string {
    return [...this.tally]
      .map(([endpoint, statuses]) => {
        const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
        return `  ${endpoint}: ${counts.join(" ")}`;
      })
      .join("\n");
  }
}

/** A request as the log sent it, under its endpoint's name. */
export interface SentRequest {
  endpoint: string;
  request: HostileRequest;
}

/** A request in a line: method, path, body size. */
export function describeSent({ endpoint, request }: SentRequest): string {
  const payload = request.payload;
  const bytes = payload === undefined ? 0 : Buffer.byteLength(payload);
  return `${endpoint}: ${request.method} ${request.url.slice(0, 100)} (${bytes} bytes)`;
}

/** The answer's body as text, decompressed when the client asked for compression. */
export function bodyText(response: LightMyRequestResponse): string {
  const encoding = String(response.headers["content-encoding"] ?? "").toLowerCase();
  if (encoding === "br") return zlib.brotliDecompressSync(response.rawPayload).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(response.rawPayload).toString("utf8");
  if (encoding === "deflate") return zlib.inflateSync(response.rawPayload).toString("utf8");
  return response.body;
}

function describeRequest(request: HostileRequest): string {
  const payload = request.payload;
  const preview =
    payload === undefined
      ? "(none)"
      : Buffer.isBuffer(payload)
        ? `<${payload.length} bytes>`
        : JSON.stringify(payload.length > 300 ? `${payload.slice(0, 300)}…(${payload.length} chars)` : payload);
  return `${request.method} ${request.url} from ${request.remoteAddress ?? "127.0.0.1"} headers=${JSON.stringify(request.headers)} body=${preview}`;
}

/**
 * The properties every answer must have: never 5xx, and every 4xx is JSON with a non-empty
 * string `error`. Returns the parsed body of a JSON answer (undefined otherwise).
 */
export function checkAnswer(request: HostileRequest, response: LightMyRequestResponse): unknown {
  const status = response.statusCode;
  const where = () => `${describeRequest(request)}\n  → ${status} ${response.body.slice(0, 300)}`;
  if (status >= 500) throw new Error(`5xx answer: ${where()}`);
  const type = String(response.headers["content-type"] ?? "");
  const isJson = /^application\/json\b/.test(type);
  if (status >= 400 && request.method !== "HEAD") {
    if (!isJson) throw new Error(`4xx answer is not JSON (${type}): ${where()}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(bodyText(response));
    } catch {
      throw new Error(`4xx answer is not valid JSON: ${where()}`);
    }
    const error = (parsed as { error?: unknown } | null)?.error;
    if (typeof error !== "string" || error.trim() === "") {
      throw new Error(`4xx answer has no string "error": ${where()}`);
    }
    return parsed;
  }
  if (isJson && request.method !== "HEAD" && response.rawPayload.length > 0) {
    try {
      return JSON.parse(bodyText(response));
    } catch {
      throw new Error(`JSON answer does not parse: ${where()}`);
    }
  }
  return undefined;
}
