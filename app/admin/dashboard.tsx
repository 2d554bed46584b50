import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Download, Inbox, LogOut, RefreshCw } from "lucide-react";
import {
  type AdminSessionInfo,
  type AdminStats,
  type AdminSubmission,
  MSG_DELETE_CONFIRM,
  MSG_DELETE_FAILED,
  PAGE_SIZE_DEFAULT,
  type SubmissionFilter,
} from "#contracts/admin.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { adminApi, isSignedOut, submissionExportUrl } from "./api.ts";
import { displayName, exportLinkClass, formatDateTime, typeLabel } from "./format.ts";
import { SubmissionDetail } from "./submission-detail.tsx";
import { SubscribersPanel } from "./subscribers-panel.tsx";
import { SourcesPanel } from "./sources-panel.tsx";
import { SearchField } from "./search-field.tsx";
import { ROLE_LABELS } from "#contracts/admin-accounts.ts";
import { AccountsPanel } from "./accounts-panel.tsx";
import { AuditLogPanel } from "./audit-log-panel.tsx";
import { ChangePasswordButton } from "./change-password.tsx";
import { visibleViews } from "./owner-views.ts";

const SIGN_IN_PATH = "/admin";

const VIEWS = {
  submissions: "Submissions",
  subscribers: "Subscribers",
  sources: "Sources",
  team: "Team",
  audit: "Audit log",
} as const;

interface ListData {
  /** The filter and search these rows answer, and the refresh they came from. */
  key: string;
  tick: number;
  items: AdminSubmission[];
  nextCursor: string | null;
  error: string | null;
}

const FILTERS: { value: SubmissionFilter; label: string; count: (stats: AdminStats) => number }[] = [
  { value: "all", label: "All", count: (s) => s.total },
  { value: "contact", label: "Contact", count: (s) => s.contactForms },
  { value: "quote", label: "Quote", count: (s) => s.quoteForms },
  { value: "application", label: "Application", count: (s) => s.applications },
  { value: "audit", label: "Audit", count: (s) => s.auditRequests },
];

function StatCard({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900">{value ?? "–"}</dd>
    </div>
  );
}

/** Debounces the search box: the list follows 300 ms after the last keystroke. */
function useDebounced(value: string, ms = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.trim()), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * /admin/dashboard: header with Refresh and Logout, the four
 * counters, filters, search, a list that loads page by page from the server, the detail
 * panel with delete, exports, and a Subscribers tab. Without a session (or once it has
 * expired) every call answers 401 and the page goes back to /admin.
 */
