import type { Route } from "./+types/privacy";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.privacy);

export default function PrivacyPage() {
  return <PageHero eyebrow="Legal" title="Privacy Policy" intro="Last updated: January 15, 2025" />;
}
