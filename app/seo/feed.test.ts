import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { articles } from "#app/site/content/articles/all.ts";
import type { Article } from "#contracts/content/schema.ts";
import { blogFeedXml } from "./feed.ts";
import { FEED_PATH } from "#contracts/content/blog-feed.ts";

const parse = (xml: string) => load(xml, { xml: true });

describe("blogFeedXml", () => {
  const $ = parse(blogFeedXml());

  it("is an Atom feed that names itself and the blog", () => {
    expect($("feed").attr("xmlns")).toBe("http://www.w3.org/2005/Atom");
    expect($("feed > title").text()).toBe("Crestline Digital blog");
    expect($('feed > link[rel="self"]').attr("href")).toBe(`https://crestline.example${FEED_PATH}`);
    expect($('feed > link[rel="alternate"]').attr("href")).toBe("https://crestline.example/blog");
    expect($("feed > id").text()).toBe("https://crestline.example/blog");
  });

  it("has one entry per article, newest first, the feed updated with the newest", () => {
    const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date));
    expect(
      $("entry > id")
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(newestFirst.map((article) => `https://crestline.example/blog/${article.slug}`));
    expect($("feed > updated").text()).toBe(`${newestFirst[0]?.date}T12:00:00+05:30`);
  });

  it("gives each entry its title, link, date, author, category, summary and full text with the cover image", () => {
    for (const article of articles) {
      const entry = $("entry").filter((_, el) => $(el).find("id").text().endsWith(`/blog/${article.slug}`));
      expect(entry.find("title").text()).toBe(article.title);
      expect(entry.find('link[rel="alternate"]').attr("href")).toBe(`https://crestline.example/blog/${article.slug}`);
      expect(entry.find("published").text()).toBe(`${article.date}T12:00:00+05:30`);
      expect(entry.find("author > name").text()).toBe(article.author);
      expect(entry.find("category").attr("term")).toBe(article.category);
      expect(entry.find("summary").text()).toBe(article.excerpt);
      const html = load(entry.find('content[type="html"]').text());
      expect(html("img").attr("src")).toBe(`https://crestline.example${article.image.src}`);
      expect(html("img").attr("alt")).toBe(article.image.alt);
      expect(html("h2").first().text()).toBe(load(article.content)("h2").first().text());
    }
  });

  it("escapes text so that markup in a title or body stays text", () => {
    const base = articles[0] as Article;
    const hostile: Article = {
      ...base,
      title: 'Ads & SEO <script>alert("x")</script>',
      excerpt: "Less than < more than > quotes ' \"",
      content: "<p>R&amp;D <strong>first</strong></p>",
    };
    const xml = blogFeedXml({ articles: [hostile], origin: "http://localhost:3000" });
    expect(xml).not.toContain("<script>");
    const feed = parse(xml);
    expect(feed("entry > title").text()).toBe(hostile.title);
    expect(feed("entry > summary").text()).toBe(hostile.excerpt);
    expect(feed("entry > content").text()).toContain("<p>R&amp;D <strong>first</strong></p>");
    expect(feed("entry > id").text()).toBe("http://localhost:3000/blog/facebook-advertising-guide-indian-brands");
  });
});
