import { type ComponentType, lazy } from "react";
import { Navigate } from "react-router";
import type { AdminSessionInfo } from "#contracts/auth/session.ts";
import type { AdminStats } from "#contracts/leads/lead-desk.ts";
import type { Role } from "#contracts/accounts/accounts.ts";
import { LeadsView } from "./leads/leads-view.tsx";
import { LEADS_PATH, leadIdOf } from "./leads/lead-url.ts";
import type { PanelProps } from "./shared/panel-props.ts";

export type SignedIn = AdminSessionInfo & { user: NonNullable<AdminSessionInfo["user"]> };

/** What the dashboard gives every view. */
export interface ViewProps extends PanelProps {
  session: SignedIn;
  /** The path after the view's own: "123" in /admin/leads/123, "" for the view itself. */
  rest: string;
  stats: AdminStats | null;
  /** Something the counters count changed: they load again. */
  onChanged: () => void;
  /** The view holds unsaved work: Logout asks first. */
  onDirty: (dirty: boolean) => void;
}

export interface AdminView {
  /** Its URL: /admin/<path>, and /admin/<path>/<anything> for what it opens inside. */
  path: string;
  /** The name in the view links and the page title. */
  label: string;
  /** Only the owner sees it (the server answers 403 to anyone else too). */
  ownerOnly?: boolean;
  /** Once opened it stays mounted, hidden, so work in it survives a look at another view. */
  keepMounted?: boolean;
  View: ComponentType<ViewProps>;
}

/**
 * A view whose code loads when it is first opened (the dashboard shows "Loading…" meanwhile),
 * so the admin's first load carries the lead desk only.
 */
function lazyView<Module>(
  load: () => Promise<Module>,
  view: (module: Module) => ComponentType<ViewProps>,
): ComponentType<ViewProps> {
  return lazy(() => load().then((module) => ({ default: view(module) })));
}

/** A lazy view of a panel: the props every panel gets, and what `extra` takes from the session. */
function lazyPanel<Extra extends object>(
  load: () => Promise<ComponentType<PanelProps & Extra>>,
  extra: (session: SignedIn) => Extra = () => ({}) as Extra,
): ComponentType<ViewProps> {
  return lazyView(load, (Panel) => ({ session, ...props }) => <Panel {...props} {...extra(session)} />);
}

const isOwner = (session: SignedIn) => ({ isOwner: session.user.role === "owner" });

function LeadsPage({ session, stats, tick, onSignedOut, onChanged, rest }: ViewProps) {
  const leadId = leadIdOf(rest);
  if (leadId === undefined) return <Navigate to={LEADS_PATH} replace />;
  return (
    <LeadsView
      user={session.user}
      replyByEmail={session.replyByEmail}
      stats={stats}
      leadId={leadId}
      tick={tick}
      onSignedOut={onSignedOut}
      onChanged={onChanged}
    />
  );
}

/**
 * Every view of the admin, in the order of the view links. To add a view, add one entry
 * here: its URL (/admin/<path>), link, page title and the server's answer for it follow.
 */
export const ADMIN_VIEWS: readonly AdminView[] = [
  { path: "leads", label: "Submissions", View: LeadsPage },
  {
    path: "subscribers",
    label: "Subscribers",
    View: lazyPanel(() => import("./subscribers/subscribers-panel.tsx").then((module) => module.SubscribersPanel)),
  },
  {
    path: "calls",
    label: "Calls",
    View: lazyPanel(() => import("./bookings/calls-panel.tsx").then((module) => module.CallsPanel)),
  },
  {
    path: "requests",
    label: "Data requests",
    View: lazyPanel(
      () => import("./data-requests/data-requests-panel.tsx").then((module) => module.DataRequestsPanel),
      isOwner,
    ),
  },
  {
    path: "sources",
    label: "Sources",
    View: lazyPanel(() => import("./sources/sources-panel.tsx").then((module) => module.SourcesPanel)),
  },
  {
    path: "content",
    label: "Content",
    keepMounted: true,
    // The content editor (its fields, preview and the contract's schemas) included.
    View: lazyView(
      () => import("./content/content-panel.tsx"),
      ({ ContentPanel }) =>
        ({ session, tick, onSignedOut, onDirty }) => (
          <ContentPanel author={session.user.displayName} tick={tick} onSignedOut={onSignedOut} onDirty={onDirty} />
        ),
    ),
  },
  {
    path: "team",
    label: "Team",
    ownerOnly: true,
    View: lazyPanel(
      () => import("./accounts/accounts-panel.tsx").then((module) => module.AccountsPanel),
      (session) => ({ currentUserId: session.user.id }),
    ),
  },
  {
    path: "audit",
    label: "Audit log",
    ownerOnly: true,
    View: lazyPanel(() => import("./audit/audit-log-panel.tsx").then((module) => module.AuditLogPanel)),
  },
  {
    path: "alerts",
    label: "Alerts",
    View: lazyPanel(() => import("./alerts/alerts-panel.tsx").then((module) => module.AlertsPanel), isOwner),
  },
  {
    path: "replies",
    label: "Replies",
    ownerOnly: true,
    View: lazyPanel(() =>
      import("./reply-templates/reply-templates-panel.tsx").then((module) => module.ReplyTemplatesPanel),
    ),
  },
];

/** The views an account may open: the owner all, staff (or a role not known yet) the shared ones. */
export function visibleViews<View extends Pick<AdminView, "ownerOnly">>(
  views: readonly View[],
  role: Role | undefined,
): View[] {
  return role === "owner" ? [...views] : views.filter((view) => view.ownerOnly !== true);
}

/** The view of an admin path and the rest of it: "/admin/leads/123" → leads, "123". */
export function viewOf(splat: string): { view: AdminView | undefined; segment: string; rest: string } {
  const [segment = "", ...rest] = splat.split("/");
  return { view: ADMIN_VIEWS.find((view) => view.path === segment), segment, rest: rest.join("/") };
}
