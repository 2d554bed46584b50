import { type CheerioAPI, load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type AdminSubmission, MSG_DELETE_CONFIRM } from "#contracts/leads/lead-desk.ts";
import type { TeamMember } from "#contracts/accounts/accounts.ts";
import { Counters } from "../../counters.tsx";
import { DeleteDialog } from "../delete-dialog.tsx";
import { LeadDetail, type SessionUser } from "./lead-detail.tsx";
import { isPlausibleDay, ownerOptions } from "./lead-fields-editor.tsx";
import { LeadFilters, statusOptionLabel } from "../lead-filters.tsx";
import { InlinePanel, SheetPanel } from "./lead-panel.tsx";
import { ANY_LEADS } from "../lead-query.ts";
import { sampleLead } from "../lead-test-support.ts";
import { RelatedLeads, relatedHeading } from "./related-leads.tsx";

const OWNER: SessionUser = { id: 1, displayName: "Anita", role: "owner" };
const STAFF: SessionUser = { id: 2, displayName: "Priya", role: "staff" };
const TEAM: TeamMember[] = [
  { id: 1, username: "anita", displayName: "Anita", role: "owner" },
  { id: 2, username: "priya", displayName: "Priya", role: "staff" },
];

function detail(user: SessionUser, lead: AdminSubmission = sampleLead()): CheerioAPI {
  return load(
    renderToStaticMarkup(
      <LeadDetail
        lead={lead}
        user={user}
        replyByEmail={false}
        team={TEAM}
        onUpdate={async () => lead}
        onAskLostReason={() => undefined}
        onMarkUnread={() => undefined}
        onNoteAdded={() => undefined}
        onOpenRelated={() => undefined}
        onDelete={() => undefined}
        onSignedOut={() => false}
      />,
    ),
  );
}

/** The text of the <label> of each form control, in order. */
function labels($: CheerioAPI): string[] {
  return $("input, select, textarea")
    .map((_, control) => {
      const id = $(control).attr("id");
      return $(control).attr("aria-label") ?? $(`label[for="${id}"]`).text();
    })
    .get();
}

describe("the lead's detail", () => {
  it("heads with the name and when it was received", () => {
    const $ = detail(STAFF);
    expect($("h3").first().text()).toBe("Asha Rao");
    expect($("p").first().text()).toMatch(/^Contact · Received 22 Nov 2026, 3:30\s?pm$/);
  });

  it("labels every field: status, owner, follow-up, value, note", () => {
    expect(labels(detail(STAFF))).toEqual(["Status", "Owner", "Follow-up date", "Value estimate (₹)", "Add a note"]);
  });

  it("offers the team as owners, 'No owner' first, me marked", () => {
    const $ = detail(STAFF, sampleLead({ owner: { id: 2, displayName: "Priya" } }));
    const owner = $("select").eq(1);
    expect(
      owner
        .find("option")
        .map((_, option) => $(option).text())
        .get(),
    ).toEqual(["No owner", "Anita", "Priya (me)"]);
    expect(owner.find("option[selected]").text()).toBe("Priya (me)");
  });

  it("shows Delete to the owner only; Mark as unread waits until the lead is read", () => {
    const buttons = ($: CheerioAPI) =>
      $("button")
        .map((_, button) => $(button).text())
        .get();
    expect(buttons(detail(OWNER))).toContain("Delete");
    expect(buttons(detail(STAFF))).not.toContain("Delete");
    expect(detail(STAFF)('button:contains("Mark as unread")').attr("disabled")).toBeDefined();
    expect(
      detail(
        STAFF,
        sampleLead({ readAt: "2026-11-22T11:00:00.000Z" }),
      )('button:contains("Mark as unread")').attr("disabled"),
    ).toBeUndefined();
  });

  it("shows a lost lead's reason and keeps the submitted fields, the lead source and the consent", () => {
    const $ = detail(STAFF, sampleLead({ status: "lost", lostReason: "Budget too small" }));
    expect($.text()).toContain("Reason: Budget too small");
    expect(
      $("h4")
        .map((_, heading) => $(heading).text())
        .get(),
    ).toEqual(["Notes", "Timeline", "Submitted fields", "Lead source", "Consent"]);
  });
});

