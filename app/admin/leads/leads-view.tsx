import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Download } from "lucide-react";
import {
  type AdminStats,
  type AdminSubmission,
  type LeadStatus,
  type LeadUpdate,
  MSG_DELETE_FAILED,
} from "#contracts/leads/lead-desk.ts";
import type { TeamMember } from "#contracts/accounts/accounts.ts";
import { Alert } from "#app/ui/alert.tsx";
import { adminApi, submissionExportUrl } from "../shared/api.ts";
import { boardOrder } from "./board-state.ts";
import { DeleteDialog } from "./delete-dialog.tsx";
import { displayName, exportLinkClass, typeLabel } from "../shared/format.ts";
import { LeadBoard } from "./lead-board.tsx";
import type { SessionUser } from "./detail/lead-detail.tsx";
import { LeadFilters } from "./lead-filters.tsx";
import { LeadList } from "./lead-list.tsx";
import { InlinePanel, SheetPanel } from "./detail/lead-panel.tsx";
import { type LeadQuery, hasLeadFilters } from "./lead-query.ts";
import { LostReasonDialog } from "./detail/lost-reason-dialog.tsx";
import { todayInAdminZone } from "#contracts/calendar.ts";
import { useLeadKeys } from "./use-lead-keys.ts";
import { useLeads } from "./use-leads.ts";
import { useLeadSearch } from "./use-lead-search.ts";
import { useMediaQuery } from "../shared/use-media-query.ts";
import { useRemote } from "../shared/use-remote.ts";
import { PanelHeading } from "#app/ui/panel-heading.tsx";
import type { PanelProps } from "#app/admin/shared/panel-props.ts";

// A lead's detail (timeline, reply, notes, source with the tool titles) loads when a lead is
// first opened, so the desk's first load carries the list and the board only.
const LeadDetail = lazy(() => import("./detail/lead-detail.tsx").then((module) => ({ default: module.LeadDetail })));

function LoadingLead() {
  return (
    <p role="status" className="text-sm text-slate-600">
      Loading the lead...
    </p>
  );
}

function emptyText(filters: LeadQuery): string {
  if (filters.q !== "") return "No submissions match your search.";
  if (hasLeadFilters(filters)) return "No submissions match these filters.";
  return filters.type === "all"
    ? "No submissions yet. New contact forms, quote requests, applications and audit requests will appear here."
    : `No ${typeLabel(filters.type).toLowerCase()} submissions yet.`;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Please try again.";
}

interface LeadsViewProps extends PanelProps {
  user: SessionUser;
  replyByEmail: boolean;
  stats: AdminStats | null;
  /** The lead open (/admin/leads/123), or null for the list alone. */
  leadId: number | null;
  /** A lead changed or left: the counters load again. */
  onChanged: () => void;
}

/**
 * The Submissions view: filters, list or board, and the open lead's detail. The filters and
 * the open lead are the URL's (use-lead-search.ts): opening a lead goes to its own URL, and
 * that URL, reloaded or sent to a colleague, opens it again.
 */
