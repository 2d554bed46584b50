import { load } from "cheerio";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { AdminSubmission, BoardColumn } from "#contracts/leads/lead-desk.ts";
import { UNWORKED_LEAD } from "#contracts/leads/lead-desk-test-support.ts";
import { LeadBoard } from "./lead-board.tsx";

/** A lead as the admin API shows it, with the fields a test cares about changed. */
export function sampleLead(change: Partial<AdminSubmission> = {}): AdminSubmission {
  return {
    id: 1,
    type: "contact",
    timestamp: "2026-11-22T10:00:00.000Z",
    readAt: null,
    // Answered in time: the "Response overdue" tests set their own.
    firstResponseAt: "2026-11-22T10:20:00.000Z",
    responseDueAt: "2026-11-22T11:00:00.000Z",
    data: { fullName: "Asha Rao", email: "asha@example.com", contactNumberE164: "+919876543210" },
    ...UNWORKED_LEAD,
    ...change,
  };
}

/** The list's and the board's callbacks, doing nothing: the markup tests only read. */
export const ignoreLeadEvents = { onOpen: () => undefined, onStatus: () => undefined, onLoadMore: () => undefined };

/** A component's server markup, ready to query. */
export function renderMarkup(element: ReactElement) {
  return load(renderToStaticMarkup(element));
}

/** The board's markup with these columns (null: still loading), on 24 Nov 2026, nothing open or saving. */
export function renderBoard(columns: BoardColumn[] | null) {
  return renderMarkup(
    createElement(LeadBoard, {
      columns,
      openId: null,
      today: "2026-11-24",
      savingIds: new Set<number>(),
      loadingMore: null,
      ...ignoreLeadEvents,
    }),
  );
}

/** Every filter of the bar set, each to a value it can hold. */
export const EVERY_FILTER = {
  type: "quote",
  q: "asha",
  status: "contacted",
  owner: "me",
  from: "2026-11-01",
  to: "2026-11-24",
  due: "today",
} as const;
