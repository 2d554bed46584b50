import type { Route } from "./+types/contact";
import { ContentIcons } from "#app/components/sections/content-icon.tsx";
import { contentIconComponents } from "#app/components/sections/content-icon-components.ts";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { ContactInfoCards } from "#app/components/sections/contact-info-cards.tsx";
import { FaqAccordion } from "#app/components/sections/faq-accordion.tsx";
import { OfficeHours } from "#app/components/sections/office-hours.tsx";
import { Section, SectionHeading } from "#app/components/sections/section.tsx";
import { StepsList } from "#app/components/sections/steps-list.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { contact } from "#app/content/contact.ts";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.contact);

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
          <section
            aria-labelledby="message-heading"
            className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-10"
          >
            <h2 id="message-heading" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
              {contact.form.title}
            </h2>
            <p className="mt-3 leading-7 text-slate-600">{contact.form.subtitle}</p>
            <div className="mt-8">
              <ContactForm />
            </div>
          </section>
          <div className="space-y-6">
            <OfficeHours id="hours-heading" title={contact.officeHours.title} rows={contact.officeHours.rows} />
            <section
              aria-labelledby="next-heading"
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <h2 id="next-heading" className="text-xl font-bold text-slate-900">
                {contact.nextSteps.title}
              </h2>
              <div className="mt-5">
                <StepsList steps={contact.nextSteps.steps} />
              </div>
            </section>
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
