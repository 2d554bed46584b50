import { parseRobotsTxt, robotsVerdict } from "../robots-txt.ts";
import { type CheckFn, collapse, isSameSite, listSample, make, plural, quote } from "./check-context.ts";

// Crawling and indexing (metric: seoScore): status, HTTPS, robots, canonical, hreflang, crawlable links.

/** 2xx passes; 3xx without a usable redirect warns; 4xx and 5xx are critical. */
export const checkHttpStatus: CheckFn = ({ input }) => {
  const meta = { id: "http-status", title: "HTTP status", weight: 10, metric: "seoScore" } as const;
  const s = input.status;
  const found = `HTTP ${s}`;
  if (s >= 200 && s < 300)
    return make(meta, "passed", found, "The page answers with a success status, so search engines can index it.");
  if (s >= 300 && s < 400)
    return make(
      meta,
      "warning",
      found,
      "The page answers with a redirect status but no usable target.",
      "Answer with HTTP 200 on the page's own URL, or give the redirect a Location header.",
    );
  return make(
    meta,
    "critical",
    found,
    "The page answers with an error status; search engines drop such pages from their results.",
    `Fix the HTTP ${s} error so the page answers with HTTP 200.`,
  );
};

/** The final URL uses HTTPS. */
export const checkHttps: CheckFn = ({ url }) => {
  const meta = { id: "https", title: "HTTPS", weight: 10, metric: "seoScore" } as const;
  if (url.protocol === "https:")
    return make(
      meta,
      "passed",
      `Served over HTTPS (${url.origin})`,
      "The page is encrypted; browsers mark it as secure and Google uses HTTPS as a ranking signal.",
    );
  return make(
    meta,
    "critical",
    `Served over plain HTTP (${url.origin})`,
    "Browsers label HTTP pages as 'Not secure' and Google prefers HTTPS pages in its results.",
    "Install a TLS certificate (free from Let's Encrypt) and redirect every HTTP URL to HTTPS.",
  );
};

function robotsDirectives(value: string, ownAgent = "googlebot"): string[] {
  // X-Robots-Tag may be "noindex", "googlebot: noindex, nofollow" or several such parts.
  const out: string[] = [];
  let agentApplies = true;
  for (const rawPart of value.split(",")) {
    let part = rawPart.trim().toLowerCase();
    const m = /^([a-z0-9_-]+)\s*:\s*(.*)$/.exec(part);
    if (m && !["unavailable_after", "max-snippet", "max-image-preview", "max-video-preview"].includes(m[1] ?? "")) {
      agentApplies = m[1] === ownAgent || m[1] === "*";
      part = m[2] ?? "";
    }
    if (agentApplies && part !== "") out.push(part);
  }
  return out;
}

/** No noindex in <meta name="robots|googlebot"> or X-Robots-Tag. */
export const checkIndexable: CheckFn = ({ $, input }) => {
  const meta = { id: "indexable", title: "Indexable", weight: 10, metric: "seoScore" } as const;
  const blockers: string[] = [];
  let nofollow = false;
  $("meta").each((_, el) => {
    const name = ($(el).attr("name") ?? "").trim().toLowerCase();
    if (name !== "robots" && name !== "googlebot") return;
    const directives = ($(el).attr("content") ?? "")
      .toLowerCase()
      .split(",")
      .map((d) => d.trim());
    if (directives.includes("noindex") || directives.includes("none"))
      blockers.push(`<meta name="${name}" content="${$(el).attr("content") ?? ""}">`);
    if (directives.includes("nofollow")) nofollow = true;
  });
  const header = input.headers["x-robots-tag"];
  if (header !== undefined) {
    const directives = robotsDirectives(header);
    if (directives.includes("noindex") || directives.includes("none")) blockers.push(`X-Robots-Tag: ${header}`);
    if (directives.includes("nofollow")) nofollow = true;
  }
  if (blockers.length > 0) {
    return make(
      meta,
      "critical",
      `Blocked from indexing by ${blockers.join(" and ")}`,
      "A noindex directive tells search engines to leave the page out of their results.",
      "Remove the noindex directive (meta robots tag or X-Robots-Tag header) if the page should appear in search results.",
    );
  }
  if (nofollow) {
    return make(
      meta,
      "warning",
      "Indexable, but links are marked nofollow for the whole page",
      "A page-wide nofollow stops search engines from following any link on the page.",
      "Remove the page-wide nofollow so search engines can discover the pages you link to.",
    );
  }
  return make(
    meta,
    "passed",
    "No noindex directive in meta tags or headers",
    "Search engines are allowed to index this page.",
  );
};

