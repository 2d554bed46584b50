import { useState } from "react";
import { useLocation } from "react-router";
import { Send } from "lucide-react";
import type { Route } from "./+types/careers";
import { ContentIcons } from "#app/site/components/sections/content-icon.tsx";
import { contentIconComponents } from "#app/site/components/sections/content-icon-components.ts";
import { ApplicationDialog } from "#app/site/components/forms/application-form.tsx";
import { dialogOpener } from "#app/ui/dialog.tsx";
import { ContentImage } from "#app/site/components/content/content-image.tsx";
import { FeatureGrid } from "#app/site/components/sections/feature-grid.tsx";
import { OpeningCard } from "#app/site/components/sections/opening-card.tsx";
import { LeadParagraphs, Section, SectionHeading } from "#app/site/components/sections/section.tsx";
import { StepsList } from "#app/site/components/sections/steps-list.tsx";
import { Button } from "#app/ui/button.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { careers } from "#app/site/content/careers.ts";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { onIntentPage } from "#app/lib/page-scripts.ts";
import { chosenOpening, OPENING_PARAM } from "#app/site/components/careers/chosen-opening.ts";
import { applicationDialogStartsOpen } from "#app/site/components/careers/application-dialog-start.ts";
import { RENDERED_NEAR_VIEW } from "#app/site/components/sections/near-view.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.careers);

// The page is its HTML until the visitor's first tap, key, scroll or mouse move: a load that
// is only read fetches no framework. Before that, Apply sends the visitor to this page with the
// opening's dialog open (?opening=<id>, rendered by the server); after it, the dialog in place.
export const handle = onIntentPage;

/** Without JavaScript the buttons open the dialog by this id, with the general application form. */
const APPLICATION_DIALOG_ID = "application-dialog";

interface DialogState {
  open: boolean;
  opening: { id: string; title: string } | null;
}

export default function CareersPage() {
  // undefined: no ?opening= (the plain page); null: not an opening (the general form).
  const chosen = chosenOpening(useLocation().search, careers.openings);
  const openAtLoad = chosen !== undefined;
  const [dialog, setDialog] = useState<DialogState>(() => ({
    open: applicationDialogStartsOpen(openAtLoad, APPLICATION_DIALOG_ID),
    opening: chosen ? { id: chosen.id, title: chosen.title } : null,
  }));

  return (
    <ContentIcons value={contentIconComponents}>
      <PageHero eyebrow={careers.hero.eyebrow} title={careers.hero.title} intro={careers.hero.subtitle} />

      <Section labelledBy="culture-heading">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="culture-heading" eyebrow="Our culture" align="left" title={careers.culture.title} />
            <LeadParagraphs paragraphs={careers.culture.paragraphs} />
          </div>
          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -bottom-2 -left-2 h-full w-full sm:-bottom-4 sm:-left-4 rounded-3xl bg-brand-100"
            />
            <ContentImage
              image={careers.image}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw"
              className="relative rounded-3xl shadow-xl"
            />
          </div>
        </div>
      </Section>

      <Section
        labelledBy="openings-heading"
        tone="muted"
        id="openings"
        className={RENDERED_NEAR_VIEW}
        heading={{ eyebrow: "We're hiring", ...careers.openingsHeading }}
      >
        <ul className="mx-auto mt-12 max-w-5xl space-y-6">
          {careers.openings.map((opening) => (
            <li key={opening.id}>
              <OpeningCard
                opening={opening}
                applyLabel={careers.applyLabel}
                onApply={(chosen) => setDialog({ open: true, opening: { id: chosen.id, title: chosen.title } })}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        labelledBy="benefits-heading"
        className={RENDERED_NEAR_VIEW}
        heading={{ eyebrow: "Benefits", ...careers.benefits.heading }}
      >
        <FeatureGrid items={careers.benefits.items} columns={3} surface="muted" />
      </Section>

      <Section
        labelledBy="hiring-heading"
        tone="muted"
        className={RENDERED_NEAR_VIEW}
        heading={{ eyebrow: "How we hire", ...careers.hiringProcess.heading }}
      >
        <StepsList steps={careers.hiringProcess.steps} layout="grid" />
      </Section>

      <section aria-labelledby="open-application-heading" className={`bg-white ${RENDERED_NEAR_VIEW}`}>
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <div className="rounded-3xl bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
            <h2 id="open-application-heading" className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
              {careers.openApplication.title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">{careers.openApplication.text}</p>
            <div className="mt-8">
              <Button
                variant="accent"
                {...dialogOpener(APPLICATION_DIALOG_ID)}
                onClick={(event) => {
                  event.preventDefault();
                  setDialog({ open: true, opening: null });
                }}
              >
                <Send aria-hidden="true" className="h-4 w-4" />
                {careers.openApplication.buttonLabel}
              </Button>
            </div>
          </div>
        </div>
      </section>

      <ApplicationDialog
        id={APPLICATION_DIALOG_ID}
        opening={dialog.opening}
        open={dialog.open}
        openAtLoad={openAtLoad}
        returnFocusTo={
          chosen
            ? `button[name="${OPENING_PARAM}"][value="${chosen.id}"]`
            : `button[commandfor="${APPLICATION_DIALOG_ID}"][command="show-modal"]`
        }
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </ContentIcons>
  );
}
