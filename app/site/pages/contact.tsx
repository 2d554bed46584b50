import type { Route } from "./+types/contact";
import { ContentIcons } from "#app/site/components/sections/content-icon.tsx";
import { contentIconComponents } from "#app/site/components/sections/content-icon-components.ts";
import { BookCallLink } from "#app/site/components/forms/book-call-link.tsx";
import { ContactForm } from "#app/site/components/forms/contact-form.tsx";
import { ContactInfoCards } from "#app/site/components/sections/contact-info-cards.tsx";
import { FaqAccordion } from "#app/site/components/sections/faq-accordion.tsx";
import { OfficeHours } from "#app/site/components/sections/office-hours.tsx";
import { Section, SectionHeading } from "#app/site/components/sections/section.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { contact } from "#app/site/content/contact.ts";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { FormPanel, StepsPanel } from "#app/site/components/sections/panels.tsx";
import { onIntentPage } from "#app/lib/page-scripts.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.contact);

// The form works without JavaScript and keeps what is typed while React starts (use-lead-form.ts),
// and the answers are <details>: React starts on the visitor's first tap, key, focus or scroll.
export const handle = onIntentPage;

export default function ContactPage() {
  return (
    <ContentIcons value={contentIconComponents}>
      <PageHero eyebrow={contact.hero.eyebrow} title={contact.hero.title} intro={contact.hero.subtitle} />

      <section aria-label="Contact details" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
          <ContactInfoCards cards={contact.infoCards} />
        </div>
      </section>

      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.5fr_1fr] lg:items-start lg:px-8">
          <FormPanel id="message-heading" title={contact.form.title} subtitle={contact.form.subtitle}>
            <ContactForm />
          </FormPanel>
          <div className="space-y-6">
            <OfficeHours id="hours-heading" title={contact.officeHours.title} rows={contact.officeHours.rows} />
            <StepsPanel id="next-heading" title={contact.nextSteps.title} steps={contact.nextSteps.steps} />
            {/* Last in the side column: the spec's panels and the form stay where they were. */}
            <BookCallLink />
          </div>
        </div>
      </div>

      <Section labelledBy="contact-faq-heading" narrow>
        <SectionHeading id="contact-faq-heading" title={contact.faq.title} />
        <div className="mt-10">
          <FaqAccordion items={contact.faq.items} />
        </div>
      </Section>
    </ContentIcons>
  );
}
