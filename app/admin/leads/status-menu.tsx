import {
  type AdminSubmission,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
} from "#contracts/leads/lead-desk.ts";

// The status control of a lead: a native select, so it works by keyboard (arrows, type-ahead)
// and with screen readers everywhere it appears (list rows, board cards, the detail panel).

/** Colours of each status, light enough for dark text (contrast ≥ 4.5:1). */
const STATUS_TONES: Readonly<Record<LeadStatus, string>> = {
  new: "bg-slate-100 text-slate-800 ring-slate-300",
  contacted: "bg-sky-100 text-sky-900 ring-sky-300",
  qualified: "bg-indigo-100 text-indigo-900 ring-indigo-300",
  proposal: "bg-amber-100 text-amber-900 ring-amber-300",
  won: "bg-green-100 text-green-900 ring-green-300",
  lost: "bg-red-100 text-red-900 ring-red-300",
};

interface StatusSelectProps {
  value: LeadStatus;
  onChange: (status: LeadStatus) => void;
  /** The accessible name, e.g. "Status of Asha Rao"; omitted when a visible <label> names it. */
  label?: string;
  id?: string;
  disabled?: boolean;
  /** "badge": a small pill in list rows; "card": a pill as wide as its board card; "field": the detail panel's. */
  look?: "badge" | "card" | "field";
}

export function StatusSelect({ value, onChange, label, id, disabled, look = "badge" }: StatusSelectProps) {
  const size =
    look === "field"
      ? "min-h-11 w-full rounded-lg py-2 pr-8 pl-3 text-base font-semibold"
      : look === "card"
        ? "min-h-9 w-full rounded-full py-1 pr-5 pl-2 text-[0.8125rem] font-semibold"
        : "min-h-9 rounded-full py-1 pr-7 pl-3 text-sm font-semibold";
  return (
    <select
      id={id}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as LeadStatus)}
      className={`${size} ${STATUS_TONES[value]} cursor-pointer border-0 ring-1 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:cursor-wait disabled:opacity-70`}
    >
      {LEAD_STATUSES.map((status) => (
        <option key={status} value={status} className="bg-white text-slate-900">
          {LEAD_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}

interface LeadStatusSelectProps {
  lead: AdminSubmission;
  /** The lead's name as shown, for the menu's accessible name. */
  name: string;
  savingIds: ReadonlySet<number>;
  onStatus: (lead: AdminSubmission, status: LeadStatus) => void;
  look?: "badge" | "card";
}

/** The status menu of a lead in the list or on the board: named after it, and resting while its change saves. */
export function LeadStatusSelect({ lead, name, savingIds, onStatus, look }: LeadStatusSelectProps) {
  return (
    <StatusSelect
      look={look}
      label={`Status of ${name}`}
      value={lead.status}
      disabled={savingIds.has(lead.id)}
      onChange={(status) => onStatus(lead, status)}
    />
  );
}
