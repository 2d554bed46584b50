import { describe, expect, it } from "vitest";
import type { BoardColumn } from "#contracts/leads/lead-desk.ts";
import { renderBoard, sampleLead } from "./lead-test-support.ts";

describe("the board", () => {
  const columns: BoardColumn[] = [
    { status: "new", count: 31, items: [sampleLead({ id: 1 })], nextCursor: "next" },
    {
      status: "contacted",
      count: 1,
      items: [sampleLead({ id: 2, status: "contacted", data: { fullName: "Rohan Mehta" }, followUpOn: "2026-11-23" })],
      nextCursor: null,
    },
    { status: "lost", count: 0, items: [], nextCursor: null },
  ];
  const $ = renderBoard(columns);

  it("has a column per status, headed by its label and count", () => {
    expect($('[role="region"][aria-label="Board"]')).toHaveLength(1);
    expect(
      $("section h3")
        .map((_, heading) => $(heading).text())
        .get(),
    ).toEqual(["New31", "Contacted1", "Lost0"]);
    expect($("section").last().text()).toContain("No leads");
  });

  it("makes cards draggable, focusable and movable with a labelled status menu", () => {
    const card = $('ul[aria-label="Contacted leads"] > li');
    expect(card.find("[draggable]")).toHaveLength(1);
    expect(card.find("button[data-lead-id='2']").text()).toContain("Rohan Mehta");
    expect(card.text()).toContain("Overdue since 23 Nov 2026");
    expect(card.find("select").attr("aria-label")).toBe("Status of Rohan Mehta");
  });

  it("loads more of a column that has more", () => {
    const more = $("section").first().find("button").last();
    expect(more.text()).toBe("Load more in New");
    expect($("section").eq(1).text()).not.toContain("Load more");
  });

  it("shows grey columns while it loads", () => {
    expect(renderBoard(null)('[aria-hidden="true"] > div')).toHaveLength(4);
  });
});
