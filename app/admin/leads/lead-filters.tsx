import { useId } from "react";
import { Columns3, List, X } from "lucide-react";
import {
  type AdminStats,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  type PipelineCounts,
  type SubmissionFilter,
} from "#contracts/leads/lead-desk.ts";
import type { TeamMember } from "#contracts/accounts/accounts.ts";
import { type LeadQuery, dateRangeError, hasLeadFilters } from "./lead-query.ts";
import { SearchField } from "../shared/search-field.tsx";

// One filter bar for the list and the board: type, status (with counts), owner, date range,
// search, and the List/Board switch.

export type LeadLayout = "list" | "board";

const TYPES: { value: SubmissionFilter; label: string; count: (stats: AdminStats) => number }[] = [
  { value: "all", label: "All", count: (s) => s.total },
  { value: "contact", label: "Contact", count: (s) => s.contactForms },
  { value: "quote", label: "Quote", count: (s) => s.quoteForms },
  { value: "application", label: "Application", count: (s) => s.applications },
  { value: "audit", label: "Audit", count: (s) => s.auditRequests },
  { value: "booking", label: "Booking", count: (s) => s.bookings },
];

const DUE_LABELS = { today: "Due today", overdue: "Overdue" } as const;

/** "New (12)": a status and how many leads the other filters leave in it. Pure. */
export function statusOptionLabel(status: LeadStatus, counts: PipelineCounts | null): string {
  return counts ? `${LEAD_STATUS_LABELS[status]} (${counts[status]})` : LEAD_STATUS_LABELS[status];
}

const selectClass =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";
const labelClass = "mb-1 block text-sm font-semibold text-slate-700";
const pill = (pressed: boolean) =>
  `min-h-11 rounded-full px-4 py-2 text-sm font-semibold ${pressed ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"}`;

/** A labelled control of the filter bar. */
function FilterField({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The options. */
  children: React.ReactNode;
}

function FilterSelect({ label, value, onValue, children }: FilterSelectProps) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select id={id} className={selectClass} value={value} onChange={(event) => onValue(event.target.value)}>
          {children}
        </select>
      )}
    </FilterField>
  );
}

interface FilterDateProps {
  label: string;
  value: string;
  min?: string;
  max?: string;
  /** The id of the message that says what is wrong with the range, while something is. */
  errorId?: string;
  onValue: (value: string) => void;
}

function FilterDate({ label, value, min, max, errorId, onValue }: FilterDateProps) {
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          className={selectClass}
          value={value}
          min={min}
          max={max}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </FilterField>
  );
}

interface LeadFiltersProps {
  filters: LeadQuery;
  onChange: (change: Partial<LeadQuery>) => void;
  stats: AdminStats | null;
  counts: PipelineCounts | null;
  /** Null while loading or when the team cannot be listed: the owner filter keeps Anyone/Mine/No owner. */
  team: readonly TeamMember[] | null;
  myId: number;
  layout: LeadLayout;
  onLayout: (layout: LeadLayout) => void;
}

export function LeadFilters({ filters, onChange, stats, counts, team, myId, layout, onLayout }: LeadFiltersProps) {
  const rangeErrorId = useId();
  const rangeError = dateRangeError(filters);
  const others = (team ?? []).filter((member) => member.id !== myId);
  return (
    // A container query: four filters a row only where the bar itself is wide (not beside the detail).
    <div className="@container space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by type">
          {TYPES.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filters.type === option.value}
              onClick={() => onChange({ type: option.value })}
              className={pill(filters.type === option.value)}
            >
              {option.label}
              {stats ? <span className="ml-1 opacity-80">({option.count(stats)})</span> : null}
            </button>
          ))}
        </div>
        <div className="flex rounded-lg bg-slate-100 p-1" role="group" aria-label="Show leads as">
          {(["list", "board"] as const).map((value) => {
            const Icon = value === "list" ? List : Columns3;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={layout === value}
                onClick={() => onLayout(value)}
                className={`inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold ${
                  layout === value ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:bg-slate-200"
                }`}
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
                {value === "list" ? "List" : "Board"}
              </button>
            );
          })}
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3 @2xl:grid-cols-4">
        <FilterSelect
          label="Status"
          value={filters.status}
          onValue={(status) => onChange({ status: status as LeadStatus | "" })}
        >
          <option value="">Any status</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusOptionLabel(status, counts)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Owner" value={filters.owner} onValue={(owner) => onChange({ owner })}>
          <option value="">Anyone</option>
          <option value="me">Mine</option>
          <option value="none">No owner</option>
          {others.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.displayName}
            </option>
          ))}
        </FilterSelect>
        <FilterDate
          label="From"
          value={filters.from}
          max={filters.to || undefined}
          onValue={(from) => onChange({ from })}
        />
        <FilterDate
          label="To"
          value={filters.to}
          min={filters.from || undefined}
          errorId={rangeError ? rangeErrorId : undefined}
          onValue={(to) => onChange({ to })}
        />
      </div>
      {rangeError ? (
        <p id={rangeErrorId} className="text-sm font-medium text-red-700">
          {rangeError}
        </p>
      ) : null}

      <SearchField
        label="Search submissions by name, email or message"
        placeholder="Search name, email or message"
        value={filters.q}
        onChange={(q) => onChange({ q })}
        className=""
      />

      {filters.due || hasLeadFilters(filters) ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {filters.due ? (
            <>
              <span className="font-semibold text-slate-700">Showing:</span>
              <button
                type="button"
                onClick={() => onChange({ due: "" })}
                className={`${pill(true)} inline-flex items-center gap-1.5`}
              >
                {DUE_LABELS[filters.due]}
                <X aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">(clear this filter)</span>
              </button>
            </>
          ) : null}
          <button
            type="button"
            onClick={() => onChange({ status: "", owner: "", from: "", to: "", due: "" })}
            className="min-h-11 rounded-lg px-3 font-semibold text-brand-700 underline hover:bg-brand-50"
          >
            Clear filters
          </button>
        </div>
      ) : null}
    </div>
  );
}
