import type { CheerioAPI } from "cheerio";
import { parseRobotsTxt, robotsVerdict } from "../fetching/robots-txt.ts";
import { type CheckFn, collapse, headMetas, isSameSite, listSample, make, plural, quote } from "./check-context.ts";
import { isLanguageCode } from "./language-codes.ts";
import { linkElements } from "./link-elements.ts";
import { validateRobotsTxt } from "./robots-txt-validator.ts";

// Crawling and indexing: status, HTTPS, robots, canonical, hreflang, crawlable links.
// http-status, indexable, robots-txt, canonical, hreflang and crawlable-anchors follow the
// rules of Lighthouse 12's SEO audits of the same names (node_modules/lighthouse/core/audits/seo):
// their score is Lighthouse's verdict. Where we ask for more, the finding is a warning that
// says why, and it costs no points.

/** Lighthouse fails 400–599; a 3xx without a usable target is a warning of ours. */
export const checkHttpStatus: CheckFn = ({ input }) => {
  const meta = { id: "http-status", title: "HTTP status" } as const;
  const s = input.status;
  const found = `HTTP ${s}`;
  if (s >= 400 && s <= 599)
    return make(
      meta,
      "critical",
      found,
      "The page answers with an error status; search engines drop such pages from their results.",
      `Fix the HTTP ${s} error so the page answers with HTTP 200.`,
      0,
    );
  if (s >= 300 && s < 400)
    return make(
      meta,
      "warning",
      found,
      "The page answers with a redirect status but no usable target (Lighthouse only fails 4xx and 5xx, so this costs no points).",
      "Answer with HTTP 200 on the page's own URL, or give the redirect a Location header.",
      1,
    );
  return make(meta, "passed", found, "The page answers with a success status, so search engines can index it.");
};

/** The final URL uses HTTPS (advice: Lighthouse's SEO category has no such audit). */
export const checkHttps: CheckFn = ({ url }) => {
  const meta = { id: "https", title: "HTTPS" } as const;
  if (url.protocol === "https:")
    return make(
      meta,
      "passed",
      `Served over HTTPS (${url.origin})`,
      "The page is encrypted; browsers mark it as secure and Google uses HTTPS as a ranking signal.",
    );
  return make(
    meta,
    "warning",
    `Served over plain HTTP (${url.origin})`,
    "Browsers label HTTP pages as 'Not secure' and Google prefers HTTPS pages in its results.",
    "Install a TLS certificate (free from Let's Encrypt) and redirect every HTTP URL to HTTPS.",
  );
};

// is-crawlable: the page fails only when every one of these crawlers is blocked; undefined
// stands for the generic rules (meta name="robots", X-Robots-Tag without an agent, robots.txt "*").
const BOT_USER_AGENTS: readonly (string | undefined)[] = [
  undefined,
  "Googlebot",
  "bingbot",
  "DuckDuckBot",
  "archive.org_bot",
];
const BLOCKING_DIRECTIVES = new Set(["noindex", "none"]);

function isBlockingDirectives(directives: string, now: number | undefined): boolean {
  return directives
    .split(",")
    .map((d) => d.toLowerCase().trim())
    .some((d) => {
      if (BLOCKING_DIRECTIVES.has(d)) return true;
      // unavailable_after: <date> blocks once the date has passed (on the day of the fetch).
      const [name, ...rest] = d.split(":");
      if (rest.length === 0 || name !== "unavailable_after" || now === undefined) return false;
      const date = Date.parse(rest.join(":"));
      return !Number.isNaN(date) && date < now;
    });
}

/** The user agent an X-Robots-Tag value starts with ("googlebot: noindex"), as Lighthouse reads it. */
function headerUserAgent(value: string): string | undefined {
  const m = /^([^,:]+):/.exec(value);
  if (m && (m[1] ?? "").toLowerCase() !== "unavailable_after") return m[1];
  return undefined;
}

/**
 * Indexable (Lighthouse is-crawlable): robots meta (the bot's own meta wins over "robots"),
 * X-Robots-Tag and robots.txt, for Google, Bing, DuckDuckGo, the Internet Archive and any crawler.
 */
