import type { Route } from "./+types/book";
import { PageHero } from "#app/ui/page-hero.tsx";
import { BookingForm } from "#app/site/components/booking/booking-form.tsx";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.book);

/** /book: a free 30-minute call, booked in three steps. */
export default function BookPage() {
  return (
    <>
      <PageHero
        eyebrow="Book a call"
        title="Book a free 30-minute call"
        intro="Pick a time that suits you and a strategist will call you. Times are shown in your own time zone beside New Delhi's."
      />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <BookingForm />
          </div>
        </div>
      </div>
    </>
  );
}
