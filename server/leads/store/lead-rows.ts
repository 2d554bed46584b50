import { addBusinessMs } from "#contracts/calendar.ts";
import { type AdminSubmission, LEAD_STATUSES, type LeadStatus } from "#contracts/leads/lead-desk.ts";
import { parseSource } from "#server/platform/db/submission-insert.ts";
import type { SubmissionRow } from "#server/platform/db/schema.ts";

// A lead as the desk lists it: the stored row, its owner's name and earlier requests, read
// into the contract's shape (server/leads/store/submissions-repository.ts selects it).

export type ListedRow = Pick<
  SubmissionRow,
  | "id"
  | "type"
  | "data"
  | "created_at"
  | "read_at"
  | "first_response_at"
  | "source"
  | "status"
  | "lost_reason"
  | "owner_id"
  | "follow_up_on"
  | "value_estimate"
  | "notes_count"
> & { owner_name: string | null; earlier_requests: number | string | null };

export function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
    return { value };
  } catch {
    return { raw: text };
  }
}

/** A stored status; anything unknown reads as New. */
export function toStatus(value: string): LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value) ? (value as LeadStatus) : "new";
}

/** A listed row as the desk shows it; its reply is due `targetMs` of office time after arrival. */
export function toAdminSubmission(row: ListedRow, targetMs: number): AdminSubmission {
  return {
    id: row.id,
    type: row.type,
    timestamp: row.created_at,
    readAt: row.read_at,
    firstResponseAt: row.first_response_at,
    responseDueAt: new Date(addBusinessMs(Date.parse(row.created_at), targetMs)).toISOString(),
    data: parseData(row.data),
    source: parseSource(row.source),
    status: toStatus(row.status),
    lostReason: row.lost_reason,
    owner: row.owner_id === null ? null : { id: row.owner_id, displayName: row.owner_name ?? `#${row.owner_id}` },
    followUpOn: row.follow_up_on,
    valueEstimate: row.value_estimate,
    notesCount: Number(row.notes_count),
    earlierRequests: Number(row.earlier_requests ?? 0),
  };
}
