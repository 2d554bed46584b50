import type { Route } from "./+types/quote";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.quote);

export default function QuotePage() {
  return <PageHero eyebrow="Free Quote" title="Get Your Free Marketing Quote" intro="Tell us about your business, budget and goals. We will send a tailored plan within 24 hours." />;
}
