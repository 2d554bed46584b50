import {
  DUE_FILTERS,
  type DueFilter,
  isoDay,
  type LeadFilter,
  type LeadStatus,
  ownerFilter,
  type SubmissionFilter,
} from "#contracts/leads/lead-desk.ts";

// The filters the list, the board, the status counts and the exports share, as the filter bar
// holds them (strings, "" for "any"), and the query parameters the API takes
// (contracts/leads/lead-desk.ts leadFilterFields). Pure (tested in lead-query.test.ts).

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

/** A whole calendar day, by the contract's rule (the date inputs report "" until one is complete). */
const isDay = (value: string) => isoDay.safeParse(value).success;

/** The filter bar's strings as the contract's filter; what is empty or not usable is left out. */
function leadFilterOf(filters: LeadQuery): LeadFilter {
  const owner = ownerFilter.safeParse(filters.owner);
  // A range that ends before it starts is not sent: the bar says so beside the To field.
  const usableRange = dateRangeError(filters) === null;
  return {
    status: filters.status === "" ? undefined : filters.status,
    owner: filters.owner !== "" && owner.success ? owner.data : undefined,
    from: usableRange && isDay(filters.from) ? filters.from : undefined,
    to: usableRange && isDay(filters.to) ? filters.to : undefined,
    due: DUE_FILTERS.find((due) => due === filters.due),
  };
}

/** The query parameters of a filter: empty filters left out, so the URL stays short. */
export function leadQueryParams(filters: LeadQuery): Record<string, string | undefined> {
  const lead = leadFilterOf(filters);
  return {
    type: filters.type === "all" ? undefined : filters.type,
    q: filters.q === "" ? undefined : filters.q,
    status: lead.status,
    owner: lead.owner === undefined ? undefined : String(lead.owner),
    from: lead.from,
    to: lead.to,
    due: lead.due,
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
  if (isDay(filters.from) && isDay(filters.to) && filters.to < filters.from) {
    return "To must be on or after From.";
  }
  return null;
}
