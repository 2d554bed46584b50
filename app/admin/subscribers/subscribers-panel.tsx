import { useEffect, useState } from "react";
import { Download, Users } from "lucide-react";
import { PAGE_SIZE_DEFAULT } from "#contracts/leads/lead-desk.ts";
import { Alert } from "#app/ui/alert.tsx";
import { adminApi, subscriberExportUrl } from "../shared/api.ts";
import { exportLinkClass, formatDateTime } from "../shared/format.ts";
import { SearchField } from "../shared/search-field.tsx";
import { EmptyState, ScrollingList } from "../shared/list-parts.tsx";
import { usePagedList } from "../shared/use-paged-list.ts";
import { AdminCard } from "#app/admin/shared/admin-card.tsx";
import type { PanelProps } from "#app/admin/shared/panel-props.ts";

/** The Subscribers tab: newsletter sign-ups of the blog's 'Stay Updated' box. */
export function SubscribersPanel({ onSignedOut, tick }: PanelProps) {
  const [searchInput, setSearchInput] = useState("");
  const [q, setQ] = useState("");
  const list = usePagedList(
    `${q}\u0000${tick}`,
    (cursor) => adminApi.subscribers({ q, cursor, limit: PAGE_SIZE_DEFAULT }),
    onSignedOut,
    "The subscribers could not be loaded. Please try Refresh.",
  );
  const { items, loading } = list;

  useEffect(() => {
    const timer = setTimeout(() => setQ(searchInput.trim()), 300);
    return () => clearTimeout(timer);
  }, [searchInput]);

  return (
    <AdminCard title="Subscribers">
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label="Search subscribers by email"
          placeholder="Search email"
          value={searchInput}
          onChange={setSearchInput}
          className="flex-1"
        />
        <a className={exportLinkClass} href={subscriberExportUrl("csv", q)} download>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export subscribers CSV
        </a>
      </div>
      <p role="status" className="mt-3 text-sm text-slate-600">
        {loading
          ? "Loading subscribers..."
          : `Showing ${items.length}${list.nextCursor ? "+" : ""} subscriber${items.length === 1 ? "" : "s"}`}
      </p>
      {list.error ? <Alert className="mt-2">{list.error}</Alert> : null}
      {!loading && items.length === 0 && !list.error ? (
        <EmptyState icon={Users} className="mt-3">
          <p>{q ? "No subscribers match your search." : "No subscribers yet."}</p>
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        <ScrollingList
          label="Subscribers, newest first"
          maxHeight="max-h-[28rem]"
          stale={loading}
          more={list.nextCursor ? { loading: list.loadingMore, onClick: () => void list.loadMore() } : null}
        >
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-3 text-sm">
              <span className="min-w-0 font-medium break-all text-slate-900">{item.email}</span>
              <time className="text-slate-600" dateTime={item.timestamp}>
                {formatDateTime(item.timestamp)}
              </time>
            </li>
          ))}
        </ScrollingList>
      ) : null}
    </AdminCard>
  );
}