/** robots.txt exists and does not block the page for Googlebot. */
export const checkRobotsTxt: CheckFn = ({ input, url }) => {
  const meta = { id: "robots-txt", title: "robots.txt", weight: 6, metric: "seoScore" } as const;
  const robots = input.robotsTxt;
  if (robots.status === "missing") {
    return make(
      meta,
      "warning",
      `No robots.txt at ${url.origin}/robots.txt`,
      "Without robots.txt crawlers may fetch everything, and you cannot point them to your sitemap.",
      "Add a robots.txt that allows crawling and lists your sitemap (Sitemap: https://…/sitemap.xml).",
    );
  }
  if (robots.status === "unreachable" || robots.body === undefined) {
    return make(
      meta,
      "warning",
      `robots.txt could not be read at ${url.origin}/robots.txt`,
      "When robots.txt answers with a server error, Google may stop crawling the whole site.",
      "Make /robots.txt answer quickly with HTTP 200 (or 404 if you have none).",
    );
  }
  const rules = parseRobotsTxt(robots.body);
  const verdict = robotsVerdict(rules, `${url.pathname}${url.search}`);
  const sitemapNote = rules.sitemaps.length > 0 ? `; sitemap: ${listSample(rules.sitemaps, 1)}` : "; no Sitemap line";
  if (!verdict.allowed) {
    return make(
      meta,
      "critical",
      `robots.txt blocks this page for ${verdict.agent === "*" ? "all crawlers" : "Googlebot"} (${verdict.rule ?? ""})`,
      "Search engines will not crawl a page that robots.txt disallows.",
      `Change the rule "${verdict.rule ?? ""}" in robots.txt so that this page can be crawled.`,
    );
  }
  return make(
    meta,
    "passed",
    `robots.txt found and allows this page${sitemapNote}`,
    "Crawlers are allowed to fetch this page.",
  );
};

function linkHeaderCanonicals(header: string | undefined): string[] {
  if (header === undefined) return [];
  const out: string[] = [];
  for (const m of header.matchAll(/<([^>]*)>\s*;([^,]*)/g)) {
    if (/rel\s*=\s*"?[^";]*\bcanonical\b/i.test(m[2] ?? "")) out.push(m[1] ?? "");
  }
  return out;
}

/** One canonical URL, absolute, on the same site. */
export const checkCanonical: CheckFn = ({ $, url, input }) => {
  const meta = { id: "canonical", title: "Canonical URL", weight: 6, metric: "seoScore" } as const;
  const hrefs: string[] = [];
  $("link").each((_, el) => {
    const rel = ($(el).attr("rel") ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("canonical")) hrefs.push(($(el).attr("href") ?? "").trim());
  });
  hrefs.push(...linkHeaderCanonicals(input.headers["link"]));
  if (hrefs.length === 0) {
    return make(
      meta,
      "warning",
      "No canonical URL",
      "A canonical link tells search engines which URL to rank when the same page is reachable under several addresses.",
      'Add <link rel="canonical" href="…"> with the page\'s full preferred URL.',
    );
  }
  const resolved: string[] = [];
  for (const href of hrefs) {
    try {
      if (href === "") throw new Error("empty");
      resolved.push(new URL(href, url).href);
    } catch {
      return make(
        meta,
        "critical",
        `Invalid canonical URL ${quote(href)}`,
        "Search engines ignore a canonical URL they cannot read.",
        "Fix the canonical link so that it holds the page's full URL, e.g. https://www.example.com/page.",
      );
    }
  }
  const distinct = [...new Set(resolved)];
  if (distinct.length > 1) {
    return make(
      meta,
      "critical",
      `${distinct.length} different canonical URLs: ${listSample(distinct)}`,
      "Conflicting canonical URLs make search engines ignore all of them.",
      "Keep exactly one canonical link per page.",
    );
  }
  const href = hrefs[0] ?? "";
  const target = new URL(distinct[0] ?? url.href);
  if (!/^https?:\/\//i.test(href)) {
    return make(
      meta,
      "warning",
      `Relative canonical URL ${quote(href)}`,
      "Google recommends absolute canonical URLs; relative ones are easy to get wrong.",
      `Write the canonical URL in full: ${target.href}`,
    );
  }
  if (!isSameSite(target, url)) {
    return make(
      meta,
      "warning",
      `Canonical points to another site: ${target.href}`,
      "A canonical on another domain hands this page's ranking to that domain.",
      "Point the canonical link to this page's own URL unless the content really lives on the other site.",
    );
  }
  const samePage = target.href === url.href || target.href.replace(/\/$/, "") === url.href.replace(/\/$/, "");
  return make(
    meta,
    "passed",
    `Canonical: ${target.href}${samePage ? " (this page)" : " (another page of this site)"}`,
    "The page names one absolute canonical URL on its own site.",
  );
};

