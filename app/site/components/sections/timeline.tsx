import type { TimelineEntry } from "#app/site/content/page-schema.ts";

/** The story timeline (About): a year marker, a title (h3) and a description per entry. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="relative mx-auto mt-12 max-w-3xl">
      {entries.map((entry, index) => (
        <li key={entry.year} className="relative flex gap-5 pb-10 last:pb-0 sm:gap-8">
          {index < entries.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-14 bottom-0 left-7 w-0.5 bg-gradient-to-b from-brand-300 to-brand-100 sm:left-9"
            />
          ) : null}
          <span className="relative z-10 flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-extrabold text-white shadow-lg ring-8 ring-brand-50 sm:h-18 sm:w-18 sm:text-base">
            <time dateTime={entry.year}>{entry.year}</time>
          </span>
          <div className="flex-1 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-xl font-bold text-slate-900">{entry.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{entry.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
