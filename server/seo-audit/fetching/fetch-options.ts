import type { Resolver } from "./address-guard.ts";

// What every fetch of the audit may be told, and the limits it keeps when it is not: one
// deadline for a page and its redirects (10 s), a size cap on the bytes received and on the
// decompressed HTML (5 MB), at most 5 redirects; robots.txt and sitemaps get 3 s.

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_ROBOTS_TIMEOUT_MS = 3_000;
export const DEFAULT_ROBOTS_MAX_BYTES = 500 * 1024; // Google reads the first 500 KiB.

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
