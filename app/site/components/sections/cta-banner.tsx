import { ArrowRight } from "lucide-react";
import type { CallToAction } from "#contracts/content/schema.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";

/**
 * The closing call to action of the home, about, services and FAQ pages: a dark banner with one or two buttons. `tight`
 * drops the top padding when the section above is white too.
 */
export function CtaBanner({
  cta,
  id,
  tight = false,
  className = "",
}: {
  cta: CallToAction;
  id: string;
  tight?: boolean;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`bg-white ${className}`}>
      <div className={`mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8 ${tight ? "pt-0" : "pt-16 sm:pt-20"}`}>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
          <svg
            aria-hidden="true"
            className="absolute inset-0 h-full w-full opacity-20"
            preserveAspectRatio="none"
            viewBox="0 0 400 200"
          >
            <path d="M0 170 C80 150 120 90 200 100 S320 40 400 20" fill="none" stroke="#fbbf24" strokeWidth="2" />
            <path d="M0 190 C90 175 150 130 220 135 S330 80 400 70" fill="none" stroke="#8ec3ff" strokeWidth="1.5" />
          </svg>
          <div className="relative mx-auto max-w-2xl">
            <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">
              {cta.title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-brand-100">{cta.text}</p>
            <CtaButtons cta={cta} className="mt-8" />
          </div>
        </div>
      </div>
    </section>
  );
}

/** A call to action's buttons: the primary one with an arrow, then the optional secondary. */
export function CtaButtons({ cta, className = "" }: { cta: CallToAction; className?: string }) {
  return (
    <div className={`flex flex-col justify-center gap-3 sm:flex-row ${className}`}>
      <ButtonLink to={cta.primary.href} variant="primary">
        {cta.primary.label}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </ButtonLink>
      {cta.secondary ? (
        <ButtonLink to={cta.secondary.href} variant="secondary">
          {cta.secondary.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}
