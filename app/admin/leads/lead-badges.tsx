import { type AdminSubmission, OPEN_STATUSES } from "#contracts/leads/lead-desk.ts";
import { followUpState } from "../shared/format.ts";
import { formatDay } from "../sources/sources-range.ts";

// Small facts shown in list rows and board cards.

const FOLLOW_UP_TONES = {
  overdue: "font-semibold text-red-700",
  today: "font-semibold text-amber-800",
  later: "text-slate-600",
} as const;

/** "Follow up 24 Nov 2026", "Due today", or "Overdue since …" for an open lead. */
export function FollowUp({ lead, today }: { lead: Pick<AdminSubmission, "followUpOn" | "status">; today: string }) {
  if (lead.followUpOn === null) return null;
  const open = OPEN_STATUSES.includes(lead.status);
  const state = open ? followUpState(lead.followUpOn, today) : "later";
  const text =
    state === "overdue"
      ? `Overdue since ${formatDay(lead.followUpOn)}`
      : state === "today"
        ? "Follow up today"
        : `Follow up ${formatDay(lead.followUpOn)}`;
  return <span className={FOLLOW_UP_TONES[state]}>{text}</span>;
}

/**
 * A lead nobody has opened yet. "New" is the status alone (the status menu shows it); unread
 * is this dot, named for screen readers, and the name in bold.
 */
export function UnreadMark() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-800">
      <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-accent-500" />
      Unread
    </span>
  );
}

/** The lead's name: bold while unread. */
export const nameClass = (readAt: string | null) =>
  `min-w-0 truncate text-slate-900 ${readAt === null ? "font-extrabold" : "font-medium"}`;

export function TypeBadge({ label }: { label: string }) {
  return <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{label}</span>;
}

interface OpenLeadButtonProps {
  lead: AdminSubmission;
  isOpen: boolean;
  onOpen: (lead: AdminSubmission) => void;
  className: string;
  children: React.ReactNode;
}

/** A lead's row or card as a button that opens it; the keyboard keys find it by its data-lead-id. */
export function OpenLeadButton({ lead, isOpen, onOpen, className, children }: OpenLeadButtonProps) {
  return (
    <button
      type="button"
      data-lead-id={lead.id}
      aria-pressed={isOpen}
      onClick={() => onOpen(lead)}
      className={`rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </button>
  );
}
