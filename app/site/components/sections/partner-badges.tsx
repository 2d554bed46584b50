import type { PartnerBadge } from "#app/site/content/page-schema.ts";
import { ContentIcon } from "./content-icon.tsx";

/** The certified-partner badges (Google Partner, Meta Partner). */
export function PartnerBadges({ badges, compact = false }: { badges: readonly PartnerBadge[]; compact?: boolean }) {
  if (compact) {
    return (
      <ul className="grid gap-3">
        {badges.map((badge) => (
          <li key={badge.name} className="flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <ContentIcon name={badge.icon} className="h-5 w-5" />
            </span>
            <div>
              <h3 className="font-bold text-slate-900">{badge.name}</h3>
              <p className="mt-0.5 text-sm leading-6 text-slate-600">{badge.description}</p>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
      {badges.map((badge) => (
        <li
          key={badge.name}
          className="flex items-start gap-5 rounded-2xl border border-slate-200 bg-gradient-to-br from-white to-brand-50 p-6 shadow-sm sm:p-8"
        >
          <span className="relative inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-md ring-4 ring-accent-400">
            <ContentIcon name={badge.icon} className="h-8 w-8" />
          </span>
          <div>
            <p className="text-xs font-bold uppercase tracking-widest text-brand-700">Certified</p>
            <h3 className="mt-1 text-xl font-extrabold text-slate-900">{badge.name}</h3>
            <p className="mt-2 leading-7 text-slate-600">{badge.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
