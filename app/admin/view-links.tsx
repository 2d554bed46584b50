import { Link } from "react-router";
import { ADMIN_DASHBOARD_PAGE } from "#contracts/accounts/accounts.ts";
import type { AdminView } from "./admin-views.tsx";

/** /admin/<path> of a view. */
const viewUrl = (view: Pick<AdminView, "path">) => `/admin/${view.path}`;

interface ViewLinksProps {
  views: readonly AdminView[];
  /** The view of the URL, shown as the current page. */
  current: string | null;
  /** Each view's last URL this visit: its link goes back there (the leads with their filters). */
  lastUrls: ReadonlyMap<string, string>;
}

/** The views as links: each has its URL, so it opens in a new tab, and Back returns to the one before. */
export function ViewLinks({ views, current, lastUrls }: ViewLinksProps) {
  return (
    <nav aria-label="Views">
      <ul className="flex flex-wrap gap-2">
        {views.map((view) => {
          const here = view.path === current;
          return (
            <li key={view.path}>
              <Link
                to={lastUrls.get(view.path) ?? viewUrl(view)}
                aria-current={here ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold sm:px-4 ${
                  here
                    ? "bg-brand-700 text-white"
                    : "bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50"
                }`}
              >
                {view.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A view that does not exist, or that this account may not see (the owner's only). */
export function ViewMissing({ view }: { view: AdminView | undefined }) {
  return (
    <section aria-labelledby="view-missing" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="view-missing" className="text-lg font-bold text-slate-900">
        {view ? `${view.label} is for the owner only` : "No such page in the admin"}
      </h2>
      <p className="mt-2 text-slate-700">
        {view ? "Ask the owner of this site if you need it." : "The address may be mistyped, or the page has moved."}{" "}
        <Link className="font-semibold text-brand-700 underline" to={ADMIN_DASHBOARD_PAGE}>
          Go to the submissions
        </Link>
      </p>
    </section>
  );
}
