import { describe, expect, it } from "vitest";
import type { AdminSubmission } from "#contracts/leads/lead-desk.ts";
import { LeadList } from "./lead-list.tsx";
import { ignoreLeadEvents, renderMarkup, sampleLead } from "./lead-test-support.ts";

const TODAY = "2026-11-24";

function render(items: AdminSubmission[], change: { loading?: boolean; hasMore?: boolean; openId?: number } = {}) {
  return renderMarkup(
    <LeadList
      items={items}
      openId={change.openId ?? null}
      today={TODAY}
      loading={change.loading ?? false}
      refreshing={false}
      emptyText="No submissions yet."
      savingIds={new Set([2])}
      hasMore={change.hasMore ?? false}
      loadingMore={false}
      {...ignoreLeadEvents}
    />,
  );
}

describe("the lead list", () => {
  const asha = sampleLead({ id: 1, earlierRequests: 2, followUpOn: "2026-11-20" });
  const rohan = sampleLead({
    id: 2,
    type: "quote",
    readAt: "2026-11-22T11:00:00.000Z",
    data: { fullName: "Rohan Mehta" },
    status: "proposal",
    owner: { id: 3, displayName: "Priya" },
    followUpOn: TODAY,
  });
  const $ = render([asha, rohan], { hasMore: true, openId: 1 });
  const rows = $('ul[aria-label="Submissions, newest first"] > li');

  it("shows name, Unread, type, owner, follow-up, earlier requests and time", () => {
    expect(rows).toHaveLength(2);
    const first = rows.first().find("button");
    expect(first.text()).toContain("Asha Rao");
    // Unread is its own mark and a bold name; "New" is left to the status.
    expect(first.text()).toContain("Unread");
    expect(first.text()).not.toContain("New");
    expect(first.find(".font-extrabold").text()).toBe("Asha Rao");
    expect(first.text()).toContain("Contact");
    expect(first.text()).toContain("No owner");
    expect(first.text()).toContain("2 earlier requests");
    expect(first.find(".text-red-700").text()).toBe("Overdue since 20 Nov 2026");
    expect(first.find("time").attr("datetime")).toBe(asha.timestamp);
    expect(first.attr("aria-pressed")).toBe("true");
    expect(first.attr("data-lead-id")).toBe("1");

    const second = rows.eq(1).find("button");
    expect(second.text()).not.toContain("Unread");
    expect(second.find(".font-extrabold")).toHaveLength(0);
    expect(second.text()).toContain("Priya");
    expect(second.text()).toContain("Follow up today");
    expect(second.text()).not.toContain("earlier request");
  });

  it("has a labelled status menu per row, waiting while its lead saves", () => {
    const menus = rows.find("select");
    expect(menus.map((_, menu) => $(menu).attr("aria-label")).get()).toEqual([
      "Status of Asha Rao",
      "Status of Rohan Mehta",
    ]);
    expect(menus.eq(1).find("option[selected]").text()).toBe("Proposal sent");
    expect(menus.first().attr("disabled")).toBeUndefined();
    expect(menus.eq(1).attr("disabled")).toBeDefined();
    expect(menus.first().find("option").length).toBe(6);
  });

  it("offers Load more while the server has more", () => {
    expect($("button").last().text()).toBe("Load more");
    expect(render([asha]).text()).not.toContain("Load more");
  });

  it("shows a skeleton while loading and the empty text without leads", () => {
    expect(render([], { loading: true })('ul[aria-hidden="true"] li')).toHaveLength(4);
    expect(render([]).text()).toContain("No submissions yet.");
  });
});
