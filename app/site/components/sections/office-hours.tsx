import { Clock } from "lucide-react";
import type { OfficeHours as OfficeHoursRow } from "#app/site/content/page-schema.ts";

/** The office-hours table (days and hours). */
export function OfficeHours({ title, rows, id }: { title: string; rows: readonly OfficeHoursRow[]; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {title}
      </h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.days} className="flex items-center justify-between gap-4 py-3">
            <dt className="font-medium text-slate-700">{row.days}</dt>
            <dd className={`font-semibold ${row.hours === "Closed" ? "text-rose-700" : "text-slate-900"}`}>
              {row.hours}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
