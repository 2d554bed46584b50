import type { CheckStatus } from "#contracts/seo-audit/audit.ts";
import type { CheerioAPI } from "cheerio";
import { type CheckFn, collapse, listSample, make, plural, quote } from "./check-context.ts";
import { documentBase, resolveHref } from "./link-elements.ts";
import { NON_DESCRIPTIVE_LINK_TEXTS } from "./link-text-lists.ts";

// Accessibility. Image alt and link text follow Lighthouse's image-alt and link-text audits
// (both also count in the SEO sub-score); the rest are our own checks.

// Roles that need an accessible name: an <img> with one of these is still an image to axe.
const NAME_REQUIRED_ROLES = new Set([
  "img",
  "button",
  "link",
  "checkbox",
  "menuitem",
  "option",
  "radio",
  "switch",
  "tab",
]);

/** Hidden from everyone, as far as the HTML shows: hidden, aria-hidden or an inline display:none. */
function isHidden($: CheerioAPI, el: Parameters<CheerioAPI>[0]): boolean {
  return (
    $(el)
      .parents()
      .addBack()
      .filter(
        (_, node) =>
          $(node).attr("hidden") !== undefined ||
          $(node).attr("aria-hidden") === "true" ||
          /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)/i.test($(node).attr("style") ?? ""),
      ).length > 0
  );
}

/** Text of the elements an aria-labelledby names. */
function labelledByText($: CheerioAPI, ids: string): string {
  return ids
    .split(/\s+/)
    .filter((id) => id !== "")
    .map((id) => collapse($(`[id="${id.replace(/"/g, '\\"')}"]`).text()))
    .join(" ")
    .trim();
}

/**
 * Image alt text (Lighthouse image-alt, axe-core's rule): every visible <img> has an alt
 * attribute (alt="" marks decoration), an aria-label, an aria-labelledby, a title or
 * role="presentation"; an alt of only spaces fails. Not applicable without images.
 */
export const checkImageAlt: CheckFn = ({ $ }) => {
  const meta = { id: "image-alt", title: "Image alt text" } as const;
  const imgs = $("img").filter((_, el) => {
    const role = ($(el).attr("role") ?? "").trim().toLowerCase();
    if (role !== "" && role !== "none" && role !== "presentation" && !NAME_REQUIRED_ROLES.has(role)) return false;
    return !isHidden($, el);
  });
  if (imgs.length === 0) return make(meta, "passed", "No images", "Nothing to check.", undefined, null);
  const missing: string[] = [];
  imgs.each((_, el) => {
    const e = $(el);
    const role = (e.attr("role") ?? "").trim().toLowerCase();
    const presentational = role === "none" || role === "presentation";
    const alt = e.attr("alt");
    if (alt !== undefined && /^\s+$/.test(alt) && !presentational) {
      missing.push(`${imageName(e.attr("src"))} (alt of only spaces)`);
      return;
    }
    if (
      alt !== undefined ||
      (e.attr("aria-label") ?? "").trim() !== "" ||
      labelledByText($, e.attr("aria-labelledby") ?? "") !== "" ||
      (e.attr("title") ?? "").trim() !== "" ||
      presentational
    )
      return;
    missing.push(imageName(e.attr("src")));
  });
  if (missing.length === 0)
    return make(
      meta,
      "passed",
      `All ${plural(imgs.length, "image")} have alt text`,
      "Screen readers can describe every image, and search engines understand them.",
    );
  const found = `${missing.length} of ${plural(imgs.length, "image")} without alt text: ${listSample(missing)}`;
  const status: CheckStatus = imgs.length >= 2 && missing.length * 2 > imgs.length ? "critical" : "warning";
  return make(
    meta,
    status,
    found,
    "Screen readers cannot describe images without alt text, and image search cannot index them.",
    'Add an alt attribute to every image: a short description, or alt="" for purely decorative images.',
    0,
  );
};

function imageName(src: string | undefined): string {
  return (src ?? "").split("/").pop()?.split("?")[0] || "(no src)";
}

const LANG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;

/** <html lang> present and a valid language tag. */
export const checkHtmlLang: CheckFn = ({ $ }) => {
  const meta = { id: "html-lang", title: "Page language" } as const;
  const lang = ($("html").attr("lang") ?? "").trim();
  if (lang === "")
    return make(
      meta,
      "warning",
      "No lang attribute on <html>",
      "Screen readers need the page language to pronounce the text correctly.",
      'Add the page language to the html element, e.g. <html lang="en">.',
    );
  if (!LANG.test(lang))
    return make(
      meta,
      "warning",
      `lang=${quote(lang, 30)} is not a valid language code`,
      "Screen readers cannot use an invalid language code.",
      "Use a valid BCP 47 language code such as en, en-GB or hi-IN.",
    );
  return make(meta, "passed", `lang="${lang}"`, "The page declares its language.");
};

