import { Suspense, useCallback, useEffect, useState } from "react";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import { LogOut, RefreshCw } from "lucide-react";
import type { AdminStats, DueFilter } from "#contracts/leads/lead-desk.ts";
import { ADMIN_DASHBOARD_PAGE, ROLE_LABELS } from "#contracts/accounts/accounts.ts";
import { Button } from "#app/ui/button.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import { adminApi, isSignedOut } from "./shared/api.ts";
import { useLoad } from "./shared/use-load.ts";
import { SIGN_IN_PATH, signInPathFor } from "./shared/return-path.ts";
import { Counters } from "./counters.tsx";
import { leadPath, leadSearchOf, leadSearchString } from "./leads/lead-url.ts";
import { ChangePasswordButton } from "./accounts/change-password.tsx";
import { TwoFactorButton } from "./accounts/two-factor-dialog.tsx";
import { ADMIN_VIEWS, type AdminView, type SignedIn, type ViewProps, viewOf, visibleViews } from "./admin-views.tsx";
import { ViewLinks, ViewMissing } from "./view-links.tsx";

const ADMIN_TITLE = "Crestline Digital Admin";

interface ViewMemory {
  url: string;
  /** Each view's last URL, so its link returns to it as it was left (the leads' filters). */
  lastUrls: ReadonlyMap<string, string>;
  /** The views opened that stay mounted (keepMounted), so a half-written article survives a look elsewhere. */
  kept: ReadonlySet<string>;
}

/** What the dashboard remembers of the views visited, updated as the URL changes. */
function useViewMemory(view: AdminView | undefined, url: string): ViewMemory {
  const [memory, setMemory] = useState<ViewMemory>({ url: "", lastUrls: new Map(), kept: new Set() });
  if (view && memory.url !== url) {
    setMemory({
      url,
      lastUrls: new Map(memory.lastUrls).set(view.path, url),
      kept: view.keepMounted ? new Set(memory.kept).add(view.path) : memory.kept,
    });
  }
  return memory;
}

/** The leads before the session answers (and in the HTML the server sends for every view): grey rows. */
function LeadsSkeleton() {
  return (
    <section aria-label="Loading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p role="status" className="text-sm text-slate-600">
        Loading the dashboard...
      </p>
      <ul aria-hidden="true" className="mt-3 space-y-2">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="h-20 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />
        ))}
      </ul>
    </section>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="rounded-xl bg-white p-4 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
      Loading {label.toLowerCase()}...
    </p>
  );
}

/**
 * The dashboard: header with Refresh and Logout, the counters, the view links and the view
 * of the URL (/admin/leads, /admin/leads/123, /admin/sources?from=…; admin-views.tsx). Without
 * a session (or once it has expired) every call answers 401 and the page goes to the sign-in,
 * which comes back to this URL afterwards.
 */
