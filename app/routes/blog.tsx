import type { Route } from "./+types/blog";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.blog);

export default function BlogPage() {
  return <PageHero eyebrow="Blog" title="Digital Marketing Insights" intro="Practical guides on paid social, Google Ads, SEO, web design, social media and analytics from our team." />;
}
