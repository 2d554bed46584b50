import { ArrowRight, CircleCheck } from "lucide-react";
import type { HomeContent } from "#app/site/content/page-schema.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { LeadParagraphs } from "./section.tsx";

/** The home page's short introduction of the agency, linking to /about. */
export function AboutTeaser({
  teaser,
  id,
  className = "",
}: {
  teaser: HomeContent["aboutTeaser"];
  id: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`bg-white ${className}`}>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">About Crestline Digital</p>
          <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {teaser.title}
          </h2>
          <LeadParagraphs paragraphs={teaser.paragraphs} />
          <div className="mt-8">
            <ButtonLink to={teaser.cta.href} variant="brand">
              {teaser.cta.label}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </ButtonLink>
          </div>
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -top-2 -right-2 h-full w-full sm:-top-4 sm:-right-4 rounded-3xl bg-accent-400/30"
          />
          <div className="relative rounded-3xl bg-brand-950 p-8 text-white shadow-xl sm:p-10">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">Since 2019</p>
            <ul className="mt-6 space-y-5">
              {teaser.highlights.map((highlight) => (
                <li key={highlight} className="flex items-start gap-3 text-lg font-semibold">
                  <CircleCheck aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-accent-400" />
                  <span>{highlight}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
