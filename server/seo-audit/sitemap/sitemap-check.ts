import type { SitemapReport, SitemapUrlProblem } from "../checks/check-context.ts";
import { onSite } from "../fetching/audit-url.ts";
import type { FetchOptions } from "../fetching/fetch-options.ts";
import { fetchResourceHeaders } from "../fetching/resource-headers.ts";
import { fetchSitemapFile, type RobotsTxt, type TextFile } from "../fetching/site-files.ts";
import type { Limiter } from "../fetching/limited.ts";
import { parseRobotsTxt } from "../fetching/robots-txt.ts";
import { parseSitemapXml } from "./sitemap-xml.ts";

// Finds the site's sitemap (robots.txt Sitemap: lines, else /sitemap.xml), reads it and, for an
// index, its first child sitemaps, reports what search engines would reject, and asks a sample
// of its URLs whether they answer 200. Every request goes through the guarded fetch and the
// audit's limiter (2 at a time), within the audit's time budget.
//
// Only files of the audited site are fetched (same host name, see onSite): a Sitemap: line, a
// child sitemap or a redirect to another host is reported, never followed, so a hostile site
// cannot turn one audit into requests to someone else's server. The URLs asked for are those of
// the files read, on their own host, so they stay on the site too.

/** The sitemaps protocol's limit of URLs per file. */
const SITEMAP_MAX_URLS = 50_000;
/** Child sitemaps of an index that are read. */
const SITEMAP_CHILDREN_READ = 3;
/** Listed URLs asked for. */
export const SITEMAP_SAMPLE = 20;
const SITEMAP_MAX_BYTES = 10 * 1024 * 1024;
const FILE_TIMEOUT_MS = 4_000;
const URL_TIMEOUT_MS = 3_000;

/** The absolute Sitemap: lines of robots.txt, those of the audited site apart. */
export function robotsSitemaps(pageUrl: string, robotsTxt: RobotsTxt): { onSite: string[]; offSite: string[] } {
  const listed = robotsTxt.status === "found" && robotsTxt.body ? parseRobotsTxt(robotsTxt.body).sitemaps : [];
  const site = new URL(pageUrl);
  const found = { onSite: [] as string[], offSite: [] as string[] };
  for (const entry of listed) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      continue; // not an absolute URL: search engines skip it too
    }
    (onSite(url, site) ? found.onSite : found.offSite).push(url.href);
  }
  return found;
}

/**
 * The sitemap to check: the first robots.txt Sitemap: line of the audited site, else the first
 * line elsewhere (reported, not read), else /sitemap.xml of the page's origin.
 */
export function locateSitemap(pageUrl: string, robotsTxt: RobotsTxt): Pick<SitemapReport, "url" | "source"> {
  const { onSite: here, offSite } = robotsSitemaps(pageUrl, robotsTxt);
  const listed = here[0] ?? offSite[0];
  if (listed !== undefined) return { url: listed, source: "robots.txt" };
  return { url: new URL("/sitemap.xml", pageUrl).href, source: "default" };
}

/** Why a sitemap (`what`, its URL) was not read: it is, or redirects, off the audited site. */
function notOnSite(what: string, url: string, offSite: string, site: URL): string {
  const where = offSite === url ? "is" : `redirects to ${clip(offSite)},`;
  return `${what} ${clip(url)} ${where} not on ${site.host}: the audit reads only the audited site's own sitemaps`;
}

const clip = (text: string): string => (text.length > 100 ? `${text.slice(0, 99)}…` : text);

/** Problems of one file's content; adds its page URLs to `urls`, returns its child sitemaps. */
function readFile(
  label: string,
  body: string,
  truncated: boolean,
  fileUrl: URL,
  urls: string[],
  problems: string[],
): { root: string; sitemaps: string[] } {
  const parsed = parseSitemapXml(body);
  if (truncated) problems.push(`${label} is larger than 10 MB: only its first 10 MB were read`);
  else if (parsed.error !== null) problems.push(`${label} is not valid XML: ${parsed.error}`);
  if (parsed.root !== "urlset" && parsed.root !== "sitemapindex") {
    problems.push(
      `${label} has the root element <${parsed.root || "none"}>, not <urlset> or <sitemapindex>`.replace(
        "<none>",
        "none",
      ),
    );
  }
  if (parsed.count > SITEMAP_MAX_URLS) {
    problems.push(`${label} lists ${parsed.count.toLocaleString("en")} URLs: a sitemap may list at most 50,000`);
  }
  const isHere = (entry: string): boolean => {
    try {
      return new URL(entry).host === fileUrl.host;
    } catch {
      return false;
    }
  };
  const here = { urls: parsed.urls.filter(isHere), sitemaps: parsed.sitemaps.filter(isHere) };
  const elsewhere = [...parsed.urls, ...parsed.sitemaps].filter((entry) => !isHere(entry));
  if (elsewhere.length > 0) {
    problems.push(
      `${label} lists ${elsewhere.length} URL${elsewhere.length === 1 ? "" : "s"} on another host or not absolute, e.g. ${clip(elsewhere[0] ?? "")}`,
    );
  }
  for (const url of here.urls) urls.push(url);
  return { root: parsed.root, sitemaps: here.sitemaps };
}

