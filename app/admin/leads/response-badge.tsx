import { AlarmClock } from "lucide-react";
import { isResponseOverdue, MSG_RESPONSE_OVERDUE } from "#contracts/leads/first-response.ts";
import type { AdminSubmission } from "#contracts/leads/lead-desk.ts";

// "Response overdue": the lead waited longer than the reply target (the owner's; an office hour
// by default: the server gives each lead its responseDueAt) without a status change, note,
// e-mail or contact click. In list rows and board cards.

export function ResponseOverdueBadge({
  lead,
  now = new Date(),
}: {
  lead: Pick<AdminSubmission, "firstResponseAt" | "responseDueAt">;
  now?: Date;
}) {
  if (!isResponseOverdue(lead, now)) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-bold text-red-800 ring-1 ring-red-200 ring-inset">
      <AlarmClock aria-hidden="true" className="h-3.5 w-3.5" />
      {MSG_RESPONSE_OVERDUE}
    </span>
  );
}
