import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import zlib from "node:zlib";
import { urlProblem, MSG_URL_SCHEME, MSG_URL_CREDENTIALS } from "#contracts/seo-audit/audit.ts";
import { checkHost, normalizeHostname, pinnedLookup, type ResolvedAddress, type Resolver } from "./address-guard.ts";
import { AuditError, portNotAllowedMessage } from "../errors.ts";

// Fetches the page to audit: http/https only, ports 80 and 443 only (but allow-listed hosts),
// one deadline for the whole chain (10 s), a size cap on both the bytes received and the
// decompressed HTML (5 MB), at most 5 redirects with the scheme, port and address guard
// re-applied on every hop, and each connection pinned to the addresses the guard checked. Then
// fetches /robots.txt of the final origin the same way. Every network failure gets the same
// answer (see ERR_CONNECTION_FAILED); its cause stays in the error's detail, for the log.

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const DEFAULT_ROBOTS_TIMEOUT_MS = 3_000;
const DEFAULT_ROBOTS_MAX_BYTES = 500 * 1024; // Google reads the first 500 KiB.
const AUDIT_USER_AGENT =
  "Mozilla/5.0 (compatible; CrestlineSEOAudit/1.0; +https://crestline.example/tools/seo-audit-generator)";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

export interface FetchOptions {
  /** Hostnames that may be fetched even when they resolve to private addresses (tests). */
  allowHosts: readonly string[];
  /** Deadline for the page, all redirects and the body together. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  robotsTimeoutMs?: number;
  robotsMaxBytes?: number;
  /** Skip /robots.txt (unit tests of the fetcher alone). */
  fetchRobots?: boolean;
  /** DNS resolver; defaults to dns.lookup with all: true. */
  resolve?: Resolver;
}

export interface RobotsTxt {
  status: "found" | "missing" | "unreachable";
  url: string;
  statusCode?: number;
  body?: string;
}

export interface FetchedPage {
  requestedUrl: string;
  finalUrl: string;
  /** Every URL requested, the first one first, finalUrl last. */
  redirectChain: string[];
  status: number;
  /** Response headers of the final page, lowercase names, repeated values joined with ", ". */
  headers: Record<string, string>;
  html: string;
  /** Decompressed size of the HTML in bytes. */
  pageBytes: number;
  /** Bytes received on the wire for the body. */
  transferBytes: number;
  /** Content-Encoding used (gzip, br, deflate) or null. */
  compression: string | null;
  /** From sending the final request to its response headers, in ms. */
  responseTimeMs: number;
  /** Whole fetch of the page (redirects and body), in ms. */
  totalTimeMs: number;
  fetchedAt: string;
  robotsTxt: RobotsTxt;
}

/** Parses and validates an absolute http(s) URL, or throws the matching AuditError. */
export function parseAuditUrl(text: string): URL {
  const problem = urlProblem(text);
  if (problem === MSG_URL_SCHEME) throw new AuditError("UNSUPPORTED_SCHEME", text);
  if (problem === MSG_URL_CREDENTIALS) throw new AuditError("INVALID_URL", "credentials", MSG_URL_CREDENTIALS);
  if (problem !== null) throw new AuditError("INVALID_URL", text);
  const url = new URL(text);
  url.hash = "";
  return url;
}

interface Deadline {
  signal: AbortSignal;
  /** Rejects with the TIMEOUT error when the deadline passes. */
  race<T>(promise: Promise<T>): Promise<T>;
  dispose(): void;
}

function createDeadline(ms: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new AuditError("TIMEOUT", `${ms} ms`)), ms);
  return {
    signal: controller.signal,
    race<T>(promise: Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (controller.signal.aborted) {
          reject(controller.signal.reason);
          return;
        }
        const onAbort = (): void => reject(controller.signal.reason);
        controller.signal.addEventListener("abort", onAbort, { once: true });
        promise.then(
          (v) => {
            controller.signal.removeEventListener("abort", onAbort);
            resolve(v);
          },
          (e: unknown) => {
            controller.signal.removeEventListener("abort", onAbort);
            reject(e);
          },
        );
      });
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}

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

function errorCode(error: unknown): string {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === "string") return code;
  }
  return "";
}

