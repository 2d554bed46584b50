import type { Stat } from "#app/content/schema.ts";

/** A row of big figures with labels (About stats). */
export function StatsRow({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-200 shadow-sm ring-1 ring-slate-200 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse items-center bg-white px-4 py-8 text-center sm:py-10">
          <dt className="mt-2 text-sm font-semibold text-slate-600 sm:text-base">{stat.label}</dt>
          <dd className="text-4xl font-extrabold tracking-tight text-brand-700 sm:text-5xl">{stat.number}</dd>
        </div>
      ))}
    </dl>
  );
}
