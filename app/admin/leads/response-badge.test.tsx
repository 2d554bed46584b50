import { describe, expect, it } from "vitest";
import { LeadList } from "./lead-list.tsx";
import { ignoreLeadEvents, renderBoard, renderMarkup, sampleLead } from "./lead-test-support.ts";
import { ResponseOverdueBadge } from "./response-badge.tsx";

// "Response overdue" in list rows and board cards: only unanswered leads past their due time.

const waiting = sampleLead({ id: 1, firstResponseAt: null, responseDueAt: "2026-11-22T11:00:00.000Z" });
const answered = sampleLead({ id: 2, data: { fullName: "Rohan Mehta" } });
const notYetDue = sampleLead({
  id: 3,
  data: { fullName: "Meera Iyer" },
  firstResponseAt: null,
  responseDueAt: "2999-01-01T00:00:00.000Z",
});

describe("the response overdue flag", () => {
  it("shows from the due time on, and never once the lead is answered", () => {
    const at = (iso: string, lead = waiting) =>
      renderMarkup(<ResponseOverdueBadge lead={lead} now={new Date(iso)} />).text();
    expect(at("2026-11-22T10:59:59.999Z")).toBe("");
    expect(at("2026-11-22T11:00:00.000Z")).toBe("Response overdue");
    expect(at("2026-11-23T11:00:00.000Z", answered)).toBe("");
  });

  it("marks the waiting lead's row in the list, and no other", () => {
    const $ = renderMarkup(
      <LeadList
        items={[waiting, answered, notYetDue]}
        openId={null}
        today="2026-11-24"
        loading={false}
        refreshing={false}
        emptyText="No submissions yet."
        savingIds={new Set()}
        hasMore={false}
        loadingMore={false}
        {...ignoreLeadEvents}
      />,
    );
    const flagged = $("li")
      .filter((_, row) => $(row).text().includes("Response overdue"))
      .map((_, row) => $(row).find("[data-lead-id]").attr("data-lead-id"))
      .get();
    expect(flagged).toEqual(["1"]);
  });

  it("marks the waiting lead's card on the board", () => {
    const $ = renderBoard([{ status: "new", count: 3, items: [waiting, answered, notYetDue], nextCursor: null }]);
    const flagged = $("[data-lead-id]")
      .filter((_, card) => $(card).text().includes("Response overdue"))
      .map((_, card) => $(card).attr("data-lead-id"))
      .get();
    expect(flagged).toEqual(["1"]);
  });
});