/** Turns a network error into an AuditError (the deadline's own error passes through). */
function toAuditError(error: unknown, signal: AbortSignal): AuditError {
  if (error instanceof AuditError) return error;
  if (signal.aborted && signal.reason instanceof AuditError) return signal.reason;
  const code = errorCode(error);
  const detail = `${code} ${error instanceof Error ? error.message : String(error)}`.trim();
  return new AuditError("CONNECTION_FAILED", detail);
}

interface Response {
  res: IncomingMessage;
  responseTimeMs: number;
}

/** How a request differs from the page's GET: HEAD, or a GET of a byte range. */
interface RequestShape {
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

function flattenHeaders(res: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

function decompressorFor(encoding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null | "unsupported" {
  switch (encoding) {
    case "":
    case "identity":
      return null;
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case "deflate":
      return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case "br":
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    default:
      return "unsupported";
  }
}

interface Body {
  bytes: Buffer;
  transferBytes: number;
  truncated: boolean;
}

/**
 * Reads a response body through the decompressor, counting bytes on the wire and after
 * decompression. Over maxBytes: with `truncate`, keeps the first maxBytes and stops; otherwise
 * destroys the connection at once and fails with TOO_LARGE. Nothing beyond the cap is buffered.
 */
function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal, truncate: boolean): Promise<Body> {
  const encoding = (res.headers["content-encoding"] ?? "").trim().toLowerCase();
  const decompressor = decompressorFor(encoding);
  if (decompressor === "unsupported") {
    res.destroy();
    return Promise.reject(new AuditError("BAD_ENCODING", `content-encoding ${encoding}`));
  }
  return new Promise<Body>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let transferBytes = 0;
    let decodedBytes = 0;
    let settled = false;

    const cleanup = (): void => {
      signal.removeEventListener("abort", onAbort);
      res.destroy();
      decompressor?.destroy();
    };
    const fail = (error: AuditError): void => {
      if (settled) return;
      settled = true;
      cleanup();
      reject(error);
    };
    const finish = (truncated: boolean): void => {
      if (settled) return;
      settled = true;
      cleanup();
      resolve({ bytes: Buffer.concat(chunks), transferBytes, truncated });
    };
    const onAbort = (): void =>
      fail(signal.reason instanceof AuditError ? signal.reason : new AuditError("TIMEOUT", "aborted"));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener("abort", onAbort, { once: true });

    const onDecoded = (chunk: Buffer): void => {
      if (settled) return;
      const room = maxBytes - decodedBytes;
      if (chunk.length > room) {
        if (truncate) {
          chunks.push(chunk.subarray(0, room));
          decodedBytes = maxBytes;
          finish(true);
        } else {
          fail(new AuditError("TOO_LARGE", `over ${maxBytes} bytes after decompression`));
        }
        return;
      }
      decodedBytes += chunk.length;
      chunks.push(chunk);
    };

    res.on("data", (chunk: Buffer) => {
      if (settled) return;
      transferBytes += chunk.length;
      if (transferBytes > maxBytes && !truncate) {
        fail(new AuditError("TOO_LARGE", `over ${maxBytes} bytes received`));
        return;
      }
      if (decompressor) decompressor.write(chunk);
      else onDecoded(chunk);
    });
    res.on("error", (e) => fail(toAuditError(e, signal)));
    res.on("aborted", () => fail(new AuditError("CONNECTION_FAILED", "response aborted")));

    if (decompressor) {
      decompressor.on("data", onDecoded);
      decompressor.on("error", (e) => fail(new AuditError("BAD_ENCODING", e.message)));
      decompressor.on("end", () => finish(false));
      res.on("end", () => decompressor.end());
    } else {
      res.on("end", () => finish(false));
    }
  });
}

function mimeType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function looksLikeHtml(bytes: Buffer): boolean {
  const start = bytes
    .subarray(0, 1024)
    .toString("latin1")
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
    .trimStart()
    .toLowerCase();
  return /^(<!doctype html|<html|<head|<!--)/.test(start) || /<(head|body|title)[\s>]/.test(start);
}

