import { describe, expect, it } from "vitest";
import { articles } from "#app/site/content/articles/all.ts";
import { articleJsonLd } from "./article-json-ld.ts";

describe("articleJsonLd", () => {
  it("describes each article with absolute URLs, its author, date and publisher", () => {
    for (const article of articles) {
      const data = articleJsonLd(article);
      expect(data["@type"]).toBe("Article");
      expect(data.headline).toBe(article.title);
      expect(data.datePublished).toBe(article.date);
      expect(data.author.name).toBe(article.author);
      expect(data.mainEntityOfPage["@id"]).toBe(`https://crestline.example/blog/${article.slug}`);
      expect(data.image[0]).toBe(`https://crestline.example${article.image.src}`);
      expect(data.wordCount).toBeGreaterThanOrEqual(600);
    }
  });
});
