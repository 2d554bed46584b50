import { Link } from "react-router";
import { ArrowRight, Clock } from "lucide-react";
import type { CaseStudy } from "#app/content/schema.ts";
import { ContentImage } from "./content-image.tsx";
import { Tag } from "./tag.tsx";

type CaseStudyCardData = Pick<
  CaseStudy,
  "id" | "title" | "industry" | "service" | "metric" | "timeframe" | "description" | "image" | "cardResults"
>;

interface CaseStudyCardProps {
  caseStudy: CaseStudyCardData;
  linkLabel: string;
  eager?: boolean;
}

/** One card of /case-studies: image, tags, headline metric, text, three figures, link. */
export function CaseStudyCard({ caseStudy, linkLabel, eager = false }: CaseStudyCardProps) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <ContentImage
        image={caseStudy.image}
        sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 100vw"
        eager={eager}
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap gap-2">
          <Tag>{caseStudy.service}</Tag>
          <Tag tone="slate">{caseStudy.industry}</Tag>
        </div>
        <div className="mt-4">
          <p className="text-2xl font-extrabold tracking-tight text-brand-700">{caseStudy.metric}</p>
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
            <Clock aria-hidden="true" className="h-4 w-4" />
            <span>
              <span className="sr-only">Timeframe: </span>
              {caseStudy.timeframe}
            </span>
          </p>
        </div>
        <h2 className="mt-3 text-lg font-bold leading-snug text-slate-900">{caseStudy.title}</h2>
        <p className="mt-2 text-sm leading-6 text-slate-600">{caseStudy.description}</p>
        <dl className="mt-5 grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center">
          {caseStudy.cardResults.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse justify-end">
              <dt className="text-xs leading-4 text-slate-600">{figure.label}</dt>
              <dd className="text-base font-bold text-slate-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto pt-6">
          <Link
            to={`/case-studies/${caseStudy.id}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-brand-700 hover:text-brand-900"
          >
            {linkLabel}
            <span className="sr-only">: {caseStudy.title}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
