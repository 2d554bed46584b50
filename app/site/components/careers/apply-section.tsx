import { ApplicationForm, type Opening } from "#app/site/components/forms/application-form.tsx";
import { APPLY_SECTION_ID } from "./chosen-opening.ts";

/**
 * The application form on the page itself, for an Apply button sent before the page's
 * script ran (/careers?opening=<id>): the server renders it with that opening, so a tap
 * that comes before React keeps the role. It posts without script, and with it as the dialog does.
 */
export function ApplySection({ opening }: { opening: Opening | null }) {
  const headingId = `${APPLY_SECTION_ID}-heading`;
  return (
    <section id={APPLY_SECTION_ID} aria-labelledby={headingId} className="scroll-mt-4 bg-white">
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {opening ? `Apply for ${opening.title}` : "Send Your Resume"}
        </h2>
        <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <ApplicationForm opening={opening} />
        </div>
      </div>
    </section>
  );
}
