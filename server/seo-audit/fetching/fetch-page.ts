import { AuditError } from "../errors.ts";
import { parseAuditUrl } from "./audit-url.ts";
import { createDeadline } from "./deadline.ts";
import { decodeHtml, looksLikeHtml, mimeType } from "./decode-html.ts";
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_REDIRECTS, DEFAULT_TIMEOUT_MS, type FetchOptions } from "./fetch-options.ts";
import { followRedirects, flattenHeaders } from "./guarded-request.ts";
import { toAuditError } from "./network-errors.ts";
import { type Body, readBody } from "./read-body.ts";
import { fetchRobotsTxt, type RobotsTxt } from "./site-files.ts";

// Fetches the page to audit: http/https only, ports 80 and 443 only (but allow-listed hosts),
// one deadline for the whole chain (10 s), a size cap on both the bytes received and the
// decompressed HTML (5 MB), at most 5 redirects with the scheme, port and address guard
// re-applied on every hop, and each connection pinned to the addresses the guard checked
// (guarded-request.ts). Then fetches /robots.txt of the final origin the same way
// (site-files.ts).

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

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
