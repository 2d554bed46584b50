import {
  type CheckFn,
  collapse,
  countWords,
  isSameSite,
  listSample,
  make,
  plural,
  quote,
  visibleText,
} from "./check-context.ts";

// Headings, structured data and content: advice beyond Lighthouse's SEO audits, so never
// critical and never scored (structured data is a manual audit in Lighthouse).

/** Exactly one <h1>. */
export const checkH1: CheckFn = ({ $ }) => {
  const meta = { id: "h1", title: "Main heading (H1)" } as const;
  const h1s = $("h1");
  if (h1s.length === 0)
    return make(
      meta,
      "warning",
      "No <h1> heading",
      "The main heading tells visitors and search engines what the page is about.",
      "Add one <h1> that states the page's topic with its main keyword.",
    );
  const first = collapse(h1s.first().text());
  if (h1s.length > 1)
    return make(
      meta,
      "warning",
      `${h1s.length} <h1> headings, first: ${quote(first)}`,
      "Several main headings blur the page's topic.",
      "Keep one <h1> per page and turn the others into <h2> subheadings.",
    );
  if (first === "")
    return make(
      meta,
      "warning",
      "The <h1> heading is empty",
      "An empty main heading gives no topic to visitors or search engines.",
      "Put the page's topic in the <h1> as text.",
    );
  return make(meta, "passed", `One <h1>: ${quote(first)}`, "The page has exactly one main heading.");
};

function jsonLdTypes(value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    for (const v of value) jsonLdTypes(v, out);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  const obj = value as Record<string, unknown>;
  const t = obj["@type"];
  if (typeof t === "string") out.push(t);
  else if (Array.isArray(t)) out.push(...t.filter((x): x is string => typeof x === "string"));
  if (obj["@graph"] !== undefined) jsonLdTypes(obj["@graph"], out);
}

/** Structured data present (JSON-LD, microdata or RDFa) and every JSON-LD block parseable. */
export const checkStructuredData: CheckFn = ({ $ }) => {
  const meta = { id: "structured-data", title: "Structured data" } as const;
  const types: string[] = [];
  const broken: number[] = [];
  const blocks = $("script").filter(
    (_, el) => ($(el).attr("type") ?? "").trim().toLowerCase() === "application/ld+json",
  );
  blocks.each((i, el) => {
    const text = $(el)
      .text()
      .trim()
      .replace(/^<!--|-->$/g, "");
    try {
      jsonLdTypes(JSON.parse(text), types);
    } catch {
      broken.push(i + 1);
    }
  });
  const microdata = $("[itemscope]").filter((_, el) => $(el).parents("[itemscope]").length === 0).length;
  const rdfa = $("[typeof]").length;
  if (broken.length > 0) {
    return make(
      meta,
      "warning",
      `${broken.length} of ${plural(blocks.length, "JSON-LD block")} cannot be parsed (block ${broken.join(", ")})`,
      "Search engines ignore structured data that is not valid JSON, so the page loses its rich results.",
      "Fix the JSON-LD syntax (check it with Google's Rich Results Test).",
    );
  }
  const parts: string[] = [];
  if (blocks.length > 0)
    parts.push(
      `JSON-LD${types.length > 0 ? `: ${listSample([...new Set(types)], 5)}` : ` (${plural(blocks.length, "block")})`}`,
    );
  if (microdata > 0) parts.push(`microdata: ${plural(microdata, "item")}`);
  if (rdfa > 0) parts.push(`RDFa: ${plural(rdfa, "item")}`);
  if (parts.length === 0) {
    return make(
      meta,
      "warning",
      "No structured data",
      "Structured data (schema.org) lets search engines show rich results such as ratings, FAQs and breadcrumbs.",
      "Add JSON-LD structured data that fits the page (Organization, LocalBusiness, Article, Product, FAQPage, BreadcrumbList).",
    );
  }
  return make(meta, "passed", parts.join("; "), "The page carries structured data that search engines can read.");
};

/** Visible words: ≥ 300 good, 50–299 thin, < 50 almost empty. */
export const checkWordCount: CheckFn = ({ $ }) => {
  const meta = { id: "word-count", title: "Content length" } as const;
  const words = countWords(visibleText($));
  const found = `${plural(words, "word")} of visible text`;
  if (words >= 300)
    return make(meta, "passed", found, "The page has enough text for search engines to understand its topic.");
  if (words >= 50)
    return make(
      meta,
      "warning",
      found,
      "Pages with fewer than 300 words often rank as thin content.",
      "Expand the page to at least 300 words of useful, original text.",
    );
  return make(
    meta,
    "warning",
    found,
    "The HTML holds almost no text: search engines may see the page as empty (for example when content is drawn only by JavaScript).",
    "Put the page's main content in the HTML (server-side rendering or prerendering) and aim for at least 300 words.",
  );
};

/** Number of links: some internal links, at most 300 in total. */
export const checkLinkCount: CheckFn = ({ $, url }) => {
  const meta = { id: "link-count", title: "Links" } as const;
  let internal = 0;
  let external = 0;
  $("a[href]").each((_, el) => {
    try {
      const target = new URL(($(el).attr("href") ?? "").trim(), url);
      if (target.protocol !== "http:" && target.protocol !== "https:") return;
      if (isSameSite(target, url)) internal++;
      else external++;
    } catch {
      // counted by crawlable-anchors
    }
  });
  const total = internal + external;
  const found = `${plural(total, "link")} (${internal} internal, ${external} external)`;
  if (total > 300)
    return make(
      meta,
      "warning",
      found,
      "Very many links dilute the value passed to each and overwhelm visitors.",
      "Keep the page under 300 links; move long lists to separate pages.",
    );
  if (internal === 0)
    return make(
      meta,
      "warning",
      found,
      "Without internal links, crawlers cannot discover the rest of the site from this page.",
      "Link to your key pages (services, contact, related articles) from this page.",
    );
  return make(meta, "passed", found, "The page links to other pages of the site.");
};
