import type { Route } from "./+types/faq";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.faq);

export default function FaqPage() {
  return <PageHero eyebrow="FAQ" title="Frequently Asked Questions" intro="Answers about our services, pricing, reporting and support." />;
}
