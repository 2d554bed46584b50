import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NumberedList } from "./numbered-list.tsx";

describe("NumberedList", () => {
  const html = (textAs?: "p" | "span") =>
    renderToStaticMarkup(
      <NumberedList
        items={["Audit the site", "Fix the titles"]}
        className="space-y-3"
        itemClassName="gap-3"
        badgeClassName="h-7 w-7"
        textAs={textAs}
        textClassName="pt-0.5"
      />,
    );

  it("lists the items in order, each after its number in a badge hidden from screen readers", () => {
    expect(html()).toBe(
      '<ol class="space-y-3">' +
        '<li class="flex gap-3"><span aria-hidden="true" class="flex shrink-0 items-center justify-center rounded-full text-sm font-bold h-7 w-7">1</span><span class="pt-0.5">Audit the site</span></li>' +
        '<li class="flex gap-3"><span aria-hidden="true" class="flex shrink-0 items-center justify-center rounded-full text-sm font-bold h-7 w-7">2</span><span class="pt-0.5">Fix the titles</span></li>' +
        "</ol>",
    );
  });

  it("writes each item as a paragraph when asked", () => {
    expect(html("p")).toContain('<p class="pt-0.5">Fix the titles</p>');
  });
});