export function Dashboard() {
  const navigate = useNavigate();
  const location = useLocation();
  const { view, segment, rest } = viewOf(useParams()["*"] ?? "");
  const [session, setSession] = useState<SignedIn | null>(null);
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [tick, setTick] = useState(0);
  const [statsTick, setStatsTick] = useState(0);
  const [loadedTick, setLoadedTick] = useState<number | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [contentDirty, setContentDirty] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const refreshing = loadedTick !== tick;

  /** A 401 anywhere means the session is gone (expired, signed out elsewhere): back to /admin. */
  const handleSignedOut = useCallback(
    (error: unknown): boolean => {
      if (!isSignedOut(error)) return false;
      navigate(signInPathFor(window.location), { replace: true });
      return true;
    },
    [navigate],
  );
  const toSignIn = () => navigate(signInPathFor(window.location), { replace: true });

  useLoad(
    "session",
    () => adminApi.session(),
    (info) => {
      if (info.signedIn && info.user) setSession({ ...info, user: info.user });
      else toSignIn();
    },
    toSignIn,
  );

  const allowed = view !== undefined && session !== null && visibleViews([view], session.user.role).length === 1;
  const { lastUrls, kept } = useViewMemory(allowed ? view : undefined, `${location.pathname}${location.search}`);
  const title = view?.label ?? "Not found";
  useEffect(() => {
    if (session) document.title = `${title} | ${ADMIN_TITLE}`;
  }, [session, title]);

  // Once signed in: again on every Refresh, and after a change to a lead.
  useLoad(
    session === null ? null : `${tick}|${statsTick}`,
    () => adminApi.stats(),
    (next) => {
      setStats(next);
      setLoadedTick(tick);
    },
    (error) => {
      handleSignedOut(error);
      setLoadedTick(tick);
    },
  );

  async function logout() {
    setSigningOut(true);
    try {
      await adminApi.signOut();
    } catch {
      // Signed out or not, the next page asks for a sign-in when the session is gone.
    }
    navigate(SIGN_IN_PATH, { replace: true });
  }

  // The follow-up counters filter the leads: pressed when the leads show that filter.
  const leadSearch = leadSearchOf(new URLSearchParams(view?.path === "leads" ? location.search : ""));
  function showDue(due: DueFilter | "") {
    navigate(leadPath(null, leadSearchString({ ...leadSearch, filters: { ...leadSearch.filters, due } })));
  }

  if (segment === "dashboard" || segment === "") {
    return <Navigate to={`${ADMIN_DASHBOARD_PAGE}${location.search}`} replace />;
  }

  const viewProps = (path: string): ViewProps | null =>
    session && {
      session,
      tick,
      onSignedOut: handleSignedOut,
      rest: view?.path === path ? rest : "",
      stats,
      onChanged: () => setStatsTick((value) => value + 1),
      onDirty: setContentDirty,
    };
  const shown = (item: AdminView) => {
    const props = viewProps(item.path);
    return props ? (
      <Suspense fallback={<Loading label={item.label} />}>
        <item.View {...props} />
      </Suspense>
    ) : null;
  };

  return (
    <div className="min-h-screen bg-slate-100">
      <header className="bg-brand-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6 lg:px-8">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wider text-accent-400 uppercase">Crestline Digital Admin</p>
            <h1 className="text-xl font-bold sm:text-2xl">Submissions Dashboard</h1>
            {session ? (
              <p className="text-sm text-brand-100">
                Signed in as {session.user.displayName} ({ROLE_LABELS[session.user.role]})
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <ChangePasswordButton onSignedOut={handleSignedOut} />
            <TwoFactorButton onSignedOut={handleSignedOut} />
            <Button
              variant="secondary"
              onClick={() => setTick((value) => value + 1)}
              disabled={session === null || refreshing}
              aria-busy={refreshing}
            >
              <RefreshCw
                aria-hidden="true"
                className={`h-4 w-4 ${refreshing ? "animate-spin motion-reduce:animate-none" : ""}`}
              />
              {refreshing ? "Refreshing..." : "Refresh"}
            </Button>
            <Button
              variant="accent"
              onClick={() => (contentDirty ? setConfirmLogout(true) : void logout())}
              disabled={signingOut}
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Logout
            </Button>
          </div>
        </div>
      </header>

      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
        {/* The prerendered page shows no filter (it is the same for every URL): the pressed state
            follows the URL once the session has answered, as hydration does not patch attributes. */}
        <Counters stats={stats} due={session ? leadSearch.filters.due : ""} onDue={showDue} />

        {session === null ? (
          <LeadsSkeleton />
        ) : (
          <>
            <ViewLinks
              views={visibleViews(ADMIN_VIEWS, session.user.role)}
              current={view?.path ?? null}
              lastUrls={lastUrls}
            />
            {visibleViews(ADMIN_VIEWS, session.user.role)
              .filter((item) => item.keepMounted && kept.has(item.path))
              .map((item) => (
                <div key={item.path} hidden={view?.path !== item.path}>
                  {shown(item)}
                </div>
              ))}
            {view && allowed ? view.keepMounted ? null : shown(view) : <ViewMissing view={view} />}
          </>
        )}
      </main>

      <Dialog open={confirmLogout} onClose={() => setConfirmLogout(false)} title="Log out without saving?">
        <p className="text-slate-700">Your changes in the content editor are not saved yet.</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setConfirmLogout(false);
              void navigate("/admin/content");
            }}
          >
            Keep editing
          </Button>
          <Button variant="danger" onClick={() => void logout()} disabled={signingOut}>
            Log out
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
