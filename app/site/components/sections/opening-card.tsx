import { Briefcase, Clock, GraduationCap, MapPin } from "lucide-react";
import type { CareerOpening } from "#contracts/content/schema.ts";
import { APPLY_FORM_ACTION, OPENING_PARAM } from "#app/site/components/careers/chosen-opening.ts";

interface OpeningCardProps {
  opening: CareerOpening;
  applyLabel: string;
  onApply: (opening: CareerOpening) => void;
}

/** One open position: title, facts, description, requirements and an Apply button. */
export function OpeningCard({ opening, applyLabel, onApply }: OpeningCardProps) {
  const headingId = `opening-${opening.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-brand-700">{opening.department}</p>
          <h3 id={headingId} className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">
            {opening.title}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            <li className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="h-4 w-4 text-slate-500" />
              {opening.location}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="h-4 w-4 text-slate-500" />
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${opening.type === "Internship" ? "bg-amber-100 text-amber-900" : "bg-emerald-100 text-emerald-800"}`}
              >
                {opening.type}
              </span>
            </li>
            <li className="inline-flex items-center gap-1.5">
              {opening.type === "Internship" ? (
                <GraduationCap aria-hidden="true" className="h-4 w-4 text-slate-500" />
              ) : (
                <Briefcase aria-hidden="true" className="h-4 w-4 text-slate-500" />
              )}
              {opening.experience}
            </li>
          </ul>
        </div>
        {/* A button sending ?opening=<id>, so a tap before the script runs keeps the opening
            (the server renders that opening's form); with script, the dialog opens in place. */}
        <form method="get" action={APPLY_FORM_ACTION} className="shrink-0 self-start">
          <button
            type="submit"
            name={OPENING_PARAM}
            value={opening.id}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            onClick={(event) => {
              event.preventDefault();
              onApply(opening);
            }}
          >
            {applyLabel}
            <span className="sr-only"> for {opening.title}</span>
          </button>
        </form>
      </div>
      <p className="mt-5 leading-7 text-slate-700">{opening.description}</p>
      <h4 className="mt-5 text-sm font-semibold uppercase tracking-wider text-slate-600">Requirements</h4>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-6 text-slate-700 marker:text-brand-600">
        {opening.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
    </article>
  );
}
