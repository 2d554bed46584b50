import { TrendingUp } from "lucide-react";
import type { ServicesPageContent } from "#app/site/content/page-schema.ts";
import { FigureList } from "#app/ui/figure-list.tsx";

/** Bar heights of the drawn mini chart (decorative). */
const chart = [30, 42, 38, 55, 61, 74, 92];

/** The static 'Performance Dashboard' mock-up shown in each Services block. */
export function PerformanceDashboard({ dashboard }: { dashboard: ServicesPageContent["dashboard"] }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-7">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="font-bold text-slate-900">{dashboard.title}</p>
          <p className="mt-1 text-sm text-pretty text-slate-600">{dashboard.caption}</p>
        </div>
        <span aria-hidden="true" className="flex gap-1.5 pt-1.5">
          <span className="h-2.5 w-2.5 rounded-full bg-rose-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-400" />
        </span>
      </div>
      <dl className="mt-5 space-y-3">
        {dashboard.growth.map((item, index) => (
          <div key={item.label} className="flex items-center gap-3">
            <dt className="w-28 shrink-0 text-sm font-medium text-slate-700">{item.label}</dt>
            <dd className="flex flex-1 items-center gap-3">
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100">
                <span
                  className={`block h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700 ${["w-3/4", "w-7/12", "w-full"][index] ?? "w-1/2"}`}
                />
              </span>
              <span className="inline-flex w-20 items-center justify-end gap-1 text-sm font-bold text-emerald-700">
                <TrendingUp aria-hidden="true" className="h-4 w-4" />
                {item.value}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <svg aria-hidden="true" viewBox="0 0 280 70" className="mt-5 h-auto w-full">
        {chart.map((height, index) => (
          <rect
            key={index}
            x={4 + index * 40}
            y={68 - height * 0.7}
            width="28"
            height={height * 0.7}
            rx="4"
            fill={index === chart.length - 1 ? "#1647d6" : "#d9eaff"}
          />
        ))}
      </svg>
      <FigureList figures={dashboard.summary} variant="dashboard" />
    </div>
  );
}
