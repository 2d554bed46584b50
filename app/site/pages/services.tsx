import type { Route } from "./+types/services";
import { ContentIcons } from "#app/site/components/sections/content-icon.tsx";
import { contentIconComponents } from "#app/site/components/sections/content-icon-components.ts";
import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import { FeatureGrid } from "#app/site/components/sections/feature-grid.tsx";
import { ServiceBlock } from "#app/site/components/sections/service-block.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { servicesPage } from "#app/site/content/services-page.ts";
import { services } from "#app/site/content/services.ts";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { readOnlyPage } from "#app/lib/page-scripts.ts";

/** A page that only reads: served without React (app/lib/page-scripts.ts). */
export const handle = readOnlyPage;

export const meta: Route.MetaFunction = () => pageMeta(pages.services);

export default function ServicesPage() {
  return (
    <ContentIcons value={contentIconComponents}>
      <PageHero eyebrow={servicesPage.hero.eyebrow} title={servicesPage.hero.title} intro={servicesPage.hero.subtitle}>
        <nav aria-label="Services on this page" className="w-full">
          <ul className="flex flex-wrap gap-2">
            {services.map((service) => (
              <li key={service.id}>
                <a
                  href={`#${service.id}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-4 text-sm font-semibold text-white ring-1 ring-inset ring-white/30 hover:bg-white/20"
                >
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <section aria-labelledby="how-we-work-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
          <h2 id="how-we-work-heading" className="sr-only">
            How we work
          </h2>
          <FeatureGrid items={servicesPage.summaryItems} surface="muted" />
        </div>
      </section>

      {services.map((service, index) => (
        <ServiceBlock
          key={service.id}
          service={service}
          labels={servicesPage.blockLabels}
          dashboard={servicesPage.dashboard}
          reversed={index % 2 === 1}
        />
      ))}

      <CtaBanner id="services-cta-heading" cta={servicesPage.closingBanner} />
    </ContentIcons>
  );
}
