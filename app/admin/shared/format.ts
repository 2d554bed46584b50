import { ADMIN_TIME_ZONE } from "#contracts/calendar.ts";
import { SUBMISSION_FIELD_LABELS } from "#contracts/leads/lead-desk.ts";

// Pure display helpers of the dashboard (tested in format.test.ts).

const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: ADMIN_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "22 Nov 2026, 3:30 pm": dates shown in New Delhi time, like the counters' windows. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const TYPE_LABELS: Readonly<Record<string, string>> = {
  contact: "Contact",
  quote: "Quote",
  application: "Application",
  audit: "Audit",
  booking: "Booking",
};

export function typeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type;
}

/** A label for any data key: the known ones from the contract, others from camelCase. */
export function fieldLabel(key: string): string {
  const known = SUBMISSION_FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every field of a submission, known fields first in the contract's order, empty ones left out. */
export function orderedFields(data: Record<string, unknown>): [string, unknown][] {
  const known = Object.keys(SUBMISSION_FIELD_LABELS);
  const keys = [...known.filter((key) => key in data), ...Object.keys(data).filter((key) => !known.includes(key))];
  return keys
    .map((key): [string, unknown] => [key, data[key]])
    .filter(
      ([, value]) =>
        value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0),
    );
}

export function displayName(data: Record<string, unknown>): string {
  return typeof data.fullName === "string" && data.fullName.trim() ? data.fullName : "(no name)";
}

export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Export links look like the site's secondary buttons. */
export const exportLinkClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-200 ring-inset hover:bg-brand-50";

/** "1 earlier request", "2 earlier requests"; null when this is the person's first. */
export function earlierRequestsText(count: number): string | null {
  if (count <= 0) return null;
  return `${count} earlier request${count === 1 ? "" : "s"}`;
}

export type FollowUpState = "overdue" | "today" | "later";

/** Whether an open lead's follow-up day is past, today or to come (days compare as text). */
export function followUpState(followUpOn: string, today: string): FollowUpState {
  if (followUpOn < today) return "overdue";
  return followUpOn === today ? "today" : "later";
}
