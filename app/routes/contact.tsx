import type { Route } from "./+types/contact";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.contact);

export default function ContactPage() {
  return <PageHero eyebrow="Contact" title="Let's Talk About Your Growth" intro="Send us a message and a strategist will reply within 24 hours." />;
}
