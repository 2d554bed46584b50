import type { Route } from "./+types/services";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.services);

export default function ServicesPage() {
  return <PageHero eyebrow="Our Services" title="Full-Funnel Solutions for Digital Growth" intro="Paid social, Google Ads, SEO, social media, web design and graphic design, planned together and measured against your revenue." />;
}
