import { lazy, Suspense, useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { LogOut, RefreshCw } from "lucide-react";
import type { AdminSessionInfo } from "#contracts/auth/session.ts";
import type { AdminStats } from "#contracts/leads/lead-desk.ts";
import { Button } from "#app/ui/button.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import { adminApi, isSignedOut } from "./shared/api.ts";
import { useLoad } from "./shared/use-load.ts";
import { Counters } from "./counters.tsx";
import { LeadsView } from "./leads/leads-view.tsx";
import { ANY_LEADS, type LeadQuery } from "./leads/lead-query.ts";
import { SubscribersPanel } from "./subscribers/subscribers-panel.tsx";
import { DataRequestsPanel } from "./data-requests/data-requests-panel.tsx";
import { SourcesPanel } from "./sources/sources-panel.tsx";
import { ROLE_LABELS } from "#contracts/accounts/accounts.ts";
import { AccountsPanel } from "./accounts/accounts-panel.tsx";
import { AuditLogPanel } from "./audit/audit-log-panel.tsx";
import { CallsPanel } from "./bookings/calls-panel.tsx";
import { ChangePasswordButton } from "./accounts/change-password.tsx";
import { TwoFactorButton } from "./accounts/two-factor-dialog.tsx";
import { visibleViews } from "./owner-views.ts";
import { AlertsPanel } from "./alerts/alerts-panel.tsx";

const SIGN_IN_PATH = "/admin";

// The content editor (its fields, preview and the contract's schemas) loads when the Content
// view is first opened, not with the lead desk.
const ContentPanel = lazy(() =>
  import("./content/content-panel.tsx").then((module) => ({ default: module.ContentPanel })),
);

const VIEWS = {
  submissions: "Submissions",
  subscribers: "Subscribers",
  calls: "Calls",
  requests: "Data requests",
  sources: "Sources",
  content: "Content",
  team: "Team",
  audit: "Audit log",
  alerts: "Alerts",
} as const;

type SignedIn = AdminSessionInfo & { user: NonNullable<AdminSessionInfo["user"]> };

/** The leads before the session answers (and in the HTML the server sends): grey rows. */
function LeadsSkeleton() {
  return (
    <section aria-label="Submissions" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p role="status" className="text-sm text-slate-600">
        Loading submissions...
      </p>
      <ul aria-hidden="true" className="mt-3 space-y-2">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="h-20 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />
        ))}
      </ul>
    </section>
  );
}

/**
 * /admin/dashboard: header with Refresh and Logout, the counters, and the views: the lead
 * desk (list or board, filters, detail), subscribers and sources. Without a session (or once
 * it has expired) every call answers 401 and the page goes back to /admin.
 */
export function Dashboard() {
  const navigate = useNavigate();
  const [session, setSession] = useState<SignedIn | null>(null);
  const [view, setView] = useState<keyof typeof VIEWS>("submissions");
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [filters, setFilters] = useState<LeadQuery>(ANY_LEADS);
  const [tick, setTick] = useState(0);
  const [statsTick, setStatsTick] = useState(0);
  const [loadedTick, setLoadedTick] = useState<number | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  // Once opened, the Content view stays mounted (hidden) so a half-written article survives
  // a look at another view.
  const [contentOpened, setContentOpened] = useState(false);
  const [contentDirty, setContentDirty] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const refreshing = loadedTick !== tick;

  /** A 401 anywhere means the session is gone (expired, signed out elsewhere): back to /admin. */
  const handleSignedOut = useCallback(
    (error: unknown): boolean => {
      if (!isSignedOut(error)) return false;
      navigate(SIGN_IN_PATH, { replace: true });
      return true;
    },
    [navigate],
  );

  useLoad(
    "session",
    () => adminApi.session(),
    (info) => {
      if (info.signedIn && info.user) setSession({ ...info, user: info.user });
      else navigate(SIGN_IN_PATH, { replace: true });
    },
    () => navigate(SIGN_IN_PATH, { replace: true }),
  );

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

  const changeFilters = useCallback(
    (change: Partial<LeadQuery>) => setFilters((current) => ({ ...current, ...change })),
    [],
  );

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
        <Counters
          stats={stats}
          due={filters.due}
          onDue={(due) => {
            changeFilters({ due });
            setView("submissions");
          }}
        />

        {session === null ? (
          <LeadsSkeleton />
        ) : (
          <>
            <div className="flex flex-wrap gap-2" role="group" aria-label="View">
              {visibleViews(Object.keys(VIEWS) as (keyof typeof VIEWS)[], session.user.role).map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={view === value}
                  onClick={() => {
                    setView(value);
                    if (value === "content") setContentOpened(true);
                  }}
                  className={`min-h-11 rounded-lg px-3 py-2 text-sm font-semibold sm:px-4 ${
                    view === value
                      ? "bg-brand-700 text-white"
                      : "bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50"
                  }`}
                >
                  {VIEWS[value]}
                </button>
              ))}
            </div>

            {contentOpened ? (
              <div hidden={view !== "content"}>
                <Suspense
                  fallback={
                    <p
                      role="status"
                      className="rounded-xl bg-white p-4 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200"
                    >
                      Loading content...
                    </p>
                  }
                >
                  <ContentPanel
                    author={session.user.displayName}
                    tick={tick}
                    onSignedOut={handleSignedOut}
                    onDirty={setContentDirty}
                  />
                </Suspense>
              </div>
            ) : null}
            {view === "content" ? null : view === "team" ? (
              <AccountsPanel onSignedOut={handleSignedOut} tick={tick} currentUserId={session.user.id} />
            ) : view === "audit" ? (
              <AuditLogPanel onSignedOut={handleSignedOut} tick={tick} />
            ) : view === "alerts" ? (
              <AlertsPanel onSignedOut={handleSignedOut} tick={tick} isOwner={session.user.role === "owner"} />
            ) : view === "sources" ? (
              <SourcesPanel onSignedOut={handleSignedOut} tick={tick} />
            ) : view === "calls" ? (
              <CallsPanel onSignedOut={handleSignedOut} tick={tick} />
            ) : view === "requests" ? (
              <DataRequestsPanel onSignedOut={handleSignedOut} tick={tick} isOwner={session.user.role === "owner"} />
            ) : view === "subscribers" ? (
              <SubscribersPanel onSignedOut={handleSignedOut} tick={tick} />
            ) : (
              <LeadsView
                user={session.user}
                replyByEmail={session.replyByEmail}
                stats={stats}
                filters={filters}
                onFilters={changeFilters}
                tick={tick}
                onSignedOut={handleSignedOut}
                onChanged={() => setStatsTick((value) => value + 1)}
              />
            )}
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
              setView("content");
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
