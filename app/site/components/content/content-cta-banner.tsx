import { CtaButtons } from "#app/site/components/sections/cta-banner.tsx";
import type { CallToAction } from "#contracts/content/schema.ts";
import { RENDERED_NEAR_VIEW } from "#app/site/components/sections/near-view.ts";

/** Closing call to action of articles, case studies and their lists: dark panel, title, text, one or two buttons. */
export function ContentCtaBanner({ cta, headingLevel = 2 }: { cta: CallToAction; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={`mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 ${RENDERED_NEAR_VIEW}`}>
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-6 py-12 text-center text-white sm:px-12 sm:py-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-16 -top-16 h-56 w-56 rounded-full bg-brand-400/25 blur-2xl"
        />
        <Heading className="relative text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {cta.title}
        </Heading>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">{cta.text}</p>
        <CtaButtons cta={cta} className="relative mt-8" />
      </div>
    </section>
  );
}
