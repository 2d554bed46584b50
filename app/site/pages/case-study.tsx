import { Briefcase, CalendarClock, Quote } from "lucide-react";
import type { Route } from "./+types/case-study";
import { BackLink } from "#app/site/components/content/back-link.tsx";
import { ContentImage } from "#app/site/components/content/content-image.tsx";
import { ContentCtaBanner } from "#app/site/components/content/content-cta-banner.tsx";
import { Tag } from "#app/site/components/content/tag.tsx";
import { getCaseStudy, getCaseStudyBySlug } from "#app/site/content/case-studies/all.ts";
import { caseStudiesPage } from "#app/site/content/case-studies-page.ts";
import { caseStudyPath } from "#contracts/content/content-paths.ts";
import { siteContentOf } from "#app/site/content/site-content.ts";
import type { CaseStudyResultKey } from "#contracts/content/schema.ts";
import { JsonLd } from "#app/seo/json-ld.tsx";
import { pageMeta } from "#app/seo/meta.ts";
import { pages } from "#app/seo/pages.ts";
import { breadcrumbJsonLd } from "#app/seo/structured-data.ts";
import { contentBySlug } from "./content-by-slug.ts";
import { NotFoundContent } from "./not-found-content.tsx";
import { NumberedList } from "#app/ui/numbered-list.tsx";
import { readOnlyPage } from "#app/lib/page-scripts.ts";
import { RENDERED_NEAR_VIEW } from "#app/site/components/sections/near-view.ts";

/** A page that only reads: served without React (app/lib/page-scripts.ts). */
export const handle = readOnlyPage;

// Runs at build time for each prerendered slug, and on the server for the published case
// studies (site-content.ts). An unknown slug yields no case study: that
// prerendered page (/case-studies/not-found) is what the server sends, with HTTP 404,
// for every unknown slug. The server answers a case study's old id URL (/case-studies/1)
// with a 301 to its slug; the redirect here does the same under the dev server.

export function loader({ params, request, context }: Route.LoaderArgs) {
  const { caseStudies } = siteContentOf(context);
  const caseStudy = contentBySlug(params.slug, request, {
    bySlug: (slug) => getCaseStudyBySlug(slug, caseStudies),
    byId: (id) => getCaseStudy(id, caseStudies),
    pathOf: caseStudyPath,
  });
  return { caseStudy };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const caseStudy = loaderData?.caseStudy;
  if (!caseStudy)
    return [{ title: "Case study not found | Crestline Digital" }, { name: "robots", content: "noindex" }];
  return pageMeta({
    title: `${caseStudy.client}: ${caseStudy.metric} with ${caseStudy.service} | Crestline Digital Case Study`,
    description: caseStudy.description,
    path: caseStudyPath(caseStudy),
    image: caseStudy.image.src,
  });
};

function CaseStudyNotFound() {
  return (
    <NotFoundContent
      title="Case study not found"
      message="We could not find that case study. It may have been moved or the link may be mistyped."
      backTo={{ to: "/case-studies", label: "Back to case studies" }}
    />
  );
}

const resultOrder: CaseStudyResultKey[] = ["roas", "conversions", "reach", "cpc", "engagement", "revenue"];
const labels = caseStudiesPage.detail;

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { caseStudy } = loaderData;
  if (!caseStudy) return <CaseStudyNotFound />;
  const path = caseStudyPath(caseStudy);

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Case Studies", path: pages.caseStudies.path },
          { name: caseStudy.title, path },
        ])}
      />
      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-14 pt-8 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:px-8 lg:pb-20">
          <div>
            <BackLink to="/case-studies" onDark>
              {labels.backLabel}
            </BackLink>
            <div className="mt-6 flex flex-wrap gap-2">
              <Tag tone="onDark">{caseStudy.service}</Tag>
              <Tag tone="onDark">{caseStudy.industry}</Tag>
            </div>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
              {caseStudy.title}
            </h1>
            <dl className="mt-8 flex flex-wrap gap-x-10 gap-y-4">
              {(
                [
                  [Briefcase, labels.clientLabel, caseStudy.client],
                  [CalendarClock, labels.durationLabel, caseStudy.duration],
                ] as const
              ).map(([Icon, label, value]) => (
                <div key={label}>
                  <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-brand-100">
                    <Icon aria-hidden="true" className="h-4 w-4 text-accent-400" />
                    {label}
                  </dt>
                  <dd className="mt-1 pl-6 font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ContentImage
            image={caseStudy.image}
            sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw"
            eager
            priority="high"
            className="rounded-2xl shadow-2xl ring-1 ring-white/20"
          />
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <section aria-labelledby="overview" className="max-w-3xl">
          <h2 id="overview" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {labels.overviewTitle}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">{caseStudy.overview}</p>
        </section>

        <section aria-labelledby="results" className={`mt-14 ${RENDERED_NEAR_VIEW}`}>
          <h2 id="results" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {labels.resultsTitle}
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {resultOrder.map((key) => (
              <div
                key={key}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
              >
                <dt className="order-2 mt-1 text-xs font-semibold uppercase tracking-wider text-brand-700 sm:text-sm">
                  {labels.resultLabels[key]}
                </dt>
                <dd className="order-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
                  {caseStudy.results[key].value}
                </dd>
                <dd className="order-3 mt-3 text-sm leading-6 text-slate-600">{caseStudy.results[key].description}</dd>
              </div>
            ))}
          </dl>
        </section>

        <div className={`mt-14 grid gap-12 lg:grid-cols-2 ${RENDERED_NEAR_VIEW}`}>
          <section aria-labelledby="challenge">
            <h2 id="challenge" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {labels.challengeTitle}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">{caseStudy.challenge}</p>
          </section>
          <section aria-labelledby="strategy">
            <h2 id="strategy" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {labels.strategyTitle}
            </h2>
            <NumberedList
              items={caseStudy.strategy}
              className="mt-6 space-y-5"
              itemClassName="gap-4"
              badgeClassName="h-9 w-9 bg-brand-700 text-white"
              textAs="p"
              textClassName="pt-1 leading-7 text-slate-700"
            />
          </section>
        </div>

        <figure className={`mt-16 rounded-3xl bg-brand-50 px-6 py-10 sm:px-12 ${RENDERED_NEAR_VIEW}`}>
          <Quote aria-hidden="true" className="h-10 w-10 text-brand-700" />
          <blockquote className="mt-4 text-xl font-medium leading-9 text-slate-900 sm:text-2xl">
            <p>“{caseStudy.testimonial.text}”</p>
          </blockquote>
          <figcaption className="mt-6">
            <span className="block font-bold text-slate-900">{caseStudy.testimonial.author}</span>
            <span className="text-slate-600">{caseStudy.testimonial.position}</span>
          </figcaption>
        </figure>
      </div>

      <ContentCtaBanner cta={labels.cta} />
    </>
  );
}

// A client-side visit to an unknown slug finds no data file (HTTP 404).
export function ErrorBoundary() {
  return <CaseStudyNotFound />;
}
