import { lazy, Suspense } from "react";
import { ArrowRight } from "lucide-react";
import type { Route } from "./+types/home";
import { AboutTeaser } from "#app/site/components/sections/about-teaser.tsx";
import { BrandStrip } from "#app/site/components/sections/brand-strip.tsx";
import { CaseStudyCards, toCaseStudyCard } from "#app/site/components/sections/case-study-cards.tsx";
import { ContentIcons } from "#app/site/components/sections/content-icon.tsx";
import { contentIconData, iconNamesIn } from "#app/site/components/sections/content-icon-data.ts";
import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import { FeatureGrid } from "#app/site/components/sections/feature-grid.tsx";
import { HomeHero } from "#app/site/components/sections/home-hero.tsx";
import { IndustriesCarousel } from "#app/site/components/sections/industries-carousel.tsx";
import { PartnerBadges } from "#app/site/components/sections/partner-badges.tsx";
import { Section, SectionHeading } from "#app/site/components/sections/section.tsx";
import { RENDERED_NEAR_VIEW } from "#app/site/components/sections/near-view.ts";
import { ServiceCards, toServiceCard } from "#app/site/components/sections/service-cards.tsx";
import { StepsList } from "#app/site/components/sections/steps-list.tsx";
import { TestimonialCards } from "#app/site/components/sections/testimonial-cards.tsx";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { getCaseStudy } from "#app/site/content/case-studies/all.ts";
import { home } from "#app/site/content/home.ts";
import { industries } from "#app/site/content/industries.ts";
import { quote } from "#app/site/content/quote.ts";
import { siteContentOf } from "#app/site/content/site-content.ts";
import type { CaseStudy } from "#contracts/content/schema.ts";
import { services } from "#app/site/content/services.ts";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { NEAR_INTENT_ATTRIBUTE, onIntentPage } from "#app/lib/page-scripts.ts";

// The quote form sits below the fold: its code loads right after hydration instead of
// with the page, while its prerendered HTML is visible from the first paint.
const QuoteForm = lazy(() =>
  import("#app/site/components/forms/quote-form.tsx").then((module) => ({ default: module.QuoteForm })),
);

// The tags are computed at build time too, so the page's JavaScript carries no page table.
// The page hydrates on the visitor's first sign of intent, or when the quote form or the
// carousel comes within a screen of view: until then it is its HTML (forms work without it).
export const handle = onIntentPage;
const nearIntent = { [NEAR_INTENT_ATTRIBUTE]: "" };

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// Runs at build time (prerender), and on the server with the published case studies
// (site-content.ts): the page's copy arrives as data in the HTML, and the
// full case studies, Services-page and quote-page texts stay out of the home page's
// JavaScript; so does the icon table: the page gets the drawings of the icons it shows.
export function loader({ context }: Route.LoaderArgs) {
  const { caseStudies } = siteContentOf(context);
  // The chosen three while they are published, topped up from the list when one is not.
  const featured = home.successStories.caseStudyIds
    .map((id) => getCaseStudy(id, caseStudies))
    .filter((study): study is CaseStudy => study !== undefined);
  const successStories = [...featured, ...caseStudies.filter((study) => !featured.includes(study))]
    .slice(0, home.successStories.caseStudyIds.length)
    .map(toCaseStudyCard);
  const serviceCards = services.map(toServiceCard);
  return {
    successStories,
    serviceCards,
    home,
    industries,
    quoteProcess: quote.process,
    icons: contentIconData(iconNamesIn(home, industries, serviceCards)),
    meta: pageMeta(pages.home),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { successStories, serviceCards, home, industries, quoteProcess, icons } = loaderData;
  return (
    <ContentIcons value={icons}>
      <HomeHero hero={home.hero} />

      <Section
        labelledBy="why-heading"
        tone="muted"
        heading={{ eyebrow: "Why choose us", ...home.whyChooseUs.heading }}
      >
        <FeatureGrid items={home.whyChooseUs.points} />
      </Section>

      <Section
        labelledBy="services-heading"
        className={RENDERED_NEAR_VIEW}
        heading={{ eyebrow: "What we do", ...home.servicesHeading }}
      >
        <ServiceCards services={serviceCards} />
      </Section>

      <AboutTeaser teaser={home.aboutTeaser} id="about-heading" className={RENDERED_NEAR_VIEW} />

      <Section
        labelledBy="partners-heading"
        tone="muted"
        className={RENDERED_NEAR_VIEW}
        heading={{ eyebrow: "Partner status", ...home.partnerBadges.heading }}
      >
        <PartnerBadges badges={home.partnerBadges.badges} />
      </Section>

      <BrandStrip
        id="brands-heading"
        title={home.brandStrip.title}
        brands={home.brandStrip.brands}
        className={RENDERED_NEAR_VIEW}
      />

      <Section
        labelledBy="industries-heading"
        tone="muted"
        heading={{ eyebrow: "Industries", ...home.industriesHeading }}
      >
        <div {...nearIntent}>
          <IndustriesCarousel industries={industries} label="Industries" />
        </div>
      </Section>

      <Section labelledBy="quote-heading" id="quote">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <div>
            <SectionHeading
              id="quote-heading"
              eyebrow="Free quote"
              align="left"
              title={home.quoteFormHeading.title}
              subtitle={home.quoteFormHeading.subtitle}
            />
            <div className="mt-10 hidden rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:block">
              <h3 className="text-lg font-bold text-slate-900">{quoteProcess.title}</h3>
              <div className="mt-5">
                <StepsList steps={quoteProcess.steps} titleAs="h4" />
              </div>
            </div>
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8" {...nearIntent}>
            <Suspense fallback={null}>
              <QuoteForm variant="home" />
            </Suspense>
          </div>
        </div>
      </Section>

      <Section
        labelledBy="testimonials-heading"
        tone="muted"
        className={RENDERED_NEAR_VIEW}
        heading={{ eyebrow: "Testimonials", ...home.testimonials.heading }}
      >
        <TestimonialCards items={home.testimonials.items} />
      </Section>

      <Section
        labelledBy="stories-heading"
        className={RENDERED_NEAR_VIEW}
        heading={{ eyebrow: "Case studies", ...home.successStories.heading }}
      >
        <CaseStudyCards studies={successStories} />
        <div className="mt-12 text-center">
          <ButtonLink to={home.successStories.cta.href} variant="outline">
            {home.successStories.cta.label}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
        </div>
      </Section>

      <CtaBanner id="closing-heading" cta={home.closingCta} tight className={RENDERED_NEAR_VIEW} />
    </ContentIcons>
  );
}
