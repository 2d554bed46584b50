import { RETENTION_DAYS } from "#contracts/privacy/retention.ts";
import type { PurgeCounts } from "./retention-purge.ts";
import { PURGED_KINDS, type PurgedKind, type RetentionPeriods } from "./retention-periods.ts";

// What `npm run admin -- purge` prints: per kind, its period and how many rows went (or
// would go), and what went with them.

const KIND_WORDS: Record<PurgedKind, string> = {
  leads: "leads (contact, quote, audit report) after their last activity",
  applications: "job applications after they arrived",
  unconfirmedSubscribers: "newsletter addresses never confirmed",
  leftSubscribers: "newsletter addresses after they unsubscribed",
  auditLog: "audit log entries",
  mailOutbox: "sent and failed e-mails in the outbox",
};

export function purgeReport(counts: PurgeCounts, periods: RetentionPeriods, dryRun: boolean): string {
  const lines = [
    dryRun
      ? "Dry run: nothing was deleted. Past their retention period now:"
      : "Deleted what was past its retention period:",
  ];
  for (const kind of PURGED_KINDS) {
    lines.push(`  ${kind}: ${counts[kind]} (${KIND_WORDS[kind]}, ${periods[kind]} days)`);
  }
  lines.push(
    `  with them: ${counts.leadNotes} notes and ${counts.leadEvents} timeline events of those leads, ` +
      `${counts.consentRecords} consent records`,
    `  requestLogs: not in the database (the server logs requests to stdout); ` +
      `keep them ${RETENTION_DAYS.requestLogs} days with your log rotation`,
  );
  return lines.join("\n");
}
