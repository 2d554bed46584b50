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
    View: lazyView(
      () => import("./subscribers/subscribers-panel.tsx"),
      ({ SubscribersPanel }) =>
        (props) => <SubscribersPanel {...props} />,
    ),
  },
  {
    path: "calls",
    label: "Calls",
    View: lazyView(
      () => import("./bookings/calls-panel.tsx"),
      ({ CallsPanel }) =>
        (props) => <CallsPanel {...props} />,
    ),
  },
  {
    path: "requests",
    label: "Data requests",
    View: lazyView(
      () => import("./data-requests/data-requests-panel.tsx"),
      ({ DataRequestsPanel }) =>
        ({ session, ...props }) => <DataRequestsPanel {...props} isOwner={session.user.role === "owner"} />,
    ),
  },
  {
    path: "sources",
    label: "Sources",
    View: lazyView(
      () => import("./sources/sources-panel.tsx"),
      ({ SourcesPanel }) =>
        (props) => <SourcesPanel {...props} />,
    ),
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
    View: lazyView(
      () => import("./accounts/accounts-panel.tsx"),
      ({ AccountsPanel }) =>
        ({ session, ...props }) => <AccountsPanel {...props} currentUserId={session.user.id} />,
    ),
  },
  {
    path: "audit",
    label: "Audit log",
    ownerOnly: true,
    View: lazyView(
      () => import("./audit/audit-log-panel.tsx"),
      ({ AuditLogPanel }) =>
        (props) => <AuditLogPanel {...props} />,
    ),
  },
  {
    path: "alerts",
    label: "Alerts",
    View: lazyView(
      () => import("./alerts/alerts-panel.tsx"),
      ({ AlertsPanel }) =>
        ({ session, ...props }) => <AlertsPanel {...props} isOwner={session.user.role === "owner"} />,
    ),
  },
  {
    path: "replies",
    label: "Replies",
    ownerOnly: true,
    View: lazyView(
      () => import("./reply-templates/reply-templates-panel.tsx"),
      ({ ReplyTemplatesPanel }) =>
        (props) => <ReplyTemplatesPanel {...props} />,
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
