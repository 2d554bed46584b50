import { History } from "lucide-react";
import type { AuditEntry } from "#contracts/accounts/audit-log.ts";
import { Alert } from "#app/ui/alert.tsx";
import { accountsApi } from "../accounts/accounts-api.ts";
import { auditActionLabel, auditDetailText } from "./audit-format.ts";
import { formatDateTime } from "../shared/format.ts";
import { EmptyState, LoadMoreButton } from "../shared/list-parts.tsx";
import { usePagedList } from "../shared/use-paged-list.ts";
import { AdminCard } from "#app/admin/shared/admin-card.tsx";
import type { PanelProps } from "#app/admin/shared/panel-props.ts";

/** The Audit log tab (owner only): deletions, exports and account changes, newest first. */
export function AuditLogPanel({ onSignedOut, tick }: PanelProps) {
  const log = usePagedList(
    String(tick),
    (cursor) => accountsApi.auditLog(cursor),
    onSignedOut,
    "The audit log could not be loaded. Please try Refresh.",
    "More entries could not be loaded. Please try again.",
  );

  return (
    <AdminCard title="Audit log" intro={<>Deletions, exports and account changes: who, what and when.</>}>
      {log.error ? <Alert className="mt-3">{log.error}</Alert> : null}
      {log.loading ? (
        <p role="status" aria-busy="true" className="mt-4 text-sm text-slate-600">
          Loading the audit log...
        </p>
      ) : (
        <AuditLogList entries={log.items} />
      )}
      {!log.loading && log.nextCursor ? (
        <LoadMoreButton block className="mt-4" onClick={log.loadMore} loading={log.loadingMore} />
      ) : null}
    </AdminCard>
  );
}

/** The entries as a list: who did what, to what, and when; an empty log says so. */
export function AuditLogList({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) {
    return (
      <EmptyState icon={History} className="mt-4">
        <p>Nothing recorded yet. Deletions, exports and account changes will appear here.</p>
      </EmptyState>
    );
  }
  return (
    <ol aria-label="Audit log entries, newest first" className="mt-4 divide-y divide-slate-100">
      {entries.map((entry) => {
        const detail = auditDetailText(entry.detail);
        return (
          <li key={entry.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <p className="text-slate-900">
                <span className="font-semibold">{entry.actor.displayName}</span>{" "}
                <span>{auditActionLabel(entry.action).toLowerCase()}</span>
              </p>
              <p className="text-sm break-words text-slate-700">{entry.target}</p>
              {detail ? <p className="text-sm break-words text-slate-500">{detail}</p> : null}
            </div>
            <time dateTime={entry.at} className="shrink-0 text-sm text-slate-600">
              {formatDateTime(entry.at)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
