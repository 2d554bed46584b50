import type { Route } from "./+types/case-study";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { caseStudyIds } from "#app/content/content-ids.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { NotFoundContent } from "./not-found-content.tsx";

// Runs at build time for each prerendered id. An unknown id yields no case study: that
// prerendered page is what the server sends, with HTTP 404, for every unknown id.
export function loader({ params }: Route.LoaderArgs) {
  const id = Number(params.id);
  return { id: caseStudyIds.some((known) => known === id) ? id : null };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.id
    ? pageMeta({
        title: `Case Study ${loaderData.id} | Crestline Digital`,
        description: "A Crestline Digital case study.",
        path: `/case-studies/${loaderData.id}`,
      })
    : [{ title: "Case study not found | Crestline Digital" }, { name: "robots", content: "noindex" }];

function CaseStudyNotFound() {
  return (
    <NotFoundContent
      title="Case study not found"
      message="We could not find that case study. It may have been moved or the link may be mistyped."
      backTo={{ to: "/case-studies", label: "Back to case studies" }}
    />
  );
}

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.id === null) return <CaseStudyNotFound />;
  return <PageHero eyebrow="Case Study" title={`Case Study ${loaderData.id}`} />;
}

// A client-side visit to an unknown id finds no data file (HTTP 404).
export function ErrorBoundary() {
  return <CaseStudyNotFound />;
}