export const checkIndexable: CheckFn = ({ $, input, url }) => {
  const meta = { id: "indexable", title: "Indexable" } as const;
  const metas = headMetas($);
  const header = input.headers["x-robots-tag"];
  const now = input.fetchedAt === undefined ? undefined : Date.parse(input.fetchedAt);
  const robots =
    input.robotsTxt.status === "found" && input.robotsTxt.body ? parseRobotsTxt(input.robotsTxt.body) : undefined;

  const blockedBy = (agent: string | undefined): string[] => {
    const sources: string[] = [];
    let tag = agent === undefined ? undefined : metas.find((m) => m.name === agent.toLowerCase());
    tag ??= metas.find((m) => m.name === "robots");
    if (tag && isBlockingDirectives(tag.content, now))
      sources.push(`<meta name="${tag.name}" content="${tag.content}">`);
    if (header !== undefined) {
      const headerAgent = headerUserAgent(header);
      if (headerAgent === undefined || headerAgent === agent) {
        let directives = header.trim();
        if (agent !== undefined && header.startsWith(`${agent}:`)) directives = header.replace(`${agent}:`, "");
        if (isBlockingDirectives(directives, now)) sources.push(`X-Robots-Tag: ${header}`);
      }
    }
    if (robots) {
      const verdict = robotsVerdict(robots, `${url.pathname}${url.search}`, agent ?? "*");
      if (!verdict.allowed) sources.push(`robots.txt (${verdict.rule ?? "Disallow"})`);
    }
    return sources;
  };

  const blocked = BOT_USER_AGENTS.map((agent) => ({ agent, sources: blockedBy(agent) })).filter(
    (b) => b.sources.length > 0,
  );
  if (blocked.length === BOT_USER_AGENTS.length) {
    const sources = [...new Set(blocked.flatMap((b) => b.sources))];
    return make(
      meta,
      "critical",
      `Blocked from indexing by ${listSample(sources)}`,
      "A noindex directive or a robots.txt rule keeps search engines from crawling or listing the page.",
      "Remove the noindex directive (meta robots tag or X-Robots-Tag header) and any robots.txt rule that blocks the page, if it should appear in search results.",
      0,
    );
  }
  if (blocked.length > 0) {
    const bots = blocked.map((b) => b.agent ?? "all crawlers");
    return make(
      meta,
      "warning",
      `Blocked for ${bots.join(", ")} only`,
      "Other crawlers may still index the page (Lighthouse passes it), but the blocked search engines will not list it.",
      `Remove the rules that block ${bots.join(", ")} unless that is intended.`,
      1,
    );
  }
  const nofollow = metas.some(
    (m) => (m.name === "robots" || m.name === "googlebot") && /\bnofollow\b/i.test(m.content),
  );
  if (nofollow || (header !== undefined && /\bnofollow\b/i.test(header))) {
    return make(
      meta,
      "warning",
      "Indexable, but links are marked nofollow for the whole page",
      "A page-wide nofollow stops search engines from following any link on the page (Lighthouse does not count it, so this costs no points).",
      "Remove the page-wide nofollow so search engines can discover the pages you link to.",
      1,
    );
  }
  return make(
    meta,
    "passed",
    "No noindex directive in meta tags or headers, and robots.txt allows the page",
    "Search engines are allowed to crawl and index this page.",
  );
};

/**
 * robots.txt is valid (Lighthouse robots-txt). A missing or empty file does not apply; one
 * that cannot be read (no answer or a 5xx) fails, as do lines crawlers cannot understand.
 */
export const checkRobotsTxt: CheckFn = ({ input, url }) => {
  const meta = { id: "robots-txt", title: "robots.txt" } as const;
  const robots = input.robotsTxt;
  const at = `${url.origin}/robots.txt`;
  if (robots.status === "missing") {
    return make(
      meta,
      "warning",
      `No robots.txt at ${at}`,
      "Crawlers may fetch everything, which is fine (Lighthouse does not count it), but you cannot point them to your sitemap.",
      "Add a robots.txt that allows crawling and lists your sitemap (Sitemap: https://…/sitemap.xml).",
      null,
    );
  }
  if (robots.status === "unreachable" || robots.body === undefined) {
    return make(
      meta,
      "critical",
      `robots.txt could not be read at ${at}`,
      "When robots.txt does not answer or answers with a server error, Google may stop crawling the whole site.",
      "Make /robots.txt answer quickly with HTTP 200 (or 404 if you have none).",
      0,
    );
  }
  if (robots.body.trim() === "") {
    return make(
      meta,
      "passed",
      `robots.txt at ${at} is empty`,
      "An empty robots.txt allows everything.",
      undefined,
      null,
    );
  }
  const errors = validateRobotsTxt(robots.body);
  if (errors.length > 0) {
    return make(
      meta,
      "warning",
      `${plural(errors.length, "error")} in robots.txt: ${listSample(errors.map((e) => `line ${e.line}: ${e.message} (${quote(e.text.trim(), 40)})`))}`,
      "Crawlers may not understand a malformed robots.txt, and then crawl or skip pages you did not mean them to.",
      "Fix the listed lines of robots.txt: known directives only (User-agent, Allow, Disallow, Sitemap), a User-agent line before the rules, paths starting with / or *.",
      0,
    );
  }
  const rules = parseRobotsTxt(robots.body);
  const sitemapNote = rules.sitemaps.length > 0 ? `; sitemap: ${listSample(rules.sitemaps, 1)}` : "; no Sitemap line";
  return make(
    meta,
    "passed",
    `robots.txt found and valid${sitemapNote}`,
    "Crawlers can read every line of robots.txt.",
  );
};

