import { Clock } from "lucide-react";
import { caseStudyPath } from "#contracts/content/content-paths.ts";
import type { CaseStudy } from "#contracts/content/schema.ts";
import { ContentImage } from "./content-image.tsx";
import { Tag } from "./tag.tsx";
import { FigureList } from "#app/ui/figure-list.tsx";
import { ReadMoreLink } from "./read-more-link.tsx";

type CaseStudyCardData = Pick<
  CaseStudy,
  "id" | "slug" | "title" | "industry" | "service" | "metric" | "timeframe" | "description" | "image" | "cardResults"
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
        <FigureList figures={caseStudy.cardResults} variant="card" />
        <div className="mt-auto pt-6">
          <ReadMoreLink to={caseStudyPath(caseStudy)} label={linkLabel} title={caseStudy.title} />
        </div>
      </div>
    </article>
  );
}
