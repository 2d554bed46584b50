import { load } from "cheerio";

// The tags link previews read. Only the page's <head> is parsed (previews never look
// further), cut at MAX_HEAD_CHARS, and at most MAX_TAGS meta elements are looked at.

const MAX_HEAD_CHARS = 512 * 1024;
const MAX_TAGS = 200;
const MAX_VALUE = 1_000;

export interface PreviewTags {
  title: string | null;
  description: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
}

function headOf(html: string): string {
  const lower = html.slice(0, MAX_HEAD_CHARS).toLowerCase();
  const end = lower.indexOf("</head>");
  return html.slice(0, end === -1 ? MAX_HEAD_CHARS : end + 7);
}

const clean = (value: string | undefined): string | null => {
  const text = (value ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_VALUE);
  return text === "" ? null : text;
};

export function previewTags(html: string): PreviewTags {
  const $ = load(headOf(html));
  const og: Record<string, string> = {};
  const twitter: Record<string, string> = {};
  let description: string | null = null;
  $("meta")
    .slice(0, MAX_TAGS)
    .each((_, element) => {
      const key = ($(element).attr("property") ?? $(element).attr("name") ?? "").trim().toLowerCase();
      const value = clean($(element).attr("content"));
      if (value === null) return;
      if (key.startsWith("og:")) og[key.slice(3)] ??= value;
      else if (key.startsWith("twitter:")) twitter[key.slice(8)] ??= value;
      else if (key === "description") description ??= value;
    });
  return { title: clean($("title").first().text()), description, og, twitter };
}
