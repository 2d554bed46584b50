import { DUE_FILTERS, LEAD_STATUSES, SUBMISSION_FILTERS, isoDay } from "#contracts/leads/lead-desk.ts";
import { ANY_LEADS, type LeadQuery } from "./lead-query.ts";
import type { LeadLayout } from "./lead-filters.tsx";

// The lead desk in its URL: /admin/leads?type=quote&status=new&layout=board, and
// /admin/leads/123 with that lead open. The query string holds the filter bar as typed
// (a range that ends before it starts too, so the bar can say so), never a value the bar
// could not show. Pure (tested in lead-url.test.ts).

export const LEADS_PATH = "/admin/leads";

export interface LeadSearch {
  filters: LeadQuery;
  layout: LeadLayout;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

const day = (value: string | null) => (value !== null && isoDay.safeParse(value).success ? value : "");

/** The filters and layout a query string asks for; what is unknown or malformed is "any". */
export function leadSearchOf(params: URLSearchParams): LeadSearch {
  const owner = params.get("owner") ?? "";
  return {
    filters: {
      type: oneOf(SUBMISSION_FILTERS, params.get("type")) ?? ANY_LEADS.type,
      q: (params.get("q") ?? "").trim(),
      status: oneOf(LEAD_STATUSES, params.get("status")) ?? "",
      owner: /^(me|none|[1-9][0-9]{0,9})$/.test(owner) ? owner : "",
      from: day(params.get("from")),
      to: day(params.get("to")),
      due: oneOf(DUE_FILTERS, params.get("due")) ?? "",
    },
    layout: params.get("layout") === "board" ? "board" : "list",
  };
}

/** The query string of the filters and layout ("" when nothing is set): empty values left out. */
export function leadSearchString({ filters, layout }: LeadSearch): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const text = value.trim();
    if (text !== "" && !(name === "type" && text === "all")) params.set(name, text);
  }
  if (layout === "board") params.set("layout", "board");
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}

/** The lead's own URL, keeping the list's filters: /admin/leads/123?status=new. */
export function leadPath(id: number | null, search = ""): string {
  return `${LEADS_PATH}${id === null ? "" : `/${id}`}${search}`;
}

/** The lead id of the path after /admin/leads/ ("123"), null for the list, undefined for no such page. */
export function leadIdOf(rest: string): number | null | undefined {
  if (rest === "") return null;
  return /^[1-9][0-9]{0,15}$/.test(rest) ? Number(rest) : undefined;
}
