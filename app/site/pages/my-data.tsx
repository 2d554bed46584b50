import type { Route } from "./+types/my-data";
import { PageHero } from "#app/ui/page-hero.tsx";
import { MyDataForm } from "#app/site/components/forms/my-data-form.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { DATA_REQUEST_DEADLINE_DAYS } from "#contracts/privacy/retention.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.myData);

/** /my-data: ask for a copy of your data, a correction, an erasure, or the end of marketing. */
export default function MyDataPage() {
  return (
    <>
      <PageHero
        eyebrow="Your rights"
        title="My data"
        intro="Ask us for a copy of the data we hold about you, a correction, its erasure, or to stop marketing. It is free."
      />
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:px-8">
          <section
            aria-labelledby="my-data-form-heading"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="my-data-form-heading" className="mb-4 text-xl font-bold text-slate-900">
              Your request
            </h2>
            <MyDataForm />
          </section>
          <section aria-labelledby="my-data-how-heading" className="space-y-4 leading-7 text-slate-700">
            <h2 id="my-data-how-heading" className="text-xl font-bold text-slate-900">
              How it works
            </h2>
            <p>
              We e-mail a link to the address you enter. Nothing happens, and we tell nobody whether we know the
              address, until you open that link and press its button: this keeps others from asking about you.
            </p>
            <p>
              Withdrawing consent to marketing takes effect as soon as you confirm. A copy, a correction or an erasure
              is done by our team within {DATA_REQUEST_DEADLINE_DAYS} days, and we tell you by e-mail when it is done.
            </p>
            <p>
              After an erasure we keep only a note that a request was handled (not your address or name), so we can show
              we did it.
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
