import { useEffect, useId, useState } from "react";
import { Download, Users } from "lucide-react";
import { type AdminSubscriber, PAGE_SIZE_DEFAULT } from "#contracts/leads/lead-desk.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { adminApi, subscriberExportUrl } from "../shared/api.ts";
import { exportLinkClass, formatDateTime } from "../shared/format.ts";
import { SearchField } from "../shared/search-field.tsx";

interface Data {
  key: string;
  items: AdminSubscriber[];
  nextCursor: string | null;
  error: string | null;
}

/** The Subscribers tab: newsletter sign-ups of the blog's 'Stay Updated' box. */
export function SubscribersPanel({ onSignedOut, tick }: { onSignedOut: (error: unknown) => boolean; tick: number }) {
  const headingId = useId();
  const [searchInput, setSearchInput] = useState("");
  const [q, setQ] = useState("");
  const [data, setData] = useState<Data | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const key = `${q}\u0000${tick}`;
  const loading = data === null || data.key !== key;

  useEffect(() => {
    const timer = setTimeout(() => setQ(searchInput.trim()), 300);
    return () => clearTimeout(timer);
  }, [searchInput]);

  useEffect(() => {
    let active = true;
    const wanted = `${q}\u0000${tick}`;
    adminApi
      .subscribers({ q, limit: PAGE_SIZE_DEFAULT })
      .then((page) => {
        if (active) setData({ key: wanted, items: page.items, nextCursor: page.nextCursor, error: null });
      })
      .catch((error: unknown) => {
        if (!active || onSignedOut(error)) return;
        setData({
          key: wanted,
          items: [],
          nextCursor: null,
          error: "The subscribers could not be loaded. Please try Refresh.",
        });
      });
    return () => {
      active = false;
    };
  }, [q, tick, onSignedOut]);

  async function loadMore() {
    if (!data?.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await adminApi.subscribers({ q, cursor: data.nextCursor, limit: PAGE_SIZE_DEFAULT });
      setData((current) =>
        current ? { ...current, items: [...current.items, ...page.items], nextCursor: page.nextCursor } : current,
      );
    } catch (error) {
      onSignedOut(error);
    } finally {
      setLoadingMore(false);
    }
  }

  const items = data?.items ?? [];
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Subscribers
      </h2>
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
          : `Showing ${items.length}${data?.nextCursor ? "+" : ""} subscriber${items.length === 1 ? "" : "s"}`}
      </p>
      {data?.error ? <Alert className="mt-2">{data.error}</Alert> : null}
      {!loading && items.length === 0 && !data?.error ? (
        <div className="mt-3 flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">
          <Users aria-hidden="true" className="h-8 w-8" />
          <p>{q ? "No subscribers match your search." : "No subscribers yet."}</p>
        </div>
      ) : null}
      {items.length > 0 ? (
        <div
          className={`mt-3 max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200 ${loading ? "opacity-60" : ""}`}
        >
          <ul className="divide-y divide-slate-100" aria-label="Subscribers, newest first">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-3 text-sm">
                <span className="min-w-0 font-medium break-all text-slate-900">{item.email}</span>
                <time className="text-slate-600" dateTime={item.timestamp}>
                  {formatDateTime(item.timestamp)}
                </time>
              </li>
            ))}
          </ul>
          {data?.nextCursor ? (
            <div className="border-t border-slate-100 p-3">
              <Button variant="secondary" block onClick={loadMore} disabled={loadingMore}>
                {loadingMore ? "Loading..." : "Load more"}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
