import { CircleCheck, Phone, Star } from "lucide-react";
import type { Route } from "./+types/quote";
import { ContentIcons } from "#app/site/components/sections/content-icon.tsx";
import { contentIconComponents } from "#app/site/components/sections/content-icon-components.ts";
import { BookCallLink } from "#app/site/components/forms/book-call-link.tsx";
import { QuoteForm } from "#app/site/components/forms/quote-form.tsx";
import { PartnerBadges } from "#app/site/components/sections/partner-badges.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { quote } from "#app/site/content/quote.ts";
import { site, sitePhoneHref } from "#app/site/content/site.ts";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { FormPanel, StepsPanel } from "#app/site/components/sections/panels.tsx";

export const meta: Route.MetaFunction = () => pageMeta(pages.quote);

const panel = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

export default function QuotePage() {
  return (
    <ContentIcons value={contentIconComponents}>
      <PageHero eyebrow={quote.hero.eyebrow} title={quote.hero.title} intro={quote.hero.subtitle} />

      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.6fr_1fr] lg:px-8">
          <FormPanel id="quote-form-heading" title={quote.form.title} subtitle={quote.form.subtitle}>
            <QuoteForm variant="page" />
          </FormPanel>

          <div className="space-y-6">
            <section aria-labelledby="trust-heading" className="rounded-2xl bg-brand-950 p-6 text-white shadow-lg">
              <h2 id="trust-heading" className="text-xl font-bold">
                {quote.trust.title}
              </h2>
              <p className="mt-2 text-sm leading-6 text-brand-100">{quote.trust.text}</p>
              <ul className="mt-4 space-y-2.5">
                {quote.trust.points.map((point) => (
                  <li key={point} className="flex items-start gap-2.5 text-sm font-medium">
                    <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
                    {point}
                  </li>
                ))}
              </ul>
            </section>

            <section aria-label="Partner status">
              <PartnerBadges badges={quote.partners} compact />
            </section>

            <section aria-label="Client satisfaction" className={`${panel} flex items-center gap-4`}>
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent-400/20 text-accent-600">
                <Star aria-hidden="true" className="h-6 w-6 fill-current" />
              </span>
              <p>
                <span className="block text-3xl font-extrabold text-slate-900">{quote.satisfaction.number}</span>
                <span className="text-sm font-medium text-slate-600">{quote.satisfaction.label}</span>
              </p>
            </section>

            <StepsPanel id="process-heading" title={quote.process.title} steps={quote.process.steps} />

            <section aria-labelledby="phone-heading" className={panel}>
              <h2 id="phone-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
                <Phone aria-hidden="true" className="h-5 w-5 text-brand-700" />
                {quote.phonePanel.title}
              </h2>
              <p className="mt-2 text-sm leading-6 text-slate-600">{quote.phonePanel.text}</p>
              <a
                href={sitePhoneHref}
                className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                <Phone aria-hidden="true" className="h-4 w-4" />
                {site.phone}
              </a>
              <p className="mt-3">
                <BookCallLink />
              </p>
            </section>
          </div>
        </div>
      </div>
    </ContentIcons>
  );
}
