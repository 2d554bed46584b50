import type { SubmissionFilter } from "#contracts/admin.ts";
import type { DueFilter, LeadStatus } from "#contracts/lead-desk.ts";

// The filters the list, the board, the status counts and the exports share, as the filter bar
// holds them (strings, "" for "any"), and the query parameters the API takes
// (contracts/lead-desk.ts leadFilterFields). Pure (tested in lead-query.test.ts).

export interface LeadQuery {
  type: SubmissionFilter;
  /** The search, already debounced and trimmed. */
  q: string;
  status: LeadStatus | "";
  /** "" (anyone), "me", "none" or an account id. */
  owner: string;
  /** YYYY-MM-DD days in the admin time zone, both included; "" for open-ended. */
  from: string;
  to: string;
  due: DueFilter | "";
}

export const ANY_LEADS: LeadQuery = { type: "all", q: "", status: "", owner: "", from: "", to: "", due: "" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The query parameters of a filter: empty filters left out, so the URL stays short. */
export function leadQueryParams(filters: LeadQuery): Record<string, string | undefined> {
  const nonEmpty = (value: string) => (value === "" ? undefined : value);
  // A half-typed date is not sent (the input reports "" until the day is complete), nor a
  // range that ends before it starts.
  const usableRange = dateRangeError(filters) === null;
  return {
    type: filters.type === "all" ? undefined : filters.type,
    q: nonEmpty(filters.q),
    status: nonEmpty(filters.status),
    owner: nonEmpty(filters.owner),
    from: usableRange && DAY.test(filters.from) ? filters.from : undefined,
    to: usableRange && DAY.test(filters.to) ? filters.to : undefined,
    due: nonEmpty(filters.due),
  };
}

/** One string per distinct filter, to tell whether loaded rows still answer the filter bar. */
export function leadQueryKey(filters: LeadQuery): string {
  return JSON.stringify(leadQueryParams(filters));
}

/** True when the filters narrow the leads beyond the type and the search. */
export function hasLeadFilters(filters: LeadQuery): boolean {
  const params = leadQueryParams(filters);
  return [params.status, params.owner, params.from, params.to, params.due].some((value) => value !== undefined);
}

/** Why the date range cannot be used, or null. */
export function dateRangeError(filters: Pick<LeadQuery, "from" | "to">): string | null {
  if (DAY.test(filters.from) && DAY.test(filters.to) && filters.to < filters.from) {
    return "To must be on or after From.";
  }
  return null;
}
