import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { ContentImage } from "#app/site/components/content/content-image.tsx";
import { caseStudyPath } from "#contracts/content/content-paths.ts";
import type { CaseStudy } from "#contracts/content/schema.ts";

/** What a success-story card shows of a case study. */
export type CaseStudyCard = Pick<
  CaseStudy,
  "id" | "slug" | "title" | "service" | "industry" | "metric" | "timeframe" | "description" | "image"
>;

/** Only the card's fields, so a page can hand over a small object instead of the whole study. */
export function toCaseStudyCard({
  id,
  slug,
  title,
  service,
  industry,
  metric,
  timeframe,
  description,
  image,
}: CaseStudy): CaseStudyCard {
  return { id, slug, title, service, industry, metric, timeframe, description, image };
}

/** Success-story cards (home): image, tags, headline metric, title and a link to the study. */
export function CaseStudyCards({ studies }: { studies: readonly CaseStudyCard[] }) {
  return (
    <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {studies.map((study) => (
        <li
          key={study.id}
          className="group relative flex flex-col overflow-hidden rounded-2xl has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
        >
          <div className="relative overflow-hidden bg-brand-100">
            <ContentImage
              image={study.image}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw"
              className="transition-transform duration-500 group-hover:scale-105"
            />
            <p className="absolute bottom-3 left-3 rounded-lg bg-brand-950/85 px-3 py-1.5 text-lg font-extrabold text-white backdrop-blur">
              {study.metric}
            </p>
          </div>
          <div className="flex flex-1 flex-col p-6">
            <ul className="flex flex-wrap gap-2 text-xs font-semibold" aria-label="Tags">
              <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{study.service}</li>
              <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{study.industry}</li>
            </ul>
            <h3 className="mt-4 text-xl font-bold text-slate-900">
              <Link to={caseStudyPath(study)} className="after:absolute after:inset-0 focus-visible:outline-none">
                {study.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 leading-7 text-slate-600">{study.description}</p>
            <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4 text-sm">
              <span className="inline-flex items-center gap-1.5 text-slate-600">
                <Clock aria-hidden="true" className="h-4 w-4" />
                Results in {study.timeframe}
              </span>
              <span aria-hidden="true" className="inline-flex items-center gap-1 font-semibold text-brand-700">
                Read story <ArrowRight className="h-4 w-4" />
              </span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
