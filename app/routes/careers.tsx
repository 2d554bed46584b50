import type { Route } from "./+types/careers";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.careers);

export default function CareersPage() {
  return <PageHero eyebrow="Careers" title="Grow Your Career with Crestline Digital" intro="We are a team of strategists, media buyers, writers and designers in New Delhi. Come build campaigns that move real numbers." />;
}
