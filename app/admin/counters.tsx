import { AlarmClock, CalendarClock, CalendarX } from "lucide-react";
import { MSG_RESPONSE_OVERDUE } from "#contracts/leads/first-response.ts";
import type { AdminStats, DueFilter } from "#contracts/leads/lead-desk.ts";

// The spec's four counters, then the follow-ups due today and overdue: buttons that filter
// the leads to them; then the leads waiting longer than the reply target for a first response.

function StatCard({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900">{value ?? "–"}</dd>
    </div>
  );
}

const DUE_CARDS = [
  { due: "today", label: "Due today", Icon: CalendarClock, tone: "text-amber-800" },
  { due: "overdue", label: "Overdue", Icon: CalendarX, tone: "text-red-700" },
] as const;

interface CountersProps {
  stats: AdminStats | null;
  /** The follow-up filter on now, shown pressed. */
  due: DueFilter | "";
  onDue: (due: DueFilter | "") => void;
}

export function Counters({ stats, due, onDue }: CountersProps) {
  return (
    <section aria-label="Counters" className="grid grid-cols-2 gap-3 lg:grid-cols-7">
      <dl className="col-span-2 grid grid-cols-subgrid gap-3 lg:col-span-4" aria-busy={stats === null}>
        <StatCard label="Total Submissions" value={stats?.total ?? null} />
        <StatCard label="Today" value={stats?.today ?? null} />
        <StatCard label="This Week" value={stats?.thisWeek ?? null} />
        <StatCard label="This Month" value={stats?.thisMonth ?? null} />
      </dl>
      <div className="col-span-2 grid grid-cols-subgrid gap-3" role="group" aria-label="Follow-ups">
        {DUE_CARDS.map(({ due: value, label, Icon, tone }) => {
          const pressed = due === value;
          const count = stats ? (value === "today" ? stats.dueToday : stats.overdue) : null;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onDue(pressed ? "" : value)}
              className={`rounded-xl p-4 text-left shadow-sm ring-1 hover:bg-slate-50 ${
                pressed ? "bg-brand-50 ring-2 ring-brand-600" : "bg-white ring-slate-200"
              }`}
            >
              <span className={`flex items-center gap-1.5 text-sm font-medium ${tone}`}>
                <Icon aria-hidden="true" className="h-4 w-4" />
                {label}
              </span>
              <span className="mt-1 block text-3xl font-bold text-slate-900">{count ?? "–"}</span>
            </button>
          );
        })}
      </div>
      <dl className="col-span-2 lg:col-span-1" aria-busy={stats === null}>
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="flex items-center gap-1.5 text-sm font-medium text-red-700">
            <AlarmClock aria-hidden="true" className="h-4 w-4" />
            {MSG_RESPONSE_OVERDUE}
          </dt>
          <dd className="mt-1 text-3xl font-bold text-slate-900">{stats?.responseOverdue ?? "–"}</dd>
        </div>
      </dl>
    </section>
  );
}
