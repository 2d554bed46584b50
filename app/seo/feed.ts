import { articles as allArticles } from "#app/site/content/articles/all.ts";
import { articlePath } from "#contracts/content/content-paths.ts";
import type { Article } from "#contracts/content/schema.ts";
import { site } from "#app/site/content/site.ts";
import { pages } from "./pages.ts";
import { FEED_PATH, FEED_TITLE, FEED_TYPE } from "#contracts/content/blog-feed.ts";
import { escapeXml } from "./xml-text.ts";

// The blog's Atom feed (RFC 4287), /blog/feed.xml: every article with its summary and full
// text, newest first. Written into the build by scripts/postbuild.ts beside the sitemap, and
// linked from every page's head (root.tsx), so feed readers find it from any page.

/** Articles carry a day, not a time: noon in New Delhi, so the day is the same in every time zone a reader is likely in. */
function dayTime(date: string): string {
  return `${date}T12:00:00+05:30`;
}

function entry(article: Article, origin: string): string {
  const url = new URL(articlePath(article), origin).toString();
  const image = new URL(article.image.src, origin).toString();
  // The body is plain HTML of a few tags (schema.ts); the cover image leads it, as on the page.
  const html = `<p><img src="${escapeXml(image)}" alt="${escapeXml(article.image.alt)}"></p>\n${article.content.trim()}`;
  return `  <entry>
    <title>${escapeXml(article.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>
    <id>${escapeXml(url)}</id>
    <published>${dayTime(article.date)}</published>
    <updated>${dayTime(article.date)}</updated>
    <author><name>${escapeXml(article.author)}</name></author>
    <category term="${escapeXml(article.category)}"/>
    <summary>${escapeXml(article.excerpt)}</summary>
    <content type="html">${escapeXml(html)}</content>
  </entry>`;
}

export interface FeedOptions {
  articles?: readonly Article[];
  /** Origin the URLs are made absolute against; defaults to the site's. */
  origin?: string;
}

/** The Atom feed of the blog. */
export function blogFeedXml({ articles = allArticles, origin = site.origin }: FeedOptions = {}): string {
  const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
  const blogUrl = new URL(pages.blog.path, origin).toString();
  const updated = newestFirst[0]?.date;
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">
  <title>${escapeXml(FEED_TITLE)}</title>
  <subtitle>${escapeXml(pages.blog.description)}</subtitle>
  <link rel="self" type="${FEED_TYPE}" href="${escapeXml(new URL(FEED_PATH, origin).toString())}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(blogUrl)}"/>
  <id>${escapeXml(blogUrl)}</id>
  <updated>${updated ? dayTime(updated) : "1970-01-01T00:00:00Z"}</updated>
  <icon>${escapeXml(new URL("/favicon.svg", origin).toString())}</icon>
${newestFirst.map((article) => entry(article, origin)).join("\n")}
</feed>
`;
}
