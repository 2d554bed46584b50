import { charCount, type CheckFn, collapse, make, metaContent, plural, quote } from "./check-context.ts";

// Title, meta description and social previews (metric: seoScore).

/** Title present, one, ideally 30–60 characters. */
export const checkTitle: CheckFn = ({ $ }) => {
  const meta = { id: "title", title: "Page title", weight: 10, metric: "seoScore" } as const;
  const titles = $("title").filter((_, el) => $(el).closest("svg").length === 0);
  const text = collapse(titles.first().text());
  if (titles.length === 0 || text === "") {
    return make(
      meta,
      "critical",
      titles.length === 0 ? "No <title> element" : "The <title> element is empty",
      "The title is the headline of the page in search results and browser tabs.",
      "Add a unique <title> of 30 to 60 characters that names the page's topic and your brand.",
    );
  }
  const n = charCount(text);
  const found = `Title: ${quote(text)} (${plural(n, "character")})${titles.length > 1 ? `; ${titles.length} <title> elements` : ""}`;
  if (titles.length > 1)
    return make(
      meta,
      "warning",
      found,
      "The page has more than one <title>; search engines use only one of them.",
      "Keep a single <title> element in the <head>.",
    );
  if (n < 30)
    return make(
      meta,
      "warning",
      found,
      "The title is short: it leaves out words searchers may look for.",
      "Lengthen the title to 30–60 characters with the page's main keyword and your brand.",
    );
  if (n > 60)
    return make(
      meta,
      "warning",
      found,
      "The title is long: search results cut it off after about 60 characters.",
      "Shorten the title to at most 60 characters, main keyword first.",
    );
  return make(meta, "passed", found, "The title is present and between 30 and 60 characters.");
};

/** Meta description present, ideally 70–160 characters. */
export const checkMetaDescription: CheckFn = ({ $ }) => {
  const meta = { id: "meta-description", title: "Meta description", weight: 8, metric: "seoScore" } as const;
  const content = metaContent($, "description");
  const text = collapse(content ?? "");
  if (text === "") {
    return make(
      meta,
      "critical",
      content === undefined ? "No meta description" : "The meta description is empty",
      "Search engines show the description under the title; without one they pick a random snippet.",
      'Add a <meta name="description"> of 70 to 160 characters that sums up the page and invites the click.',
    );
  }
  const n = charCount(text);
  const found = `Description: ${quote(text)} (${plural(n, "character")})`;
  if (n < 70)
    return make(
      meta,
      "warning",
      found,
      "The description is short and may be replaced by a snippet the search engine picks.",
      "Write a meta description of 70–160 characters.",
    );
  if (n > 160)
    return make(
      meta,
      "warning",
      found,
      "The description is long: search results cut it off after about 160 characters.",
      "Shorten the meta description to at most 160 characters.",
    );
  return make(meta, "passed", found, "The meta description is present and between 70 and 160 characters.");
};

/** og:title, og:description and og:image. */
export const checkOpenGraph: CheckFn = ({ $ }) => {
  const meta = { id: "open-graph", title: "Open Graph tags", weight: 3, metric: "seoScore" } as const;
  const wanted = ["og:title", "og:description", "og:image"];
  const missing = wanted.filter((k) => collapse(metaContent($, k) ?? "") === "");
  const image = collapse(metaContent($, "og:image") ?? "");
  if (missing.length === wanted.length) {
    return make(
      meta,
      "warning",
      "No Open Graph tags",
      "Without Open Graph tags, shared links on Facebook, LinkedIn and chat apps show a poor preview.",
      "Add og:title, og:description and og:image meta tags (image at least 1200×630 pixels).",
    );
  }
  if (missing.length > 0) {
    return make(
      meta,
      "warning",
      `Missing ${missing.join(", ")}`,
      "Incomplete Open Graph tags give shared links an incomplete preview.",
      `Add the missing Open Graph tags: ${missing.join(", ")}.`,
    );
  }
  if (!/^https?:\/\//i.test(image)) {
    return make(
      meta,
      "warning",
      `og:image is not an absolute URL (${quote(image, 50)})`,
      "Social networks need the full URL of the preview image.",
      "Write og:image as a full https:// URL.",
    );
  }
  return make(
    meta,
    "passed",
    "og:title, og:description and og:image present",
    "Shared links get a complete preview with title, text and image.",
  );
};

/** twitter:card with a known card type. */
export const checkTwitterCard: CheckFn = ({ $ }) => {
  const meta = { id: "twitter-card", title: "Twitter/X card", weight: 2, metric: "seoScore" } as const;
  const card = collapse(metaContent($, "twitter:card") ?? "").toLowerCase();
  if (card === "") {
    return make(
      meta,
      "warning",
      "No twitter:card meta tag",
      "Without a card type, posts on X show this page as a plain link.",
      'Add <meta name="twitter:card" content="summary_large_image">.',
    );
  }
  if (!["summary", "summary_large_image", "app", "player"].includes(card)) {
    return make(
      meta,
      "warning",
      `Unknown card type ${quote(card, 30)}`,
      "X ignores card types it does not know.",
      "Use summary or summary_large_image as the twitter:card value.",
    );
  }
  return make(meta, "passed", `twitter:card: ${card}`, "Posts on X show a card preview of this page.");
};