/**
 * Canonical URL (Lighthouse canonical): from <link> in the head and Link headers. Fails when
 * invalid, relative, conflicting, pointing to the site's root from a deeper page, or to another
 * language version; not applicable when there is none. Another host is a warning of ours.
 */
export const checkCanonical: CheckFn = ({ $, url, input }) => {
  const meta = { id: "canonical", title: "Canonical URL" } as const;
  const unique = new Set<string>();
  const hreflangUrls = new Set<string>();
  let invalid: string | undefined;
  let relative: string | undefined;
  for (const link of linkElements($, url, input.headers["link"])) {
    if (link.source === "body") continue;
    if (link.rel === "canonical") {
      if (link.hrefRaw === "") continue;
      if (!link.href) invalid = link.hrefRaw;
      else if (!URL.canParse(link.hrefRaw)) relative = link.hrefRaw;
      else unique.add(link.href);
    } else if (link.rel === "alternate" && link.href && link.hreflang) {
      hreflangUrls.add(link.href);
    }
  }
  const fail = (found: string, description: string, recommendation: string) =>
    make(meta, "critical", found, description, recommendation, 0);
  if (invalid !== undefined)
    return fail(
      `Invalid canonical URL ${quote(invalid)}`,
      "Search engines ignore a canonical URL they cannot read.",
      "Fix the canonical link so that it holds the page's full URL, e.g. https://www.example.com/page.",
    );
  if (relative !== undefined)
    return fail(
      `Relative canonical URL ${quote(relative)}`,
      "A canonical URL must be absolute; a relative one is easily resolved to the wrong page.",
      `Write the canonical URL in full, e.g. ${url.origin}${url.pathname}`,
    );
  if (unique.size === 0)
    return make(
      meta,
      "warning",
      "No canonical URL",
      "A canonical link tells search engines which URL to rank when the same page is reachable under several addresses (Lighthouse does not require one, so this costs no points).",
      'Add <link rel="canonical" href="…"> with the page\'s full preferred URL.',
      null,
    );
  const canonicals = [...unique];
  if (canonicals.length > 1)
    return fail(
      `${canonicals.length} different canonical URLs: ${listSample(canonicals)}`,
      "Conflicting canonical URLs make search engines ignore all of them.",
      "Keep exactly one canonical link per page.",
    );
  const target = new URL(canonicals[0] ?? url.href);
  if (hreflangUrls.has(url.href) && hreflangUrls.has(target.href) && url.href !== target.href)
    return fail(
      `Canonical points to another language version: ${target.href}`,
      "Each language version should name itself as canonical; pointing to another one hides this version from search.",
      `Point the canonical link to this page: ${url.href}`,
    );
  if (target.origin === url.origin && target.pathname === "/" && url.pathname !== "/")
    return fail(
      `Canonical points to the site's root: ${target.href}`,
      "A deeper page that names the home page as canonical asks search engines to drop it from their results.",
      `Point the canonical link to this page: ${url.href}`,
    );
  if (!isSameSite(target, url))
    return make(
      meta,
      "warning",
      `Canonical points to another site: ${target.href}`,
      "A canonical on another domain hands this page's ranking to that domain (Lighthouse allows it, so this costs no points).",
      "Point the canonical link to this page's own URL unless the content really lives on the other site.",
      1,
    );
  const samePage = target.href === url.href || target.href.replace(/\/$/, "") === url.href.replace(/\/$/, "");
  return make(
    meta,
    "passed",
    `Canonical: ${target.href}${samePage ? " (this page)" : " (another page of this site)"}`,
    "The page names one absolute canonical URL.",
  );
};

/** Lighthouse's hreflang language check: "x-default" exactly, or a registered primary language subtag. */
export function isExpectedLanguageCode(hreflang: string): boolean {
  if (hreflang.toLowerCase() === "x-default") return true;
  const [lang = ""] = hreflang.split("-");
  return isLanguageCode(lang.toLowerCase());
}