// Generic texts we also warn about, after dropping punctuation ("Read more »"), beyond
// Lighthouse's exact lists (link-text-lists.ts).
const GENERIC_LINK_TEXT = new Set([
  "click here",
  "click this",
  "click",
  "here",
  "go",
  "go here",
  "this",
  "link",
  "this link",
  "more",
  "read more",
  "learn more",
  "see more",
  "more info",
  "more information",
  "information",
  "info",
  "details",
  "continue",
  "start",
  "right here",
]);

function accessibleName($: CheerioAPI, el: Parameters<CheerioAPI>[0]): string {
  const e = $(el);
  const label = (e.attr("aria-label") ?? "").trim();
  if (label !== "") return label;
  const labelledBy = labelledByText($, e.attr("aria-labelledby") ?? "");
  if (labelledBy !== "") return labelledBy;
  const text = collapse(e.text());
  if (text !== "") return text;
  const alts = e
    .find("img[alt], svg title, [aria-label]")
    .map((_, child) => $(child).attr("alt") ?? $(child).attr("aria-label") ?? $(child).text())
    .get()
    .join(" ")
    .trim();
  if (alts !== "") return alts;
  return (e.attr("title") ?? "").trim();
}

const NOT_RENDERED = new Set(["script", "style", "template", "noscript", "head", "title"]);

/** The text a visitor sees in an element (innerText without CSS): hidden parts left out, spaces collapsed. */
function renderedText($: CheerioAPI, el: Parameters<CheerioAPI>[0]): string {
  const parts: string[] = [];
  const walk = (node: Parameters<CheerioAPI>[0]): void => {
    const n = node as { type?: string; name?: string; data?: string; children?: unknown[] };
    if (n.type === "text") {
      parts.push(n.data ?? "");
      return;
    }
    if (n.name !== undefined && (NOT_RENDERED.has(n.name) || isHiddenSelf($, node))) return;
    for (const child of n.children ?? []) walk(child as Parameters<CheerioAPI>[0]);
  };
  walk(el);
  return collapse(parts.join(""));
}

function isHiddenSelf($: CheerioAPI, el: Parameters<CheerioAPI>[0]): boolean {
  const e = $(el);
  return e.attr("hidden") !== undefined || /(^|;)\s*display\s*:\s*none/i.test(e.attr("style") ?? "");
}

/** The language of a link's text as Lighthouse finds it: the page's only lang, else the lang around the text. */
function linkTextLanguage(
  $: CheerioAPI,
  el: Parameters<CheerioAPI>[0],
  singleLang: string | undefined,
): string | undefined {
  if (singleLang !== undefined) return singleLang;
  let found: string | undefined;
  for (const child of $(el).find("*").toArray()) {
    if ($(child).text() === "") continue;
    const lang = $(child).closest("[lang]").attr("lang");
    if (!lang) continue;
    if (found === undefined) found = lang;
    else if (found.split("-")[0] !== lang.split("-")[0]) return undefined;
  }
  return found ?? $(el).closest("[lang]").attr("lang") ?? undefined;
}

function sameDocument(href: string, pageUrl: URL): boolean {
  try {
    const a = new URL(href);
    const b = new URL(pageUrl.href);
    a.hash = "";
    b.hash = "";
    return a.href === b.href;
  } catch {
    return false;
  }
}

/** Whether Lighthouse's link-text audit fails this link text (whole text, per language). */
function isNonDescriptiveLinkText(text: string, lang: string | undefined): boolean {
  const term = text.trim().toLowerCase();
  if (term === "") return false;
  if (lang) {
    const list = NON_DESCRIPTIVE_LINK_TEXTS[lang.split("-")[0] ?? ""];
    return list?.has(term) ?? false;
  }
  return Object.values(NON_DESCRIPTIVE_LINK_TEXTS).some((list) => list.has(term));
}

/**
 * Descriptive link text (Lighthouse link-text): links to other pages whose whole text is a
 * generic phrase ("click here", "klicke hier", "en savoir plus" is not on Lighthouse's lists)
 * fail. Same-page #links, javascript:, mailto: and rel=nofollow links are skipped, as
 * Lighthouse does. Links without any text and generic text with punctuation are warnings of ours.
 */
