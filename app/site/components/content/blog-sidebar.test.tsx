// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlogFilters } from "./blog-sidebar.tsx";

const labels = {
  searchLabel: "Search articles",
  searchPlaceholder: "Search articles...",
  categoriesTitle: "Categories",
};

const markup = renderToStaticMarkup(
  <BlogFilters
    action="/blog"
    resultCount="2 of 6 articles match"
    query="reels"
    onQueryChange={() => {}}
    category="SEO"
    onCategoryChange={() => {}}
    labels={labels}
  />,
);
const dom = new DOMParser().parseFromString(markup, "text/html");

describe("BlogFilters without JavaScript", () => {
  it("is a GET form to the list: the box sends q, Enter's button sends the current category", () => {
    const form = dom.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/blog");
    const box = form.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect([box.getAttribute("name"), box.getAttribute("value")]).toEqual(["q", "reels"]);
    // The first submit button of the form is the one Enter presses.
    const enter = form.querySelector('button[type="submit"]')!;
    expect([enter.textContent, enter.getAttribute("name"), enter.getAttribute("value")]).toEqual([
      "Search",
      "category",
      "SEO",
    ]);
  });

  it("makes each category button submit the same form with its own category", () => {
    const formId = dom.querySelector("form")!.id;
    const buttons = [...dom.querySelectorAll('ul button[type="submit"]')];
    expect(buttons.map((button) => button.getAttribute("value"))).toContain("Paid Social");
    for (const button of buttons) {
      expect(button.getAttribute("form")).toBe(formId);
      expect(button.getAttribute("name")).toBe("category");
    }
    expect(buttons.find((button) => button.getAttribute("value") === "SEO")?.getAttribute("aria-pressed")).toBe("true");
  });

  it("shows the count beside the box and announces it politely", () => {
    const status = dom.querySelector('form [role="status"]')!;
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe("2 of 6 articles match");
  });
});