/** The status a URL answers, without following redirects (a listed URL should answer 200 itself). */
async function urlStatus(url: string, options: FetchOptions, timeoutMs: number): Promise<number | null> {
  const ask = (method: "HEAD" | "GET") =>
    fetchResourceHeaders(url, options, {
      method,
      ...(method === "GET" ? { range: "bytes=0-0" } : {}),
      timeoutMs,
      accept: "text/html,*/*;q=0.5",
      followRedirects: false,
    });
  try {
    const head = await ask("HEAD");
    if (head.status !== 405 && head.status !== 501) return head.status;
    const get = await ask("GET");
    return get.status === 206 ? 200 : get.status;
  } catch {
    return null;
  }
}

export async function readSitemap(
  pageUrl: string,
  robotsTxt: RobotsTxt,
  options: FetchOptions,
  limit: Limiter,
  deadline: number,
): Promise<SitemapReport> {
  const located = locateSitemap(pageUrl, robotsTxt);
  const site = new URL(pageUrl);
  const left = () => deadline - performance.now();
  const fetchFile = (url: string): Promise<TextFile> =>
    limit(() =>
      left() > 50
        ? fetchSitemapFile(
            url,
            options,
            { maxBytes: SITEMAP_MAX_BYTES, timeoutMs: Math.min(FILE_TIMEOUT_MS, left()) },
            pageUrl,
          )
        : Promise.resolve({ status: "unreachable" as const }),
    );
  const report: SitemapReport = {
    ...located,
    status: "unreachable",
    childrenRead: 0,
    urlCount: 0,
    problems: [],
    sampled: 0,
    failing: [],
  };
  const file = await fetchFile(located.url);
  report.status = file.status;
  if (file.statusCode !== undefined) report.statusCode = file.statusCode;
  if (file.offSite !== undefined) report.problems.push(notOnSite("The sitemap", located.url, file.offSite, site));
  if (file.status !== "found") return report;
  const { offSite } = robotsSitemaps(pageUrl, robotsTxt);
  if (offSite.length > 0) {
    report.problems.push(
      `robots.txt also names ${offSite.length} sitemap${offSite.length === 1 ? "" : "s"} on other hosts, not read by the audit, e.g. ${clip(offSite[0] ?? "")}`,
    );
  }

  const urls: string[] = [];
  const first = readFile(
    "The sitemap",
    file.body ?? "",
    file.truncated === true,
    new URL(located.url),
    urls,
    report.problems,
  );
  report.root = first.root;
  if (first.root === "sitemapindex") {
    const children = first.sitemaps.slice(0, SITEMAP_CHILDREN_READ);
    const files = await Promise.all(children.map((child) => fetchFile(child)));
    files.forEach((child, i) => {
      const childUrl = children[i] ?? "";
      if (child.offSite !== undefined) {
        report.problems.push(notOnSite("The child sitemap", childUrl, child.offSite, site));
        return;
      }
      if (child.status !== "found") {
        report.problems.push(
          `The child sitemap ${clip(childUrl)} could not be read${child.statusCode ? ` (HTTP ${child.statusCode})` : ""}`,
        );
        return;
      }
      report.childrenRead++;
      const nested = readFile(
        `The child sitemap ${clip(childUrl)}`,
        child.body ?? "",
        child.truncated === true,
        new URL(childUrl),
        urls,
        report.problems,
      );
      if (nested.root === "sitemapindex")
        report.problems.push(`The child sitemap ${clip(childUrl)} is itself an index: indexes cannot be nested`);
    });
  }
  report.urlCount = urls.length;

  const sample = [...new Set(urls)].slice(0, SITEMAP_SAMPLE);
  const statuses = await Promise.all(
    sample.map((url) =>
      limit(async (): Promise<SitemapUrlProblem | undefined> => {
        if (left() <= 50) return undefined;
        const status = await urlStatus(url, options, Math.min(URL_TIMEOUT_MS, left()));
        return { url, status };
      }),
    ),
  );
  const asked = statuses.filter((s): s is SitemapUrlProblem => s !== undefined);
  report.sampled = asked.length;
  report.failing = asked.filter((s) => s.status !== 200);
  return report;
}
