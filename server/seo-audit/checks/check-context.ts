import * as cheerio from "cheerio";
import type { CheerioAPI } from "cheerio";
import type { AuditCheck, CheckStatus } from "#contracts/seo-audit/audit.ts";
import { STATUS_SCORE } from "#contracts/seo-audit/scoring.ts";

// What every check works with: the fetched page (AuditInput), parsed once into a
// CheckContext, and small text helpers. Checks are pure functions of the context: no
// network, no clock, no randomness, so the same input always gives the same results.

export interface ImageSize {
  url: string;
  /** Size the server states (Content-Length or Content-Range), null when it does not say. */
  bytes: number | null;
  /** HTTP status of the image, null when it could not be asked (time limit, network). */
  status: number | null;
}

/** The page's images as measured by fetching/image-sizes.ts. */
export interface PageImages {
  /** How many distinct images the page has. */
  total: number;
  /** The first of them, with their sizes. */
  measured: ImageSize[];
}

/** A sitemap URL that was asked for and did not answer 200. */
export interface SitemapUrlProblem {
  url: string;
  /** HTTP status, or null when it did not answer. */
  status: number | null;
}

/** The site's sitemap as sitemap/sitemap-check.ts found it. */
export interface SitemapReport {
  /** The sitemap looked at: the first robots.txt Sitemap: line, else /sitemap.xml. */
  url: string;
  source: "robots.txt" | "default";
  /** found: answered 2xx; missing: 4xx; unreachable: 5xx, network error or time limit. */
  status: "found" | "missing" | "unreachable";
  statusCode?: number;
  /** "sitemapindex" or "urlset" (or the wrong root found). */
  root?: string;
  /** Child sitemaps read (of an index). */
  childrenRead: number;
  /** Page URLs listed (in the files read). */
  urlCount: number;
  /** What is wrong with the files: invalid XML, wrong root, other hosts, too many URLs… */
  problems: string[];
  /** How many of the listed URLs were asked for. */
  sampled: number;
  /** Those that did not answer 200. */
  failing: SitemapUrlProblem[];
}

export interface AuditInput {
  /** Final URL of the page (after redirects). */
  url: string;
  html: string;
  /** Response headers, lowercase names. */
  headers: Record<string, string>;
  status: number;
  timing: { responseTimeMs: number };
  robotsTxt: { status: "found" | "missing" | "unreachable"; body?: string };
  /** Decompressed HTML size; defaults to the UTF-8 length of `html`. */
  pageBytes?: number;
  /** ISO time of the fetch: the "now" of unavailable_after robots directives (none when absent). */
  fetchedAt?: string;
  /** Sizes of the page's images; absent when they were not measured. */
  images?: PageImages;
  /** The site's sitemap; absent when it was not checked. */
  sitemap?: SitemapReport;
}

export interface CheckContext {
  input: AuditInput;
  url: URL;
  $: CheerioAPI;
  pageBytes: number;
}

/** What a check finds; runChecks adds its weight, sub-score and Lighthouse audit (seo-audit-scoring.ts). */
export type CheckOutcome = Omit<AuditCheck, "weight" | "metric" | "lighthouse">;

export type CheckFn = (ctx: CheckContext) => CheckOutcome;

/** `$` is the page already parsed, when the caller has it: a big page is parsed once. */
export function createContext(input: AuditInput, $?: CheerioAPI): CheckContext {
  return {
    input,
    url: new URL(input.url),
    $: $ ?? cheerio.load(input.html),
    pageBytes: input.pageBytes ?? new TextEncoder().encode(input.html).length,
  };
}

interface Meta {
  id: string;
  title: string;
}

/**
 * A check's outcome. `score` defaults to what the status earns (passed 1, warning 0.5,
 * critical 0); checks that follow a Lighthouse audit pass its verdict instead (1, 0, or null
 * when the audit does not apply), so a warning where we are stricter than Lighthouse costs nothing.
 */
export function make(
  meta: Meta,
  status: CheckStatus,
  found: string,
  description: string,
  recommendation?: string,
  score: number | null = STATUS_SCORE[status],
): CheckOutcome {
  const check: CheckOutcome = { ...meta, status, found, description, score };
  if (status !== "passed" && recommendation !== undefined) check.recommendation = recommendation;
  return check;
}

// ---------------------------------------------------------------------------------------------
// helpers

export const collapse = (s: string): string => s.replace(/\s+/g, " ").trim();
export const charCount = (s: string): number => [...s].length;
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
export const quote = (s: string, max = 80): string =>
  `"${charCount(s) > max ? `${[...s].slice(0, max - 1).join("")}…` : s}"`;
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

interface HeadMeta {
  name: string;
  content: string;
}

/** <meta> elements of the <head> with their name lower-cased, as Lighthouse's MetaElements gathers them. */
export function headMetas($: CheerioAPI): HeadMeta[] {
  return $("head meta")
    .map((_, el) => ({ name: ($(el).attr("name") ?? "").toLowerCase(), content: $(el).attr("content") ?? "" }))
    .get();
}

export function metaContent($: CheerioAPI, key: string): string | undefined {
  const wanted = key.toLowerCase();
  let value: string | undefined;
  $("meta").each((_, el) => {
    if (value !== undefined) return;
    const name = ($(el).attr("name") ?? $(el).attr("property") ?? "").trim().toLowerCase();
    if (name === wanted) value = $(el).attr("content") ?? "";
  });
  return value;
}

function siteHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, "");
}

export function isSameSite(a: URL, b: URL): boolean {
  return siteHost(a.hostname) === siteHost(b.hostname);
}

export function listSample(items: string[], max = 3): string {
  const shown = items.slice(0, max).join(", ");
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}

interface MinimalNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: MinimalNode[];
}

const SKIP_TEXT = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "canvas"]);

/** Visible text of the body, with a space between elements so "<p>a</p><p>b</p>" gives two words. */
export function visibleText($: CheerioAPI): string {
  const parts: string[] = [];
  const walk = (node: MinimalNode): void => {
    if (node.type === "text") {
      parts.push(node.data ?? "");
      return;
    }
    if ((node.type === "tag" || node.type === "script" || node.type === "style") && node.name !== undefined) {
      if (SKIP_TEXT.has(node.name) || node.attribs?.["hidden"] !== undefined) return;
    }
    for (const child of node.children ?? []) walk(child);
    parts.push(" ");
  };
  const body = $("body")[0] as unknown as MinimalNode | undefined;
  if (body) walk(body);
  return collapse(parts.join(" "));
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
