import type { Route } from "./+types/case-studies";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.caseStudies);

export default function CaseStudiesPage() {
  return <PageHero eyebrow="Case Studies" title="Real Results for Real Brands" intro="How we helped fashion, technology, real estate, jewellery, manufacturing and healthcare brands grow." />;
}
