import type { Route } from "./+types/about";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.about);

export default function AboutPage() {
  return <PageHero eyebrow="About Us" title="We Turn Ad Spend into Measurable Growth" intro="Since 2019 our New Delhi team has managed $25M+ in ad spend across 500+ campaigns for 300+ brands." />;
}