/** hreflang (Lighthouse hreflang): alternates in the head and Link headers need a known language and an absolute URL. */
export const checkHreflang: CheckFn = ({ $, url, input }) => {
  const meta = { id: "hreflang", title: "hreflang" } as const;
  const links = linkElements($, url, input.headers["link"]).filter((l) => l.rel === "alternate" && l.hreflang !== "");
  const counted = links.filter((l) => l.source !== "body");
  const ignored = links.length - counted.length;
  const ignoredNote =
    ignored > 0 ? `; ${plural(ignored, "hreflang link")} in the body ignored, as search engines do` : "";
  if (counted.length === 0)
    return make(
      meta,
      "passed",
      `No hreflang links in the head (needed only for pages in several languages or regions)${ignoredNote}`,
      "Nothing to check.",
    );
  const problems: string[] = [];
  for (const link of counted) {
    if (!isExpectedLanguageCode(link.hreflang)) problems.push(`unexpected language code ${quote(link.hreflang, 20)}`);
    const raw = link.hrefRaw.toLowerCase();
    if (!raw.startsWith("http:") && !raw.startsWith("https:"))
      problems.push(`${link.hreflang}: relative URL ${quote(link.hrefRaw, 40)}`);
  }
  if (problems.length > 0) {
    return make(
      meta,
      "warning",
      `${plural(counted.length, "hreflang link")}; problems: ${listSample(problems)}${ignoredNote}`,
      "Search engines ignore hreflang links with unknown language codes or relative URLs.",
      "Use ISO 639 language codes with optional script and region (en, en-GB, zh-Hant-TW) or x-default, and absolute URLs in every hreflang link.",
      0,
    );
  }
  return make(
    meta,
    "passed",
    `${plural(counted.length, "hreflang link")}: ${listSample(
      counted.map((l) => l.hreflang),
      6,
    )}${ignoredNote}`,
    "Every hreflang link has a valid language code and an absolute URL.",
    undefined,
    1,
  );
};

// Attributes that make an <a> without href a link placeholder gone wrong (HTML spec).
const HREF_ASSOCIATED = ["target", "download", "ping", "rel", "hreflang", "type", "referrerpolicy"];
const JAVASCRIPT_VOID = /javascript:void(\(|)0(\)|)/;

/** Why Lighthouse's crawlable-anchors fails this <a>, or null when it passes (same order of rules). */
function anchorProblem($: CheerioAPI, el: Parameters<CheerioAPI>[0], url: URL): string | null {
  const a = $(el);
  const attributes = Object.keys((el as { attribs?: Record<string, string> }).attribs ?? {});
  const hrefAttribute = a.attr("href");
  const rawHref = (hrefAttribute ?? "").replace(/\s/g, "");
  const name = a.closest("svg").length > 0 ? "" : (a.attr("name") ?? "").trim();
  const label = quote(collapse(a.text()) || "empty", 30);
  if ((a.attr("role") ?? "").trim() !== "") return null;
  if (rawHref.startsWith("mailto:")) return null;
  if (rawHref === "" && (a.attr("id") ?? "") !== "") return null;
  if (rawHref.startsWith("file:")) return `file: link ${label}`;
  if (name !== "") return null;
  if (hrefAttribute === undefined && HREF_ASSOCIATED.every((attr) => !attributes.includes(attr))) {
    const hasListener = a.attr("onclick") !== undefined || a.parents("[onclick]").length > 0;
    return hasListener ? `no href, click handler (${label})` : null;
  }
  if (hrefAttribute === undefined) return `no href (${label})`;
  if (JAVASCRIPT_VOID.test(rawHref)) return quote(hrefAttribute.trim(), 30);
  if (!URL.canParse(rawHref, url.href)) return `invalid href ${quote(hrefAttribute.trim(), 30)}`;
  return null;
}

/**
 * Crawlable links (Lighthouse crawlable-anchors): every <a> a crawler would treat as a link
 * needs an href with a real URL. Without running JavaScript, an inline onclick is the only
 * click handler we can see. Other javascript: hrefs are a warning of ours.
 */
export const checkCrawlableAnchors: CheckFn = ({ $, url }) => {
  const meta = { id: "crawlable-anchors", title: "Crawlable links" } as const;
  const failing: string[] = [];
  const scripted: string[] = [];
  const anchors = $("a");
  anchors.each((_, el) => {
    const a = $(el);
    const problem = anchorProblem($, el, url);
    if (problem !== null) failing.push(problem);
    else if (/^javascript:/i.test((a.attr("href") ?? "").trim()))
      scripted.push(quote((a.attr("href") ?? "").trim(), 30));
  });
  if (failing.length > 0) {
    return make(
      meta,
      "warning",
      `${failing.length} of ${plural(anchors.length, "link")} cannot be followed by crawlers: ${listSample(failing)}`,
      "Search engines only follow <a> elements whose href holds a real URL.",
      "Give every link an href with a real URL; use <button> for actions that run JavaScript.",
      0,
    );
  }
  if (scripted.length > 0) {
    return make(
      meta,
      "warning",
      `${plural(scripted.length, "link")} run JavaScript instead of leading to a page: ${listSample(scripted)}`,
      "Crawlers do not run javascript: links (Lighthouse only fails javascript:void(0), so this costs no points).",
      "Use <button> for actions, and real URLs in the href of links.",
      1,
    );
  }
  return make(
    meta,
    "passed",
    anchors.length === 0 ? "No links on the page" : `All ${plural(anchors.length, "link")} are crawlable`,
    "Every link can be followed by search engines.",
  );
};