export function LeadsView({ user, replyByEmail, stats, leadId, tick, onSignedOut, onChanged }: LeadsViewProps) {
  const headingId = useId();
  const url = useLeadSearch(leadId);
  const { filters, applied, layout } = url;
  const [actionError, setActionError] = useState<string | null>(null);
  const leads = useLeads({ layout, filters: applied, tick, onSignedOut, onError: setActionError });
  const [activeId, setActiveId] = useState<number | null>(null);
  // The lead last opened as loaded; saved changes replace it here too. It shows while the URL names it.
  const [lastOpen, setOpen] = useState<AdminSubmission | null>(null);
  const open = lastOpen !== null && lastOpen.id === leadId ? lastOpen : null;
  const [savingIds, setSavingIds] = useState<ReadonlySet<number>>(new Set());
  const [lostFor, setLostFor] = useState<AdminSubmission | null>(null);
  const [deleteFor, setDeleteFor] = useState<AdminSubmission | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const wide = useMediaQuery("(min-width: 1024px)", true);
  const team = useRemote<TeamMember[]>("team", () => adminApi.team(), onSignedOut, "The team could not be loaded.");
  const today = todayInAdminZone();
  const inline = wide && layout === "list";

  /** Puts a saved lead everywhere it shows: the list, the board and the detail panel. */
  function replaceLead(lead: AdminSubmission) {
    leads.replace(lead);
    setOpen((current) => (current?.id === lead.id ? lead : current));
  }

  async function updateLead(lead: AdminSubmission, update: LeadUpdate): Promise<AdminSubmission> {
    setSavingIds((ids) => new Set(ids).add(lead.id));
    try {
      const saved = await adminApi.updateLead(lead.id, update);
      replaceLead(saved);
      if (update.status !== undefined) leads.refreshCounts();
      onChanged();
      return saved;
    } catch (error) {
      onSignedOut(error);
      throw error;
    } finally {
      setSavingIds((ids) => {
        const next = new Set(ids);
        next.delete(lead.id);
        return next;
      });
    }
  }

  /** A status picked in a row, on a card or by a drop: Lost asks why first. */
  function requestStatus(lead: AdminSubmission, status: LeadStatus) {
    if (status === lead.status) return;
    setActionError(null);
    if (status === "lost") {
      setLostFor(lead);
      return;
    }
    updateLead(lead, { status }).catch((error: unknown) =>
      setActionError(`The status of ${displayName(lead.data)} could not be changed. ${messageOf(error)}`),
    );
  }

  /** Shows the lead of the URL, and marks it read. */
  function showLead(lead: AdminSubmission) {
    setOpen(lead);
    setActiveId(lead.id);
    setDeleteError(null);
    if (lead.readAt === null) {
      adminApi
        .markRead(lead.id)
        .then(replaceLead)
        .catch((error: unknown) => {
          onSignedOut(error);
        });
    }
  }

  const loadedLeads = () => [...leads.items, ...(leads.columns ?? []).flatMap((column) => column.items)];

  // The URL names the open lead: show it from the rows loaded, else ask the server for it.
  const shownId = open?.id ?? null;
  useEffect(() => {
    if (leadId === null || leadId === shownId) return;
    const loaded = loadedLeads().find((lead) => lead.id === leadId);
    let current = true;
    (loaded ? Promise.resolve(loaded) : adminApi.submission(leadId))
      .then((lead) => {
        if (current) showLead(lead);
      })
      .catch((error: unknown) => {
        if (current && !onSignedOut(error)) setActionError(`That request could not be opened. ${messageOf(error)}`);
      });
    return () => {
      current = false;
    };
    // Only a new lead in the URL opens one; the rows loading later do not open it twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leadId]);

  const openLead = (lead: AdminSubmission) => url.openLead(lead.id);
  const openById = (id: number) => url.openLead(id);

  function markUnread(lead: AdminSubmission) {
    adminApi
      .markUnread(lead.id)
      .then(replaceLead)
      .catch((error: unknown) => {
        if (!onSignedOut(error)) setActionError(`It could not be marked as unread. ${messageOf(error)}`);
      });
  }

  function noteAdded(id: number) {
    const count = (lead: AdminSubmission) => ({ ...lead, notesCount: lead.notesCount + 1 });
    leads.update(id, count);
    setOpen((current) => (current?.id === id ? count(current) : current));
  }

  async function confirmDelete() {
    if (!deleteFor || deleting) return;
    const id = deleteFor.id;
    setDeleting(true);
    try {
      await adminApi.deleteSubmission(id);
      leads.remove(id);
      if (leadId === id) url.closeLead();
      setDeleteFor(null);
      leads.refreshCounts();
      onChanged();
    } catch (error) {
      if (onSignedOut(error)) return;
      setDeleteFor(null);
      setDeleteError(MSG_DELETE_FAILED);
    } finally {
      setDeleting(false);
    }
  }

  useLeadKeys({
    ids: layout === "list" ? leads.items.map((item) => item.id) : boardOrder(leads.columns ?? []),
    selectedId: activeId,
    enabled: !leads.loading,
    onSelect: (id) => {
      setActiveId(id);
      document.querySelector<HTMLElement>(`[data-lead-id="${id}"]`)?.focus();
    },
    onOpen: openById,
    onClose: () => url.closeLead(),
  });

  const detail = open ? (
    <>
      {deleteError ? <Alert className="mb-3">{deleteError}</Alert> : null}
      <Suspense fallback={<LoadingLead />}>
        <LeadDetail
          lead={open}
          user={user}
          replyByEmail={replyByEmail}
          team={team.data}
          onUpdate={(update) => updateLead(open, update)}
          onAskLostReason={() => setLostFor(open)}
          onMarkUnread={() => markUnread(open)}
          onNoteAdded={() => noteAdded(open.id)}
          onOpenRelated={openById}
          onDelete={() => setDeleteFor(open)}
          onSignedOut={onSignedOut}
        />
      </Suspense>
    </>
  ) : null;

  const { loading, refreshing } = leads;
  const shown =
    layout === "list" ? leads.items.length : (leads.columns ?? []).reduce((sum, column) => sum + column.count, 0);
  return (
    <div className={inline ? "grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]" : ""}>
      <section aria-labelledby={headingId} className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <PanelHeading id={headingId}>Submissions</PanelHeading>
          <p className="hidden text-xs text-slate-600 sm:block">
            Keys: <kbd className="font-sans font-semibold">j</kbd>/<kbd className="font-sans font-semibold">k</kbd>{" "}
            move, <kbd className="font-sans font-semibold">Enter</kbd> opens,{" "}
            <kbd className="font-sans font-semibold">Esc</kbd> closes
          </p>
        </div>

        <div className="mt-3">
          <LeadFilters
            filters={filters}
            onChange={(change) => {
              url.setFilters(change);
              setActionError(null);
            }}
            stats={stats}
            counts={leads.counts}
            team={team.data}
            myId={user.id}
            layout={layout}
            onLayout={url.setLayout}
          />
        </div>

        <div className="mt-3 flex flex-wrap gap-2">
          <a className={exportLinkClass} href={submissionExportUrl("json", applied)} download>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export JSON
          </a>
          <a className={exportLinkClass} href={submissionExportUrl("csv", applied)} download>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </a>
        </div>

        <p role="status" className="mt-3 text-sm text-slate-600">
          {loading
            ? "Loading submissions..."
            : refreshing
              ? "Refreshing..."
              : layout === "list"
                ? `Showing ${shown}${leads.hasMore ? "+" : ""} submission${shown === 1 ? "" : "s"}`
                : `${shown} submission${shown === 1 ? "" : "s"} on the board`}
        </p>
        {leads.error ? <Alert className="mt-2">{leads.error}</Alert> : null}
        {actionError ? <Alert className="mt-2">{actionError}</Alert> : null}

        {/* Remembers which lead has the focus, so j and k go on from there (no interaction of its own). */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          onFocus={(event) => {
            const id = Number((event.target as HTMLElement).dataset.leadId);
            if (id) setActiveId(id);
          }}
        >
          {layout === "list" ? (
            <LeadList
              items={leads.items}
              openId={open?.id ?? null}
              today={today}
              loading={loading}
              refreshing={refreshing}
              emptyText={emptyText(applied)}
              savingIds={savingIds}
              hasMore={leads.hasMore}
              loadingMore={leads.loadingMore === "list"}
              onOpen={openLead}
              onStatus={requestStatus}
              onLoadMore={() => void leads.loadMore("list")}
            />
          ) : leads.error && !loading ? null : (
            <LeadBoard
              columns={loading ? null : leads.columns}
              openId={open?.id ?? null}
              today={today}
              savingIds={savingIds}
              loadingMore={leads.loadingMore === "list" ? null : leads.loadingMore}
              onOpen={openLead}
              onStatus={requestStatus}
              onLoadMore={(status) => void leads.loadMore(status)}
            />
          )}
        </div>
      </section>

      {inline ? (
        <InlinePanel placeholder="Select a submission to see every field it holds.">{detail}</InlinePanel>
      ) : (
        <SheetPanel open={open !== null} onClose={() => url.closeLead()}>
          {detail}
        </SheetPanel>
      )}

      <LostReasonDialog
        leadName={lostFor ? displayName(lostFor.data) : null}
        onCancel={() => setLostFor(null)}
        onConfirm={async (reason) => {
          if (!lostFor) return;
          await updateLead(lostFor, { status: "lost", lostReason: reason });
          setLostFor(null);
        }}
      />

      <DeleteDialog
        lead={deleteFor}
        deleting={deleting}
        onCancel={() => setDeleteFor(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
