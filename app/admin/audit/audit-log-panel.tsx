import { useEffect, useId, useState } from "react";
import { History } from "lucide-react";
import type { AuditEntry } from "#contracts/accounts/audit-log.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { accountsApi } from "../accounts/accounts-api.ts";
import { auditActionLabel, auditDetailText } from "./audit-format.ts";
import { formatDateTime } from "../shared/format.ts";

interface Data {
  tick: number;
  items: AuditEntry[];
  nextCursor: string | null;
  error: string | null;
}

/** The Audit log tab (owner only): deletions, exports and account changes, newest first. */
export function AuditLogPanel({ onSignedOut, tick }: { onSignedOut: (error: unknown) => boolean; tick: number }) {
  const headingId = useId();
  const [data, setData] = useState<Data | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const loading = data === null || data.tick !== tick;

  useEffect(() => {
    let active = true;
    accountsApi
      .auditLog(null)
      .then((page) => {
        if (active) setData({ tick, items: page.items, nextCursor: page.nextCursor, error: null });
      })
      .catch((error: unknown) => {
        if (!active || onSignedOut(error)) return;
        setData({ tick, items: [], nextCursor: null, error: "The audit log could not be loaded. Please try Refresh." });
      });
    return () => {
      active = false;
    };
  }, [tick, onSignedOut]);

  async function loadMore() {
    if (!data?.nextCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await accountsApi.auditLog(data.nextCursor);
      setData((current) =>
        current ? { ...current, items: [...current.items, ...page.items], nextCursor: page.nextCursor } : current,
      );
    } catch (error) {
      if (!onSignedOut(error)) {
        setData((current) =>
          current ? { ...current, error: "More entries could not be loaded. Please try again." } : current,
        );
      }
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Audit log
      </h2>
      <p className="mt-1 text-sm text-slate-600">Deletions, exports and account changes: who, what and when.</p>
      {data?.error ? <Alert className="mt-3">{data.error}</Alert> : null}
      {loading ? (
        <p role="status" aria-busy="true" className="mt-4 text-sm text-slate-600">
          Loading the audit log...
        </p>
      ) : (
        <AuditLogList entries={data.items} />
      )}
      {!loading && data.nextCursor ? (
        <Button
          variant="secondary"
          block
          className="mt-4"
          onClick={loadMore}
          disabled={loadingMore}
          aria-busy={loadingMore}
        >
          {loadingMore ? "Loading..." : "Load more"}
        </Button>
      ) : null}
    </section>
  );
}

/** The entries as a list: who did what, to what, and when; an empty log says so. */
export function AuditLogList({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) {
    return (
      <div className="mt-4 flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">
        <History aria-hidden="true" className="h-8 w-8" />
        <p>Nothing recorded yet. Deletions, exports and account changes will appear here.</p>
      </div>
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