describe("owners, statuses and the same person", () => {
  it("falls back to me and the current owner when the team cannot be listed", () => {
    expect(ownerOptions(null, { id: 9, displayName: "Old hand" }, STAFF)).toEqual([
      { id: 2, displayName: "Priya" },
      { id: 9, displayName: "Old hand" },
    ]);
    expect(ownerOptions(TEAM, { id: 2, displayName: "Priya" }, STAFF)).toHaveLength(2);
  });

  it("saves only whole follow-up days from 2000 on, not the steps of typing a year", () => {
    expect(isPlausibleDay("2026-11-24")).toBe(true);
    expect(isPlausibleDay("0002-11-24")).toBe(false);
    expect(isPlausibleDay("0202-11-24")).toBe(false);
    expect(isPlausibleDay("")).toBe(false);
  });

  it("counts each status in the status filter", () => {
    const counts = { new: 12, contacted: 3, qualified: 0, proposal: 1, won: 2, lost: 4 };
    expect(statusOptionLabel("proposal", counts)).toBe("Proposal sent (1)");
    expect(statusOptionLabel("new", null)).toBe("New");
  });

  it("names other requests of the same person, each a button", () => {
    expect(relatedHeading(0)).toBeNull();
    expect(relatedHeading(1)).toBe("Same person: 1 other request");
    const $ = load(
      renderToStaticMarkup(
        <RelatedLeads
          related={[
            { id: 4, type: "quote", timestamp: "2026-11-01T10:00:00.000Z", status: "won", match: "email" },
            { id: 5, type: "contact", timestamp: "2026-10-01T10:00:00.000Z", status: "new", match: "both" },
          ]}
          error={null}
          onOpen={() => undefined}
        />,
      ),
    );
    expect($("h4").text()).toBe("Same person: 2 other requests");
    expect($("button").first().text()).toMatch(/^Quote, 1 Nov 2026.*Won · same e-mail$/);
  });
});

describe("the filter bar and the counters", () => {
  it("labels every filter and the List/Board switch", () => {
    const $ = load(
      renderToStaticMarkup(
        <LeadFilters
          filters={{ ...ANY_LEADS, due: "today" }}
          onChange={() => undefined}
          stats={null}
          counts={null}
          team={TEAM}
          myId={2}
          layout="board"
          onLayout={() => undefined}
        />,
      ),
    );
    expect(labels($)).toEqual(["Status", "Owner", "From", "To", "Search submissions by name, email or message"]);
    expect($("select:first-of-type option").first().text()).toBe("Any status");
    expect(
      $("select")
        .eq(1)
        .find("option")
        .map((_, option) => $(option).text())
        .get(),
    ).toEqual(["Anyone", "Mine", "No owner", "Anita"]);
    expect($('[aria-label="Show leads as"] button[aria-pressed="true"]').text()).toBe("Board");
    expect($.text()).toContain("Due today(clear this filter)");
    expect($("button").last().text()).toBe("Clear filters");
  });

  it("keeps the spec's four counters and adds due today and overdue as filter buttons", () => {
    const stats = {
      total: 10,
      today: 2,
      thisWeek: 5,
      thisMonth: 8,
      contactForms: 4,
      quoteForms: 3,
      applications: 2,
      auditRequests: 1,
      bookings: 0,
      dueToday: 3,
      overdue: 1,
      responseOverdue: 2,
      windows: { todayFrom: "", weekFrom: "", monthFrom: "", timeZone: "Asia/Kolkata" },
    };
    const $ = load(renderToStaticMarkup(<Counters stats={stats} due="overdue" onDue={() => undefined} />));
    expect(
      $("dt")
        .map((_, term) => $(term).text())
        .get(),
    ).toEqual(["Total Submissions", "Today", "This Week", "This Month", "Response overdue"]);
    expect($("dd").last().text()).toBe("2");
    expect(
      $("button")
        .map((_, button) => `${$(button).text()}:${$(button).attr("aria-pressed")}`)
        .get(),
    ).toEqual(["Due today3:false", "Overdue1:true"]);
  });
});

describe("where the detail shows, and the delete question", () => {
  it("is a modal sheet with a Close button below 1024 px, a region beside the list above", () => {
    const sheet = load(
      renderToStaticMarkup(
        <SheetPanel open={false} onClose={() => undefined}>
          <p>inside</p>
        </SheetPanel>,
      ),
    );
    expect(sheet("dialog").attr("aria-modal")).toBe("true");
    expect(sheet(`#${sheet("dialog").attr("aria-labelledby")}`).text()).toBe("Submission details");
    expect(sheet("dialog button").text()).toBe("Close");
    const inline = load(renderToStaticMarkup(<InlinePanel placeholder="Select a submission.">{null}</InlinePanel>));
    expect(inline("section h2").text()).toBe("Submission details");
    expect(inline("section p").text()).toBe("Select a submission.");
  });

  it("keeps the spec's sentence and names the lead and its date", () => {
    const $ = load(
      renderToStaticMarkup(
        <DeleteDialog lead={sampleLead()} deleting={false} onCancel={() => undefined} onConfirm={() => undefined} />,
      ),
    );
    const lines = $("dialog p")
      .map((_, line) => $(line).text())
      .get();
    expect(lines[0]).toBe(MSG_DELETE_CONFIRM);
    expect(lines[1]).toMatch(/^Asha Rao · 22 Nov 2026, 3:30\s?pm$/);
  });
});