export function Dashboard() {
  const navigate = useNavigate();
  const listHeadingId = useId();
  const detailHeadingId = useId();
  const [username, setUsername] = useState<string | null>(null);
  const [user, setUser] = useState<AdminSessionInfo["user"]>(null);
  const [view, setView] = useState<keyof typeof VIEWS>("submissions");
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [filter, setFilter] = useState<SubmissionFilter>("all");
  const [searchInput, setSearchInput] = useState("");
  const q = useDebounced(searchInput);
  const [tick, setTick] = useState(0);
  const [data, setData] = useState<ListData | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const detailRef = useRef<HTMLElement>(null);

  const wantedKey = `${filter}\u0000${q}`;
  const loading = username === null || data === null || data.key !== wantedKey;
  const refreshing = !loading && data?.tick !== tick;
  const items = data?.items ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  /** A 401 anywhere means the session is gone (expired, signed out elsewhere): back to /admin. */
  const handleSignedOut = useCallback(
    (error: unknown): boolean => {
      if (!isSignedOut(error)) return false;
      navigate(SIGN_IN_PATH, { replace: true });
      return true;
    },
    [navigate],
  );

  useEffect(() => {
    let active = true;
    adminApi
      .session()
      .then((info) => {
        if (!active) return;
        if (info.signedIn) {
          setUsername(info.username);
          setUser(info.user);
        } else navigate(SIGN_IN_PATH, { replace: true });
      })
      .catch(() => {
        if (active) navigate(SIGN_IN_PATH, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate]);

  useEffect(() => {
    if (username === null) return;
    let active = true;
    const key = `${filter}\u0000${q}`;
    Promise.all([adminApi.stats(), adminApi.submissions({ type: filter, q, limit: PAGE_SIZE_DEFAULT })])
      .then(([nextStats, page]) => {
        if (!active) return;
        setStats(nextStats);
        setData({ key, tick, items: page.items, nextCursor: page.nextCursor, error: null });
      })
      .catch((error: unknown) => {
        if (!active || handleSignedOut(error)) return;
        setData({
          key,
          tick,
          items: [],
          nextCursor: null,
          error: "The submissions could not be loaded. Please try Refresh.",
        });
      });
    return () => {
      active = false;
    };
  }, [username, filter, q, tick, handleSignedOut]);

  async function loadMore() {
    if (!data?.nextCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await adminApi.submissions({ type: filter, q, cursor: data.nextCursor, limit: PAGE_SIZE_DEFAULT });
      setData((current) =>
        current && current.key === wantedKey
          ? { ...current, items: [...current.items, ...page.items], nextCursor: page.nextCursor }
          : current,
      );
    } catch (error) {
      if (!handleSignedOut(error)) {
        setData((current) =>
          current ? { ...current, error: "More submissions could not be loaded. Please try again." } : current,
        );
      }
    } finally {
      setLoadingMore(false);
    }
  }

  function select(item: AdminSubmission) {
    setSelectedId(item.id);
    setDeleteError(null);
    // On a narrow screen the panel sits below the list: bring it into view.
    if (window.matchMedia("(max-width: 1023px)").matches) {
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }));
    }
    if (item.readAt === null) {
      adminApi
        .markRead(item.id)
        .then((updated) =>
          setData((current) =>
            current
              ? { ...current, items: current.items.map((row) => (row.id === updated.id ? updated : row)) }
              : current,
          ),
        )
        .catch((error: unknown) => {
          handleSignedOut(error);
        });
    }
  }

  async function confirmDelete() {
    if (!selected || deleting) return;
    const id = selected.id;
    setDeleting(true);
    try {
      await adminApi.deleteSubmission(id);
      setData((current) => (current ? { ...current, items: current.items.filter((row) => row.id !== id) } : current));
      setSelectedId(null);
      setConfirmOpen(false);
      adminApi
        .stats()
        .then(setStats)
        .catch(() => undefined);
    } catch (error) {
      if (handleSignedOut(error)) return;
      setConfirmOpen(false);
      setDeleteError(MSG_DELETE_FAILED);
    } finally {
      setDeleting(false);
    }
  }

  async function logout() {
    setSigningOut(true);
    try {
      await adminApi.signOut();
    } catch {
      // Signed out or not, the next page asks for a sign-in when the session is gone.
    }
    navigate(SIGN_IN_PATH, { replace: true });
  }

  function changeFilter(value: SubmissionFilter) {
    setFilter(value);
    setSelectedId(null);
  }

  const hasSearch = q !== "";
  const emptyText = hasSearch
    ? "No submissions match your search."
    : filter === "all"
      ? "No submissions yet. New contact forms, quote requests, applications and audit requests will appear here."
      : `No ${typeLabel(filter).toLowerCase()} submissions yet.`;

  return (
    <div className="min-h-screen bg-slate-100">
      <header className="bg-brand-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6 lg:px-8">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wider text-accent-400 uppercase">Crestline Digital Admin</p>
            <h1 className="text-xl font-bold sm:text-2xl">Submissions Dashboard</h1>
            {user ? (
              <p className="text-sm text-brand-100">
                Signed in as {user.displayName} ({ROLE_LABELS[user.role]})
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <ChangePasswordButton onSignedOut={handleSignedOut} />
            <Button
              variant="secondary"
              onClick={() => setTick((value) => value + 1)}
              disabled={loading || refreshing}
              aria-busy={refreshing}
            >
              <RefreshCw
                aria-hidden="true"
                className={`h-4 w-4 ${refreshing ? "animate-spin motion-reduce:animate-none" : ""}`}
              />
              {refreshing ? "Refreshing..." : "Refresh"}
            </Button>
            <Button variant="accent" onClick={logout} disabled={signingOut}>
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Logout
            </Button>
          </div>
        </div>
      </header>

      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
        <section aria-label="Counters">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={stats === null}>
            <StatCard label="Total Submissions" value={stats?.total ?? null} />
            <StatCard label="Today" value={stats?.today ?? null} />
            <StatCard label="This Week" value={stats?.thisWeek ?? null} />
            <StatCard label="This Month" value={stats?.thisMonth ?? null} />
          </dl>
        </section>

        <div className="flex flex-wrap gap-2" role="group" aria-label="View">
          {visibleViews(Object.keys(VIEWS) as (keyof typeof VIEWS)[], user?.role).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => setView(value)}
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

        {view === "team" ? (
          <AccountsPanel onSignedOut={handleSignedOut} tick={tick} currentUserId={user?.id ?? null} />
        ) : view === "audit" ? (
          <AuditLogPanel onSignedOut={handleSignedOut} tick={tick} />
        ) : view === "sources" ? (
          <SourcesPanel onSignedOut={handleSignedOut} tick={tick} />
        ) : view === "subscribers" ? (
          <SubscribersPanel onSignedOut={handleSignedOut} tick={tick} />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
            <section
              aria-labelledby={listHeadingId}
              className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <h2 id={listHeadingId} className="text-lg font-bold text-slate-900">
                Submissions
              </h2>

              <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Filter by type">
                {FILTERS.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    aria-pressed={filter === option.value}
                    onClick={() => changeFilter(option.value)}
                    className={`min-h-11 rounded-full px-4 py-2 text-sm font-semibold ${
                      filter === option.value
                        ? "bg-brand-700 text-white"
                        : "bg-slate-100 text-slate-700 hover:bg-slate-200"
                    }`}
                  >
                    {option.label}
                    {stats ? <span className="ml-1 opacity-80">({option.count(stats)})</span> : null}
                  </button>
                ))}
              </div>

              <SearchField
                label="Search submissions by name, email or message"
                placeholder="Search name, email or message"
                value={searchInput}
                onChange={setSearchInput}
                className="mt-3"
              />

              <div className="mt-3 flex flex-wrap gap-2">
                <a className={exportLinkClass} href={submissionExportUrl("json", filter, q)} download>
                  <Download aria-hidden="true" className="h-4 w-4" />
                  Export JSON
                </a>
                <a className={exportLinkClass} href={submissionExportUrl("csv", filter, q)} download>
                  <Download aria-hidden="true" className="h-4 w-4" />
                  Export CSV
                </a>
              </div>

              <p role="status" className="mt-3 text-sm text-slate-600">
                {loading
                  ? "Loading submissions..."
                  : refreshing
                    ? "Refreshing..."
                    : `Showing ${items.length}${data?.nextCursor ? "+" : ""} submission${items.length === 1 ? "" : "s"}`}
              </p>
              {data?.error ? <Alert className="mt-2">{data.error}</Alert> : null}

              {loading ? (
                <ul aria-hidden="true" className="mt-3 space-y-2">
                  {[0, 1, 2, 3].map((index) => (
                    <li key={index} className="h-16 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />
                  ))}
                </ul>
              ) : items.length === 0 && !data?.error ? (
                <div className="mt-3 flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">
                  <Inbox aria-hidden="true" className="h-8 w-8" />
                  <p>{emptyText}</p>
                </div>
              ) : (
                <div
                  className={`mt-3 max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200 ${refreshing ? "opacity-60" : ""}`}
                >
                  <ul className="divide-y divide-slate-100" aria-label="Submissions, newest first">
                    {items.map((item) => {
                      const isSelected = item.id === selectedId;
                      const email = typeof item.data.email === "string" ? item.data.email : "";
                      return (
                        <li key={item.id}>
                          <button
                            type="button"
                            aria-pressed={isSelected}
                            onClick={() => select(item)}
                            className={`flex w-full flex-col gap-1 px-3 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 ${
                              isSelected ? "bg-brand-50 ring-2 ring-brand-600 ring-inset" : ""
                            }`}
                          >
                            <span className="flex w-full items-center justify-between gap-2">
                              <span className="min-w-0 truncate font-semibold text-slate-900">
                                {displayName(item.data)}
                              </span>
                              <span className="flex shrink-0 items-center gap-1.5">
                                {item.readAt === null ? (
                                  <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950">
                                    New
                                  </span>
                                ) : null}
                                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                                  {typeLabel(item.type)}
                                </span>
                              </span>
                            </span>
                            <span className="flex w-full flex-col text-sm text-slate-600 sm:flex-row sm:justify-between sm:gap-x-3">
                              <span className="min-w-0 truncate">{email}</span>
                              <time dateTime={item.timestamp} className="shrink-0">
                                {formatDateTime(item.timestamp)}
                              </time>
                            </span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                  {data?.nextCursor ? (
                    <div className="border-t border-slate-100 p-3">
                      <Button
                        variant="secondary"
                        block
                        onClick={loadMore}
                        disabled={loadingMore}
                        aria-busy={loadingMore}
                      >
                        {loadingMore ? "Loading..." : "Load more"}
                      </Button>
                    </div>
                  ) : null}
                </div>
              )}
            </section>

            <section
              ref={detailRef}
              aria-labelledby={detailHeadingId}
              className="min-w-0 scroll-mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
            >
              <h2 id={detailHeadingId} className="text-lg font-bold text-slate-900">
                Submission details
              </h2>
              {deleteError ? <Alert className="mt-3">{deleteError}</Alert> : null}
              <div className="mt-4">
                {selected ? (
                  <SubmissionDetail
                    submission={selected}
                    onDelete={user?.role === "owner" ? () => setConfirmOpen(true) : undefined}
                  />
                ) : (
                  <p className="text-slate-600">Select a submission to see every field it holds.</p>
                )}
              </div>
            </section>
          </div>
        )}
      </main>

      <Dialog open={confirmOpen} onClose={() => setConfirmOpen(false)} title="Delete submission">
        <p className="text-slate-700">{MSG_DELETE_CONFIRM}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmOpen(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirmDelete} disabled={deleting} aria-busy={deleting}>
            {deleting ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
