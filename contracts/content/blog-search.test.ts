import { describe, expect, it } from "vitest";
import { BLOG_SEARCH_MAX, blogSearchOf, blogSearchString } from "./blog-search.ts";

const of = (query: string) => blogSearchOf(new URLSearchParams(query));

describe("the blog list's search in the URL", () => {
  it("reads the text and the category from the query", () => {
    expect(of("?q=google+ads&category=SEO")).toEqual({ query: "google ads", category: "SEO" });
    expect(of("")).toEqual({ query: "", category: "All" });
  });

  it("takes an unknown category as every category, and cuts a long text", () => {
    expect(of("?category=Gossip").category).toBe("All");
    expect(of(`?q=${"a".repeat(500)}`).query).toHaveLength(BLOG_SEARCH_MAX);
  });

  it("writes only what narrows the list, so the whole list is plain /blog", () => {
    expect(blogSearchString({ query: "", category: "All" })).toBe("");
    expect(blogSearchString({ query: "   ", category: "All" })).toBe("");
    expect(blogSearchString({ query: "meta ads & reels", category: "Paid Social" })).toBe(
      "?q=meta+ads+%26+reels&category=Paid+Social",
    );
  });

  it("reads back what it wrote", () => {
    const search = { query: "café 100%", category: "SEO" } as const;
    expect(of(blogSearchString(search))).toEqual(search);
  });
});
