import { charCount, type CheckFn, collapse, headMetas, make, metaContent, plural, quote } from "./check-context.ts";

// Title, meta description and social previews. Title and description follow Lighthouse's
// document-title and meta-description audits; the social tags are advice.

/**
 * Page title (Lighthouse document-title): the first <title> outside SVG has text. Several
 * titles or more than 60 characters are warnings of ours; short titles are fine.
 */
export const checkTitle: CheckFn = ({ $ }) => {
  const meta = { id: "title", title: "Page title" } as const;
  const titles = $("title").filter((_, el) => $(el).closest("svg").length === 0);
  const text = collapse(titles.first().text());
  if (titles.length === 0 || text === "") {
    return make(
      meta,
      "critical",
      titles.length === 0 ? "No <title> element" : "The <title> element is empty",
      "The title is the headline of the page in search results and browser tabs.",
      "Add a unique <title> that names the page's topic and your brand, in at most 60 characters.",
      0,
    );
  }
  const n = charCount(text);
  const found = `Title: ${quote(text)} (${plural(n, "character")})${titles.length > 1 ? `; ${titles.length} <title> elements` : ""}`;
  if (titles.length > 1)
    return make(
      meta,
      "warning",
      found,
      "The page has more than one <title>; browsers and search engines use only the first (Lighthouse checks only that one, so this costs no points).",
      "Keep a single <title> element in the <head>.",
      1,
    );
  if (n > 60)
    return make(
      meta,
      "warning",
      found,
      "The title is long: search results cut it off after about 60 characters (Lighthouse does not count length, so this costs no points).",
      "Shorten the title to at most 60 characters, main keyword first.",
      1,
    );
  return make(meta, "passed", found, "The page has a title that fits in search results.", undefined, 1);
};

/**
 * Meta description (Lighthouse meta-description): the first <meta name="description"> in the
 * head has text. Under 70 or over 160 characters are warnings of ours.
 */
export const checkMetaDescription: CheckFn = ({ $ }) => {
  const meta = { id: "meta-description", title: "Meta description" } as const;
  const tag = headMetas($).find((m) => m.name === "description");
  const text = collapse(tag?.content ?? "");
  if (text === "") {
    return make(
      meta,
      "critical",
      tag === undefined ? "No meta description" : "The meta description is empty",
      "Search engines show the description under the title; without one they pick a random snippet.",
      'Add a <meta name="description"> of 70 to 160 characters that sums up the page and invites the click.',
      0,
    );
  }
  const n = charCount(text);
  const found = `Description: ${quote(text)} (${plural(n, "character")})`;
  if (n < 70)
    return make(
      meta,
      "warning",
      found,
      "The description is short and may be replaced by a snippet the search engine picks (Lighthouse does not count length, so this costs no points).",
      "Write a meta description of 70–160 characters.",
      1,
    );
  if (n > 160)
    return make(
      meta,
      "warning",
      found,
      "The description is long: search results cut it off after about 160 characters (Lighthouse does not count length, so this costs no points).",
      "Shorten the meta description to at most 160 characters.",
      1,
    );
  return make(meta, "passed", found, "The meta description is present and between 70 and 160 characters.");
};

/** og:title, og:description and og:image. */
export const checkOpenGraph: CheckFn = ({ $ }) => {
  const meta = { id: "open-graph", title: "Open Graph tags" } as const;
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
  const meta = { id: "twitter-card", title: "Twitter/X card" } as const;
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
