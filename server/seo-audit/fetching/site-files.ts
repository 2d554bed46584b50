import { AuditError } from "../errors.ts";
import { onSite, parseAuditUrl } from "./audit-url.ts";
import { createDeadline } from "./deadline.ts";
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_ROBOTS_MAX_BYTES,
  DEFAULT_ROBOTS_TIMEOUT_MS,
  type FetchOptions,
} from "./fetch-options.ts";
import { followRedirects, type HopCheck } from "./guarded-request.ts";
import { gunzipped, readBody } from "./read-body.ts";

// The small files a site keeps beside its pages, robots.txt and sitemaps, fetched through the
// same guard as a page. These never throw: a missing or unreachable file is a finding. A body
// over the cap is cut, not refused, and a sitemap stays on the audited site.

export interface RobotsTxt {
  status: "found" | "missing" | "unreachable";
  url: string;
  statusCode?: number;
  body?: string;
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

const SITEMAP_ACCEPT = "application/xml,text/xml,*/*;q=0.5";

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

interface SitemapTarget {
  target: URL;
  /** The audited site, when the sitemap must stay on it. */
  site: URL | undefined;
}

/** A sitemap's address and the audited site's, or null when either is no valid address. */
function sitemapTarget(url: string, site: string | undefined): SitemapTarget | null {
  try {
    return { target: parseAuditUrl(url), site: site === undefined ? undefined : new URL(site) };
  } catch {
    return null;
  }
}

const isOffSite = ({ target, site }: SitemapTarget): boolean => site !== undefined && !onSite(target, site);

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
  const where = sitemapTarget(url, site);
  if (where === null || isOffSite(where)) return undefined;
  const timeoutMs = options.robotsTimeoutMs ?? DEFAULT_ROBOTS_TIMEOUT_MS;
  const file = await fetchFileBytes(where.target, options, SITEMAP_ACCEPT, DEFAULT_MAX_BYTES, timeoutMs, where.site);
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
  const where = sitemapTarget(url, site);
  if (where === null) return { status: "unreachable" };
  if (isOffSite(where)) return { status: "unreachable", offSite: where.target.href };
  return fetchTextFile(
    where.target,
    options,
    SITEMAP_ACCEPT,
    limits.maxBytes,
    limits.timeoutMs ?? options.robotsTimeoutMs ?? DEFAULT_ROBOTS_TIMEOUT_MS,
    where.site,
  );
}
