import { useEffect, useState } from "react";
import { ShieldCheck } from "lucide-react";
import type { DataRequestItem } from "#contracts/privacy/data-requests.ts";
import { Alert } from "#app/ui/alert.tsx";
import { DataRequestCard } from "./data-request-card.tsx";
import { dataRequestsApi } from "./data-requests-api.ts";
import { AdminCard } from "#app/admin/shared/admin-card.tsx";
import type { RolePanelProps } from "#app/admin/shared/panel-props.ts";

interface Data {
  tick: string;
  items: DataRequestItem[];
  error: string | null;
}

/** The Data requests view: people's confirmed requests from the "my data" page, open ones first by deadline. */
export function DataRequestsPanel({ onSignedOut, tick, isOwner }: RolePanelProps) {
  const [changed, setChanged] = useState(0);
  const [data, setData] = useState<Data | null>(null);
  const key = `${tick}:${changed}`;

  useEffect(() => {
    let active = true;
    dataRequestsApi
      .list()
      .then((items) => {
        if (active) setData({ tick: key, items, error: null });
      })
      .catch((error: unknown) => {
        if (active && !onSignedOut(error))
          setData({ tick: key, items: [], error: "The data requests could not be loaded. Please try Refresh." });
      });
    return () => {
      active = false;
    };
  }, [key, onSignedOut]);

  const items = data?.items ?? [];
  const now = new Date();
  return (
    <AdminCard
      title="Data requests"
      intro={
        <>
          Copies, corrections and erasures people asked for on the My data page and confirmed by e-mail. Each must be
          answered by its deadline.
        </>
      }
    >
      <p role="status" className="mt-3 text-sm text-slate-600">
        {data === null
          ? "Loading data requests..."
          : `${items.filter((item) => item.status === "confirmed").length} open, ${items.length} in all`}
      </p>
      {data?.error ? <Alert className="mt-2">{data.error}</Alert> : null}
      {data && !data.error && items.length === 0 ? (
        <div className="mt-3 flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">
          <ShieldCheck aria-hidden="true" className="h-8 w-8" />
          <p>No data requests yet.</p>
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Data requests">
          {items.map((item) => (
            <DataRequestCard
              key={item.id}
              item={item}
              now={now}
              isOwner={isOwner}
              onChanged={() => setChanged((value) => value + 1)}
              onSignedOut={onSignedOut}
            />
          ))}
        </ul>
      ) : null}
    </AdminCard>
  );
}
