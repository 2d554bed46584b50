import type { CheckStatus } from "#contracts/seo-audit.ts";
import type { CheerioAPI } from "cheerio";
import { type CheckFn, collapse, listSample, make, plural, quote } from "./check-context.ts";

// Accessibility (metric: accessibility).

/** Every <img> has an alt attribute (alt="" for decoration is fine). */
export const checkImageAlt: CheckFn = ({ $ }) => {
  const meta = { id: "image-alt", title: "Image alt text", weight: 10, metric: "accessibility" } as const;
  const imgs = $("img, input[type=image]");
  if (imgs.length === 0) return make(meta, "passed", "No images", "Nothing to check.");
  const missing: string[] = [];
  imgs.each((_, el) => {
    const e = $(el);
    if (e.attr("alt") !== undefined || e.attr("aria-label") !== undefined || e.attr("aria-labelledby") !== undefined)
      return;
    if (e.attr("role") === "presentation" || e.attr("role") === "none" || e.attr("aria-hidden") === "true") return;
    const src = e.attr("src") ?? "";
    missing.push(src.split("/").pop()?.split("?")[0] || "(no src)");
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
  );
};

const LANG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;

/** <html lang> present and a valid language tag. */
export const checkHtmlLang: CheckFn = ({ $ }) => {
  const meta = { id: "html-lang", title: "Page language", weight: 8, metric: "accessibility" } as const;
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
  const labelledBy = (e.attr("aria-labelledby") ?? "").trim();
  if (labelledBy !== "") {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => collapse($(`[id="${id.replace(/"/g, '\\"')}"]`).text()))
      .join(" ")
      .trim();
    if (text !== "") return text;
  }
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

/** Links have a name, and not a generic one ('click here', 'read more'). */
export const checkLinkText: CheckFn = ({ $ }) => {
  const meta = { id: "link-text", title: "Descriptive link text", weight: 6, metric: "accessibility" } as const;
  const links = $("a[href]");
  const unnamed: string[] = [];
  const generic: string[] = [];
  links.each((_, el) => {
    const name = accessibleName($, el);
    if (name === "") {
      unnamed.push($(el).attr("href") ?? "");
      return;
    }
    const normalized = name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, "")
      .replace(/\s+/g, " ")
      .trim();
    if (GENERIC_LINK_TEXT.has(normalized)) generic.push(`"${name}"`);
  });
  if (links.length === 0) return make(meta, "passed", "No links on the page", "Nothing to check.");
  if (unnamed.length === 0 && generic.length === 0)
    return make(
      meta,
      "passed",
      `All ${plural(links.length, "link")} have descriptive text`,
      "Every link says where it leads.",
    );
  const parts: string[] = [];
  if (unnamed.length > 0)
    parts.push(`${unnamed.length} without any text (${listSample(unnamed.map((h) => quote(h, 30)))})`);
  if (generic.length > 0) parts.push(`${generic.length} with generic text (${listSample([...new Set(generic)])})`);
  return make(
    meta,
    "warning",
    `Of ${plural(links.length, "link")}: ${parts.join("; ")}`,
    "Screen reader users and search engines rely on link text to know where a link leads.",
    "Replace generic link text such as 'click here' or 'read more' with words that describe the target, and give icon links an aria-label.",
  );
};

/** Headings go down one level at a time (no h2 → h4). */
export const checkHeadingOrder: CheckFn = ({ $ }) => {
  const meta = { id: "heading-order", title: "Heading structure", weight: 5, metric: "accessibility" } as const;
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
  const meta = { id: "form-labels", title: "Form labels", weight: 5, metric: "accessibility" } as const;
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
