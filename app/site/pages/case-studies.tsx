import { useState } from "react";
import { SearchX } from "lucide-react";
import type { Route } from "./+types/case-studies";
import { CaseStudyCard } from "#app/site/components/content/case-study-card.tsx";
import {
  filterCaseStudies,
  noCaseStudyFilter,
  type CaseStudyFilter,
} from "#app/site/components/content/case-study-filter.ts";
import { FilterSelect } from "#app/site/components/content/case-study-filters.tsx";
import { industryOptions, serviceOptions } from "#app/site/components/content/filter-options.ts";
import { ContentCtaBanner } from "#app/site/components/content/content-cta-banner.tsx";
import { Button } from "#app/ui/button.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { caseStudiesPage } from "#app/site/content/case-studies-page.ts";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { siteContentOf } from "#app/site/content/site-content.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.caseStudies);

const { hero, filters } = caseStudiesPage;

// Runs at build time (prerender) and on the server with the published case studies
// (site-content.ts).
export function loader({ context }: Route.LoaderArgs) {
  return { caseStudies: siteContentOf(context).caseStudies };
}

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { caseStudies } = loaderData;
  const [filter, setFilter] = useState<CaseStudyFilter>(noCaseStudyFilter);
  const shown = filterCaseStudies(caseStudies, filter);

  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.subtitle} />
      <section aria-label="Case studies" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-end sm:p-5">
          <FilterSelect
            label={filters.industryLabel}
            value={filter.industry}
            options={industryOptions}
            onChange={(value) =>
              setFilter((current) => ({ ...current, industry: value as CaseStudyFilter["industry"] }))
            }
          />
          <FilterSelect
            label={filters.serviceLabel}
            value={filter.service}
            options={serviceOptions}
            onChange={(value) => setFilter((current) => ({ ...current, service: value as CaseStudyFilter["service"] }))}
          />
          <p role="status" className="text-sm text-slate-600 sm:ml-auto sm:pb-3">
            Showing {shown.length} of {caseStudies.length} case studies
          </p>
        </div>

        {shown.length > 0 ? (
          <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((caseStudy, index) => (
              <CaseStudyCard
                key={caseStudy.id}
                caseStudy={caseStudy}
                linkLabel={caseStudiesPage.cardLinkLabel}
                eager={index === 0}
              />
            ))}
          </div>
        ) : (
          <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
            <SearchX aria-hidden="true" className="h-10 w-10 text-slate-400" />
            <p className="mt-4 text-lg font-semibold text-slate-900">{caseStudiesPage.emptyMessage}</p>
            <Button className="mt-6" onClick={() => setFilter(noCaseStudyFilter)}>
              {caseStudiesPage.clearFiltersLabel}
            </Button>
          </div>
        )}
      </section>
      <ContentCtaBanner cta={caseStudiesPage.closingCta} />
    </>
  );
}
