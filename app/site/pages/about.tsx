import type { Route } from "./+types/about";
import { ContentIcons } from "#app/site/components/sections/content-icon.tsx";
import { contentIconComponents } from "#app/site/components/sections/content-icon-components.ts";
import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import { FeatureGrid } from "#app/site/components/sections/feature-grid.tsx";
import { LeadParagraphs, Section, SectionHeading } from "#app/site/components/sections/section.tsx";
import { RENDERED_NEAR_VIEW } from "#app/site/components/sections/near-view.ts";
import { FigureList } from "#app/ui/figure-list.tsx";
import { TeamCards } from "#app/site/components/sections/team-cards.tsx";
import { Timeline } from "#app/site/components/sections/timeline.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { about } from "#app/site/content/about.ts";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { readOnlyPage } from "#app/lib/page-scripts.ts";

/** A page that only reads: served without React (app/lib/page-scripts.ts). */
export const handle = readOnlyPage;

export const meta: Route.MetaFunction = () => pageMeta(pages.about);

export default function AboutPage() {
  return (
    <ContentIcons value={contentIconComponents}>
      <PageHero eyebrow={about.hero.eyebrow} title={about.hero.title} intro={about.hero.subtitle} />

      <section aria-label="Crestline Digital in numbers" className="relative bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
          <FigureList figures={about.stats} variant="stats" />
        </div>
      </section>

      <Section labelledBy="mission-heading" tone="muted" className={RENDERED_NEAR_VIEW}>
        <div className="grid items-center gap-12 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <SectionHeading id="mission-heading" eyebrow="Why we exist" align="left" title={about.mission.title} />
            <LeadParagraphs paragraphs={about.mission.paragraphs} />
          </div>
          <MissionIllustration />
        </div>
      </Section>

      <Section
        labelledBy="story-heading"
        className={RENDERED_NEAR_VIEW}
        heading={{ eyebrow: "Our journey", ...about.timeline.heading }}
      >
        <Timeline entries={about.timeline.entries} />
      </Section>

      <Section
        labelledBy="team-heading"
        tone="muted"
        className={RENDERED_NEAR_VIEW}
        heading={{ eyebrow: "Our people", ...about.team.heading }}
      >
        <TeamCards members={about.team.members} />
      </Section>

      <Section
        labelledBy="values-heading"
        className={RENDERED_NEAR_VIEW}
        heading={{ eyebrow: "Our values", ...about.values.heading }}
      >
        <FeatureGrid items={about.values.items} surface="muted" />
      </Section>

      <CtaBanner id="about-cta-heading" cta={about.closingCta} tight className={RENDERED_NEAR_VIEW} />
    </ContentIcons>
  );
}

/** Three overlapping rings (media, creative, measurement) meeting in the middle: drawn, decorative. */
function MissionIllustration() {
  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-sm">
      <svg viewBox="0 0 320 300" className="h-auto w-full">
        <circle cx="115" cy="110" r="85" fill="#1647d6" fillOpacity="0.14" stroke="#1647d6" strokeWidth="2" />
        <circle cx="205" cy="110" r="85" fill="#f59e0b" fillOpacity="0.16" stroke="#d97706" strokeWidth="2" />
        <circle cx="160" cy="188" r="85" fill="#059669" fillOpacity="0.14" stroke="#059669" strokeWidth="2" />
        <circle cx="160" cy="136" r="20" fill="#0f2a4a" />
        <path
          d="M151 137l6 6 12-13"
          fill="none"
          stroke="#fbbf24"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text x="80" y="86" textAnchor="middle" fontSize="15" fontWeight="700" fill="#183ca9">
          Media
        </text>
        <text x="240" y="86" textAnchor="middle" fontSize="15" fontWeight="700" fill="#92400e">
          Creative
        </text>
        <text x="160" y="240" textAnchor="middle" fontSize="15" fontWeight="700" fill="#065f46">
          Measurement
        </text>
      </svg>
    </div>
  );
}