const HREFLANG = /^(x-default|[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|[0-9]{3}))?)$/i;

/** hreflang alternates, when present, have valid language codes and absolute URLs. */
export const checkHreflang: CheckFn = ({ $ }) => {
  const meta = { id: "hreflang", title: "hreflang", weight: 4, metric: "seoScore" } as const;
  const links = $("link[hreflang]").filter((_, el) =>
    ($(el).attr("rel") ?? "").toLowerCase().split(/\s+/).includes("alternate"),
  );
  if (links.length === 0)
    return make(
      meta,
      "passed",
      "No hreflang links (needed only for pages in several languages or regions)",
      "Nothing to check.",
    );
  const problems: string[] = [];
  const codes: string[] = [];
  links.each((_, el) => {
    const code = ($(el).attr("hreflang") ?? "").trim();
    const href = ($(el).attr("href") ?? "").trim();
    codes.push(code);
    if (!HREFLANG.test(code)) problems.push(`invalid code ${quote(code, 20)}`);
    if (!/^https?:\/\/[^/]/i.test(href)) problems.push(`${code || "?"}: URL ${quote(href, 40)} is not absolute`);
  });
  if (problems.length > 0) {
    return make(
      meta,
      "warning",
      `${plural(links.length, "hreflang link")}; problems: ${listSample(problems)}`,
      "Search engines ignore hreflang links with unknown language codes or relative URLs.",
      "Use ISO 639-1 language codes with optional ISO 3166-1 regions (en, en-GB, x-default) and absolute URLs in every hreflang link.",
    );
  }
  return make(
    meta,
    "passed",
    `${plural(links.length, "hreflang link")}: ${listSample(codes, 6)}`,
    "Every hreflang link has a valid language code and an absolute URL.",
  );
};

/** Anchors that crawlers can follow: an href that is a real URL, not javascript:. */
export const checkCrawlableAnchors: CheckFn = ({ $, url }) => {
  const meta = { id: "crawlable-anchors", title: "Crawlable links", weight: 5, metric: "seoScore" } as const;
  const bad: string[] = [];
  let total = 0;
  $("a").each((_, el) => {
    const a = $(el);
    const href = a.attr("href");
    if (href === undefined) {
      // A named target (<a id="x"> or <a name="x">) is no link at all.
      if (
        a.attr("name") !== undefined ||
        (a.attr("id") !== undefined && a.attr("onclick") === undefined && a.attr("role") === undefined)
      )
        return;
      total++;
      bad.push(`no href (${quote(collapse(a.text()) || "empty", 30)})`);
      return;
    }
    total++;
    const h = href.trim();
    if (/^javascript:/i.test(h)) {
      bad.push(quote(h, 30));
      return;
    }
    try {
      new URL(h, url);
    } catch {
      bad.push(`invalid href ${quote(h, 30)}`);
    }
  });
  if (bad.length > 0) {
    return make(
      meta,
      "warning",
      `${bad.length} of ${plural(total, "link")} cannot be followed by crawlers: ${listSample(bad)}`,
      "Search engines only follow <a> elements whose href holds a real URL.",
      "Give every link an href with a real URL; use <button> for actions that run JavaScript.",
    );
  }
  return make(
    meta,
    "passed",
    total === 0 ? "No links on the page" : `All ${plural(total, "link")} have crawlable hrefs`,
    "Every link can be followed by search engines.",
  );
};
