import { type MetaFunction, useLocation } from "react-router";
import { BOOK_PAGES } from "#contracts/booking/booking.ts";
import { BookingManage, type ManageMode } from "#app/site/components/booking/booking-manage.tsx";

// The pages a booking's links open (confirmation, move, cancel): one module, one route each
// (app/routes.ts); the token is in the query, read in the browser. Noindex, not in the sitemap.

const TITLES: Record<ManageMode, string> = {
  confirmed: "Your call",
  reschedule: "Move your call",
  cancel: "Cancel your call",
};

function modeAt(pathname: string): ManageMode {
  const entry = Object.entries(BOOK_PAGES).find(([, path]) => path === pathname.replace(/\/+$/, ""));
  return (entry?.[0] as ManageMode | undefined) ?? "confirmed";
}

export const meta: MetaFunction = ({ location }) => [
  { title: `${TITLES[modeAt(location.pathname)]} | Crestline Digital` },
  { name: "robots", content: "noindex" },
];

export default function BookManagePage() {
  const mode = modeAt(useLocation().pathname);
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="mb-6 text-sm font-semibold uppercase tracking-wide text-brand-700">{TITLES[mode]}</h1>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <BookingManage mode={mode} />
      </div>
    </section>
  );
}