export const checkLinkText: CheckFn = ({ $, url }) => {
  const meta = { id: "link-text", title: "Descriptive link text" } as const;
  const base = documentBase($, url);
  const langElements = $("[lang]");
  const only = langElements.first();
  const singleLang =
    langElements.length === 1 && (only.is("html") || only.is("body")) ? (only.attr("lang") ?? undefined) : undefined;
  const links = $("a[href]");
  const failing: string[] = [];
  const unnamed: string[] = [];
  const generic: string[] = [];
  links.each((_, el) => {
    const a = $(el);
    const rawHref = a.attr("href") ?? "";
    const href = resolveHref(rawHref, base);
    const skipped =
      (a.attr("rel") ?? "").includes("nofollow") || /^(javascript|mailto):/i.test(href) || sameDocument(href, url);
    if (!skipped) {
      const inSvg = a.closest("svg").length > 0;
      const text = inSvg ? a.text() : renderedText($, el);
      if (isNonDescriptiveLinkText(text, linkTextLanguage($, el, singleLang))) {
        failing.push(`"${collapse(text)}"`);
        return;
      }
    }
    const name = accessibleName($, el);
    if (name === "") {
      unnamed.push(rawHref);
      return;
    }
    const normalized = name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, "")
      .replace(/\s+/g, " ")
      .trim();
    if (GENERIC_LINK_TEXT.has(normalized)) generic.push(`"${name}"`);
  });
  if (links.length === 0) return make(meta, "passed", "No links on the page", "Nothing to check.", undefined, 1);
  if (failing.length === 0 && unnamed.length === 0 && generic.length === 0)
    return make(
      meta,
      "passed",
      `All ${plural(links.length, "link")} have descriptive text`,
      "Every link says where it leads.",
    );
  const parts: string[] = [];
  if (failing.length > 0) parts.push(`${failing.length} with generic text (${listSample([...new Set(failing)])})`);
  if (unnamed.length > 0)
    parts.push(`${unnamed.length} without any text (${listSample(unnamed.map((h) => quote(h, 30)))})`);
  if (generic.length > 0)
    parts.push(`${generic.length} with generic text and punctuation (${listSample([...new Set(generic)])})`);
  return make(
    meta,
    "warning",
    `Of ${plural(links.length, "link")}: ${parts.join("; ")}`,
    failing.length > 0
      ? "Screen reader users and search engines rely on link text to know where a link leads."
      : "Screen reader users rely on link text to know where a link leads (Lighthouse does not fail these, so they cost no points).",
    "Replace generic link text such as 'click here' or 'read more' with words that describe the target, and give icon links an aria-label.",
    failing.length > 0 ? 0 : 1,
  );
};

/** Headings go down one level at a time (no h2 → h4). */
export const checkHeadingOrder: CheckFn = ({ $ }) => {
  const meta = { id: "heading-order", title: "Heading structure" } as const;
  const levels: number[] = [];
  const skips: string[] = [];
  $("h1, h2, h3, h4, h5, h6").each((_, el) => {
    const level = Number((el as { name?: string }).name?.slice(1) ?? "0");
    const prev = levels[levels.length - 1];
    if (prev !== undefined && level > prev + 1)
      skips.push(`h${prev} → h${level} (${quote(collapse($(el).text()), 40)})`);
    levels.push(level);
  });
  if (levels.length === 0)
    return make(
      meta,
      "warning",
      "No headings",
      "Headings let screen reader users skim and jump through the page.",
      "Structure the content with headings: one h1, then h2 for sections and h3 for subsections.",
    );
  const outline =
    levels
      .slice(0, 12)
      .map((l) => `h${l}`)
      .join(" ") + (levels.length > 12 ? " …" : "");
  if (skips.length > 0)
    return make(
      meta,
      "warning",
      `Skipped heading levels: ${listSample(skips)}`,
      "Skipped levels break the outline that screen reader users navigate by.",
      "Go down one heading level at a time (h1 → h2 → h3); style headings with CSS, not by level.",
    );
  return make(
    meta,
    "passed",
    `${plural(levels.length, "heading")}, no level skipped (${outline})`,
    "The headings form a clean outline.",
  );
};

/** Form fields have a label (label element, aria-label, aria-labelledby or title). */
export const checkFormLabels: CheckFn = ({ $ }) => {
  const meta = { id: "form-labels", title: "Form labels" } as const;
  const fields = $("input, select, textarea").filter((_, el) => {
    const type = ($(el).attr("type") ?? "text").toLowerCase();
    return !["hidden", "submit", "button", "reset", "image"].includes(type);
  });
  if (fields.length === 0) return make(meta, "passed", "No form fields", "Nothing to check.");
  const unlabelled: string[] = [];
  fields.each((_, el) => {
    const e = $(el);
    const id = e.attr("id");
    if (e.closest("label").length > 0) return;
    if (id !== undefined && $(`label[for="${id.replace(/"/g, '\\"')}"]`).length > 0) return;
    if (
      (e.attr("aria-label") ?? "").trim() !== "" ||
      (e.attr("aria-labelledby") ?? "").trim() !== "" ||
      (e.attr("title") ?? "").trim() !== ""
    )
      return;
    unlabelled.push(e.attr("name") ?? id ?? (el as { name?: string }).name ?? "field");
  });
  if (unlabelled.length > 0)
    return make(
      meta,
      "warning",
      `${unlabelled.length} of ${plural(fields.length, "form field")} without a label: ${listSample(unlabelled)}`,
      "Screen readers announce unlabelled fields as just 'edit text'; a placeholder is not a label.",
      'Give every form field a visible <label for="…"> (or an aria-label when a visible label is impossible).',
    );
  return make(
    meta,
    "passed",
    `All ${plural(fields.length, "form field")} have labels`,
    "Every form field is announced with its label.",
  );
};
