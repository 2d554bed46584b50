import { type CheckFn, make, plural } from "./check-context.ts";

// sitemap.xml found and valid, its URLs answering 200 (read by sitemap/sitemap-check.ts before the
// checks run). Advice beyond Lighthouse's SEO audits: a warning at most, no weight.

/** The sitemap is found, valid, on the site's host, and the URLs asked for answer 200. */
export const checkSitemap: CheckFn = ({ input }) => {
  const meta = { id: "sitemap", title: "XML sitemap" } as const;
  const sitemap = input.sitemap;
  if (sitemap === undefined)
    return make(meta, "passed", "The sitemap was not checked", "The site's sitemap was not asked for.");
  const where = `${sitemap.url} (${sitemap.source === "robots.txt" ? "listed in robots.txt" : "the default place, as robots.txt lists none"})`;
  if (sitemap.status !== "found") {
    const outcome = make(
      meta,
      "warning",
      sitemap.status === "missing"
        ? `No sitemap at ${where}${sitemap.statusCode ? `: HTTP ${sitemap.statusCode}` : ""}`
        : `The sitemap at ${where} could not be read${sitemap.statusCode ? `: HTTP ${sitemap.statusCode}` : ""}`,
      "A sitemap tells search engines which pages exist and when they change, so new pages are found sooner.",
      "Publish an XML sitemap of your pages at /sitemap.xml and name it in robots.txt with a Sitemap: line.",
    );
    // Why it was not read (e.g. it redirects off the site) is worth as much as the headline.
    return sitemap.problems.length > 0 ? { ...outcome, details: [...sitemap.problems] } : outcome;
  }
  const kind =
    sitemap.root === "sitemapindex"
      ? `sitemap index (${plural(sitemap.childrenRead, "child sitemap")} read)`
      : "sitemap";
  const asked =
    sitemap.sampled === 0
      ? "none asked for"
      : sitemap.failing.length === 0
        ? `${sitemap.sampled} asked for, all answer 200`
        : `${sitemap.sampled} asked for, ${sitemap.failing.length} ${sitemap.failing.length === 1 ? "does" : "do"} not answer 200`;
  const found = `${kind} at ${where}: ${plural(sitemap.urlCount, "URL")}, ${asked}`;
  const details = [
    ...sitemap.problems,
    ...sitemap.failing.map((f) => `${f.status === null ? "no answer" : `HTTP ${f.status}`}: ${f.url}`),
  ];
  if (details.length === 0)
    return make(meta, "passed", found, "Search engines can read the sitemap, and the pages it lists answer.");
  const outcome = make(
    meta,
    "warning",
    sitemap.problems.length > 0 ? `${found}; ${plural(sitemap.problems.length, "problem")} with the file` : found,
    sitemap.problems.length > 0
      ? "Search engines skip a sitemap they cannot parse, and the URLs in it that break the sitemap rules."
      : "A sitemap should list only pages that answer 200: redirects and missing pages waste the crawl and hide the real pages.",
    "Fix the sitemap: valid XML with a <urlset> or <sitemapindex> root, at most 50,000 URLs per file, only URLs of this host that answer 200.",
  );
  return { ...outcome, details };
};