/** The charset from Content-Type, a BOM or a <meta> in the first 1024 bytes; utf-8 otherwise. */
export function decodeHtml(bytes: Buffer, contentType: string | undefined): string {
  let label = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? "")?.[1];
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) label = "utf-8";
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) label = "utf-16le";
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = "utf-16be";
  if (label === undefined) {
    const head = bytes.subarray(0, 1024).toString("latin1");
    label =
      /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ??
      /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head)?.[1];
  }
  try {
    return new TextDecoder(label ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/** Checks the host, then sends one request to it. Throws AuditError. */
async function guardedRequest(
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
type HopCheck = (url: URL) => AuditError | null;

/** Follows redirects with the scheme and the guard (and `hopCheck`) re-applied on every hop. */
async function followRedirects(
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

/**
 * A file that is itself gzip-compressed (sitemap.xml.gz, which the sitemaps protocol allows),
 * unpacked to at most maxBytes; any other file as it is. Unpacked by a zlib stream, off the
 * event loop: gunzipSync of a bomb held the loop for the whole 10 MB.
 */
function gunzipped(
  bytes: Buffer,
  truncated: boolean,
  maxBytes: number,
): Promise<{ bytes: Buffer; truncated: boolean }> {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return Promise.resolve({ bytes, truncated });
  return new Promise((resolve) => {
    const gunzip = zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    const chunks: Buffer[] = [];
    let length = 0;
    let done = false;
    const finish = (result: { bytes: Buffer; truncated: boolean }): void => {
      if (done) return;
      done = true;
      gunzip.destroy();
      resolve(result);
    };
    gunzip.on("data", (chunk: Buffer) => {
      const room = maxBytes - length;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      length += Math.min(chunk.length, room);
      if (length >= maxBytes) finish({ bytes: Buffer.concat(chunks), truncated: true });
    });
    gunzip.on("end", () => finish({ bytes: Buffer.concat(chunks), truncated }));
    // not really gzip: read as it is
    gunzip.on("error", () =>
      finish(length > 0 ? { bytes: Buffer.concat(chunks), truncated: true } : { bytes, truncated }),
    );
    gunzip.end(bytes);
  });
}

export interface TextFile {
  status: "found" | "missing" | "unreachable";
  statusCode?: number;
  body?: string;
  /** True when the body was cut at the size cap. */
  truncated?: boolean;
  /** Not fetched, or not followed, because this URL is not on the audited site. */
  offSite?: string;
}

const WEB_PORTS = new Set(["", "80", "443"]);

/**
 * Whether `url` is on the audited site: the same host name, on the web's ports (http and https
 * alike) or on the site's own port (an allow-listed test server). What a site's files name
 * elsewhere is reported but never fetched, so a hostile site cannot point the audit at others.
 */
export function onSite(url: URL, site: URL): boolean {
  if (normalizeHostname(url.hostname) !== normalizeHostname(site.hostname)) return false;
  return url.port === site.port || (WEB_PORTS.has(url.port) && WEB_PORTS.has(site.port));
}

/** Fetches a small text file (robots.txt, sitemap.xml) through the guard. Never throws. */
async function fetchTextFile(
  url: URL,
  options: FetchOptions,
  accept: string,
  maxBytes: number,
  timeoutMs = options.robotsTimeoutMs ?? DEFAULT_ROBOTS_TIMEOUT_MS,
  site?: URL,
): Promise<TextFile> {
  const { bytes, ...file } = await fetchFileBytes(url, options, accept, maxBytes, timeoutMs, site);
  return bytes === undefined ? file : { ...file, body: new TextDecoder("utf-8").decode(bytes) };
}

type FileBytes = Omit<TextFile, "body"> & { bytes?: Buffer };

/** A small file's bytes, unpacked when gzip-compressed, through the guard. Never throws. */
async function fetchFileBytes(
  url: URL,
  options: FetchOptions,
  accept: string,
  maxBytes: number,
  timeoutMs: number,
  site?: URL,
): Promise<FileBytes> {
  let offSite: string | undefined;
  const hopCheck: HopCheck | undefined =
    site === undefined
      ? undefined
      : (hop) => {
          if (onSite(hop, site)) return null;
          offSite = hop.href;
          return new AuditError("ADDRESS_NOT_ALLOWED", `${hop.href} is not on ${site.host}`);
        };
  const deadline = createDeadline(timeoutMs);
  try {
    const final = await followRedirects(url, options, deadline, DEFAULT_MAX_REDIRECTS, accept, {}, hopCheck);
    const statusCode = final.res.statusCode ?? 0;
    if (statusCode >= 400 && statusCode < 500) {
      final.res.destroy();
      return { status: "missing", statusCode };
    }
    if (statusCode < 200 || statusCode >= 300) {
      final.res.destroy();
      return { status: "unreachable", statusCode };
    }
    const body = await deadline.race(readBody(final.res, maxBytes, deadline.signal, true));
    const { bytes, truncated } = await deadline.race(gunzipped(body.bytes, body.truncated, maxBytes));
    return { status: "found", statusCode, bytes, ...(truncated ? { truncated: true } : {}) };
  } catch {
    return { status: "unreachable", ...(offSite === undefined ? {} : { offSite }) };
  } finally {
    deadline.dispose();
  }
}

export interface ResourceHeaders {
  status: number;
  /** Response headers, lowercase names. */
  headers: Record<string, string>;
}

/**
 * Asks for a resource's headers without reading its body (HEAD, or a GET of a byte range whose
 * connection is closed at once), through the guard, following redirects unless told not to. Throws AuditError.
 */
export async function fetchResourceHeaders(
  url: string,
  options: FetchOptions,
  shape: RequestShape & { timeoutMs: number; accept: string; followRedirects?: boolean },
): Promise<ResourceHeaders> {
  const deadline = createDeadline(shape.timeoutMs);
  try {
    const start = parseAuditUrl(url);
    if (shape.followRedirects === false) {
      const { res } = await guardedRequest(start, options, deadline, shape.accept, shape);
      res.destroy();
      return { status: res.statusCode ?? 0, headers: flattenHeaders(res) };
    }
    const final = await followRedirects(start, options, deadline, DEFAULT_MAX_REDIRECTS, shape.accept, shape);
    final.res.destroy();
    return { status: final.res.statusCode ?? 0, headers: flattenHeaders(final.res) };
  } catch (error) {
    throw toAuditError(error, deadline.signal);
  } finally {
    deadline.dispose();
  }
}

/** Fetches /robots.txt of an origin. Never throws: a missing or unreachable file is a finding. */
export async function fetchRobotsTxt(pageUrl: string, options: FetchOptions): Promise<RobotsTxt> {
  const robotsUrl = new URL("/robots.txt", pageUrl);
  const file = await fetchTextFile(
    robotsUrl,
    options,
    "text/plain,*/*;q=0.5",
    options.robotsMaxBytes ?? DEFAULT_ROBOTS_MAX_BYTES,
  );
  return { ...file, url: robotsUrl.href };
}

/**
 * Fetches a sitemap (at most 5 MB); the body only when it answered 2xx. Never throws. With
 * `site` (the audited page's URL), a sitemap elsewhere, or redirecting elsewhere, is not read.
 */
export async function fetchSitemap(url: string, options: FetchOptions, site?: string): Promise<string | undefined> {
  const bytes = await fetchSitemapBytes(url, options, site);
  return bytes === undefined ? undefined : new TextDecoder("utf-8").decode(bytes);
}

/** fetchSitemap's body as bytes, for a worker to decode (a 5 MB string stays off the event loop). */
export async function fetchSitemapBytes(
  url: string,
  options: FetchOptions,
  site?: string,
): Promise<Buffer | undefined> {
  let target: URL;
  let siteUrl: URL | undefined;
  try {
    target = parseAuditUrl(url);
    siteUrl = site === undefined ? undefined : new URL(site);
  } catch {
    return undefined;
  }
  if (siteUrl !== undefined && !onSite(target, siteUrl)) return undefined;
  const accept = "application/xml,text/xml,*/*;q=0.5";
  const timeoutMs = options.robotsTimeoutMs ?? DEFAULT_ROBOTS_TIMEOUT_MS;
  const file = await fetchFileBytes(target, options, accept, DEFAULT_MAX_BYTES, timeoutMs, siteUrl);
  return file.status === "found" ? file.bytes : undefined;
}

/**
 * Fetches a sitemap for its check: up to `maxBytes`, with the answer's status. Never throws.
 * With `site` (the audited page's URL), a sitemap elsewhere, or redirecting elsewhere, is not
 * read (offSite says where it went).
 */
export async function fetchSitemapFile(
  url: string,
  options: FetchOptions,
  limits: { maxBytes: number; timeoutMs?: number },
  site?: string,
): Promise<TextFile> {
  let target: URL;
  let siteUrl: URL | undefined;
  try {
    target = parseAuditUrl(url);
    siteUrl = site === undefined ? undefined : new URL(site);
  } catch {
    return { status: "unreachable" };
  }
  if (siteUrl !== undefined && !onSite(target, siteUrl)) return { status: "unreachable", offSite: target.href };
  return fetchTextFile(
    target,
    options,
    "application/xml,text/xml,*/*;q=0.5",
    limits.maxBytes,
    limits.timeoutMs ?? options.robotsTimeoutMs ?? DEFAULT_ROBOTS_TIMEOUT_MS,
    siteUrl,
  );
}

/** A fetched page with its body still bytes: what crosses to an analysis worker, which decodes it. */
export type FetchedPageBody = Omit<FetchedPage, "html"> & { body: Uint8Array };

/** The page of a fetched body: its text decoded with the charset the page declares. */
export function pageFromBody({ body, ...page }: FetchedPageBody): FetchedPage {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return { ...page, html: decodeHtml(bytes, page.headers["content-type"]) };
}

/** Fetches a page for the audit, or throws an AuditError. */
export async function fetchPage(inputUrl: string, options: FetchOptions): Promise<FetchedPage> {
  return pageFromBody(await fetchPageBody(inputUrl, options));
}

/**
 * Fetches a page, leaving its body as bytes: decoding a 5 MB page into a string, and copying
 * that string to a worker, would hold the event loop and load its heap.
 */
export async function fetchPageBody(inputUrl: string, options: FetchOptions): Promise<FetchedPageBody> {
  const start = parseAuditUrl(inputUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const fetchedAt = new Date().toISOString();
  const began = performance.now();
  const deadline = createDeadline(timeoutMs);
  let page: Omit<FetchedPageBody, "robotsTxt">;
  try {
    const final = await followRedirects(
      start,
      options,
      deadline,
      options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
      "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
    );
    const { res } = final;
    const status = res.statusCode ?? 0;
    const headers = flattenHeaders(res);
    const mime = mimeType(headers["content-type"]);
    const notHtml = (): AuditError =>
      new AuditError(
        "NOT_HTML",
        `content-type ${headers["content-type"] ?? "(none)"}, status ${status}`,
        status >= 200 && status < 300
          ? undefined
          : `The website answered with HTTP ${status} and no HTML page, so there is nothing to audit.`,
      );
    if (mime !== "" && !HTML_TYPES.has(mime)) {
      res.destroy();
      throw notHtml();
    }
    const declared = Number(headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes) {
      res.destroy();
      throw new AuditError("TOO_LARGE", `content-length ${declared}`);
    }
    let body: Body;
    try {
      body = await deadline.race(readBody(res, maxBytes, deadline.signal, false));
    } catch (error) {
      res.destroy();
      throw toAuditError(error, deadline.signal);
    }
    if (mime === "" && !looksLikeHtml(body.bytes)) throw notHtml();
    const encoding = (headers["content-encoding"] ?? "").trim().toLowerCase();
    page = {
      requestedUrl: start.href,
      finalUrl: final.url.href,
      redirectChain: final.chain,
      status,
      headers,
      body: body.bytes,
      pageBytes: body.bytes.length,
      transferBytes: body.transferBytes,
      compression: encoding === "" || encoding === "identity" ? null : encoding,
      responseTimeMs: final.responseTimeMs,
      totalTimeMs: Math.round(performance.now() - began),
      fetchedAt,
    };
  } catch (error) {
    throw toAuditError(error, deadline.signal);
  } finally {
    deadline.dispose();
  }
  const robotsTxt: RobotsTxt =
    options.fetchRobots === false
      ? { status: "unreachable", url: new URL("/robots.txt", page.finalUrl).href }
      : await fetchRobotsTxt(page.finalUrl, options);
  return { ...page, robotsTxt };
}
