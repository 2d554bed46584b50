import { useCallback, useEffect, useEffectEvent, useId, useState } from "react";
import { Download } from "lucide-react";
import {
  type AdminStats,
  type AdminSubmission,
  MSG_DELETE_CONFIRM,
  MSG_DELETE_FAILED,
  PAGE_SIZE_DEFAULT,
} from "#contracts/admin.ts";
import type { TeamMember } from "#contracts/admin-accounts.ts";
import {
  BOARD_COLUMN_SIZE,
  type BoardColumn,
  type LeadStatus,
  type LeadUpdate,
  type PipelineCounts,
} from "#contracts/lead-desk.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { adminApi, submissionExportUrl } from "./api.ts";
import { boardOrder, placeCard, removeCard } from "./board-state.ts";
import { displayName, exportLinkClass, formatDateTime, typeLabel } from "./format.ts";
import { LeadBoard } from "./lead-board.tsx";
import { LeadDetail, type SessionUser } from "./lead-detail.tsx";
import { type LeadLayout, LeadFilters } from "./lead-filters.tsx";
import { LeadList } from "./lead-list.tsx";
import { InlinePanel, SheetPanel } from "./lead-panel.tsx";
import { type LeadQuery, hasLeadFilters, leadQueryKey } from "./lead-query.ts";
import { LostReasonDialog } from "./lost-reason-dialog.tsx";
import { todayInAdminZone } from "./sources-range.ts";
import { useLeadKeys } from "./use-lead-keys.ts";
import { useMediaQuery } from "./use-media-query.ts";
import { useRemote } from "./use-remote.ts";

interface LeadsData {
  /** The layout and filters these leads answer, and the refresh they came from. */
  key: string;
  tick: number;
  list: { items: AdminSubmission[]; nextCursor: string | null } | null;
  board: BoardColumn[] | null;
  error: string | null;
}

/** Debounces the search box: the leads follow 300 ms after the last keystroke. */
function useDebounced(value: string, ms = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.trim()), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
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

interface LeadsViewProps {
  user: SessionUser;
  replyByEmail: boolean;
  stats: AdminStats | null;
  /** The filter bar as typed (the search not yet debounced); the dashboard's counters set `due`. */
  filters: LeadQuery;
  onFilters: (change: Partial<LeadQuery>) => void;
  tick: number;
  onSignedOut: (error: unknown) => boolean;
  /** A lead changed or left: the counters load again. */
  onChanged: () => void;
}

/** The Submissions view: filters, list or board, and the open lead's detail. */
export function LeadsView({
  user,
  replyByEmail,
  stats,
  filters,
  onFilters,
  tick,
  onSignedOut,
  onChanged,
}: LeadsViewProps) {
  const headingId = useId();
  const q = useDebounced(filters.q);
  const applied: LeadQuery = { ...filters, q };
  const queryKey = leadQueryKey(applied);
  const [layout, setLayout] = useState<LeadLayout>("list");
  const wantedKey = `${layout}|${queryKey}`;
  const [data, setData] = useState<LeadsData | null>(null);
  const [counts, setCounts] = useState<PipelineCounts | null>(null);
  const [loadingMore, setLoadingMore] = useState<LeadStatus | "list" | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [open, setOpen] = useState<AdminSubmission | null>(null);
  const [savingIds, setSavingIds] = useState<ReadonlySet<number>>(new Set());
  const [lostFor, setLostFor] = useState<AdminSubmission | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const wide = useMediaQuery("(min-width: 1024px)", true);
  const team = useRemote<TeamMember[]>("team", () => adminApi.team(), onSignedOut, "The team could not be loaded.");
  const today = todayInAdminZone();

  const loading = data === null || data.key !== wantedKey;
  const refreshing = !loading && data.tick !== tick;
  const items = data?.list?.items ?? [];
  const inline = wide && layout === "list";

  // `applied` is rebuilt every render: the key says when the leads must load again.
  const loadLeads = useEffectEvent(() =>
    Promise.all([
      layout === "list"
        ? adminApi.submissions({ ...applied, limit: PAGE_SIZE_DEFAULT }).then((page) => ({ list: page, board: null }))
        : adminApi.board(applied).then((board) => ({
            list: null,
            // The board shows every status; a status filter keeps that one column.
            board: board.columns.filter((column) => applied.status === "" || column.status === applied.status),
          })),
      adminApi.pipeline(applied),
    ]),
  );

  useEffect(() => {
    let active = true;
    const key = `${layout}|${queryKey}`;
    loadLeads()
      .then(([leads, pipeline]) => {
        if (!active) return;
        setData({ key, tick, ...leads, error: null });
        setCounts(pipeline);
      })
      .catch((error: unknown) => {
        if (!active || onSignedOut(error)) return;
        setData({
          key,
          tick,
          list: null,
          board: null,
          error: "The submissions could not be loaded. Please try Refresh.",
        });
      });
    return () => {
      active = false;
    };
  }, [layout, queryKey, tick, onSignedOut]);

  function refreshCounts() {
    adminApi
      .pipeline(applied)
      .then(setCounts)
      .catch(() => undefined);
  }

  /** Puts a saved lead everywhere it shows: the list, the board and the detail panel. */
  const replaceLead = useCallback((lead: AdminSubmission) => {
    setData(
      (current) =>
        current && {
          ...current,
          list: current.list && {
            ...current.list,
            items: current.list.items.map((row) => (row.id === lead.id ? lead : row)),
          },
          board: current.board && placeCard(current.board, lead),
        },
    );
    setOpen((current) => (current?.id === lead.id ? lead : current));
  }, []);

  async function updateLead(lead: AdminSubmission, update: LeadUpdate): Promise<AdminSubmission> {
    setSavingIds((ids) => new Set(ids).add(lead.id));
    try {
      const saved = await adminApi.updateLead(lead.id, update);
      replaceLead(saved);
      if (update.status !== undefined) refreshCounts();
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

  function openLead(lead: AdminSubmission) {
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

  function openById(id: number) {
    const loaded = [...items, ...(data?.board ?? []).flatMap((column) => column.items)].find((lead) => lead.id === id);
    if (loaded) {
      openLead(loaded);
      return;
    }
    adminApi
      .submission(id)
      .then(openLead)
      .catch((error: unknown) => {
        if (!onSignedOut(error)) setActionError(`That request could not be opened. ${messageOf(error)}`);
      });
  }

  function markUnread(lead: AdminSubmission) {
    adminApi
      .markUnread(lead.id)
      .then(replaceLead)
      .catch((error: unknown) => {
        if (!onSignedOut(error)) setActionError(`It could not be marked as unread. ${messageOf(error)}`);
      });
  }

  function noteAdded(id: number) {
    const bump = (lead: AdminSubmission) => (lead.id === id ? { ...lead, notesCount: lead.notesCount + 1 } : lead);
    setOpen((current) => current && bump(current));
    setData(
      (current) =>
        current && {
          ...current,
          list: current.list && { ...current.list, items: current.list.items.map(bump) },
          board: current.board && current.board.map((column) => ({ ...column, items: column.items.map(bump) })),
        },
    );
  }

  async function loadMoreList() {
    if (!data?.list?.nextCursor || loadingMore) return;
    setLoadingMore("list");
    try {
      const page = await adminApi.submissions({ ...applied, cursor: data.list.nextCursor, limit: PAGE_SIZE_DEFAULT });
      setData((current) =>
        current?.key === wantedKey && current.list
          ? { ...current, list: { items: [...current.list.items, ...page.items], nextCursor: page.nextCursor } }
          : current,
      );
    } catch (error) {
      if (!onSignedOut(error)) setActionError("More submissions could not be loaded. Please try again.");
    } finally {
      setLoadingMore(null);
    }
  }

  async function loadMoreColumn(status: LeadStatus) {
    const column = data?.board?.find((candidate) => candidate.status === status);
    if (!column?.nextCursor || loadingMore) return;
    setLoadingMore(status);
    try {
      const page = await adminApi.submissions({
        ...applied,
        status,
        cursor: column.nextCursor,
        limit: BOARD_COLUMN_SIZE,
      });
      setData((current) =>
        current?.key === wantedKey && current.board
          ? {
              ...current,
              board: current.board.map((candidate) =>
                candidate.status === status
                  ? {
                      ...candidate,
                      items: [
                        ...candidate.items,
                        ...page.items.filter((lead) => !candidate.items.some((item) => item.id === lead.id)),
                      ],
                      nextCursor: page.nextCursor,
                    }
                  : candidate,
              ),
            }
          : current,
      );
    } catch (error) {
      if (!onSignedOut(error)) setActionError("More leads could not be loaded. Please try again.");
    } finally {
      setLoadingMore(null);
    }
  }

  async function confirmDelete() {
    if (!open || deleting) return;
    const id = open.id;
    setDeleting(true);
    try {
      await adminApi.deleteSubmission(id);
      setData(
        (current) =>
          current && {
            ...current,
            list: current.list && { ...current.list, items: current.list.items.filter((row) => row.id !== id) },
            board: current.board && removeCard(current.board, id),
          },
      );
      setOpen(null);
      setConfirmOpen(false);
      refreshCounts();
      onChanged();
    } catch (error) {
      if (onSignedOut(error)) return;
      setConfirmOpen(false);
      setDeleteError(MSG_DELETE_FAILED);
    } finally {
      setDeleting(false);
    }
  }

  const order = layout === "list" ? items.map((item) => item.id) : boardOrder(data?.board ?? []);
  useLeadKeys({
    ids: order,
    selectedId: activeId,
    enabled: !loading,
    onSelect: (id) => {
      setActiveId(id);
      document.querySelector<HTMLElement>(`[data-lead-id="${id}"]`)?.focus();
    },
    onOpen: openById,
    onClose: () => setOpen(null),
  });

  const detail = open ? (
    <>
      {deleteError ? <Alert className="mb-3">{deleteError}</Alert> : null}
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
        onDelete={() => setConfirmOpen(true)}
        onSignedOut={onSignedOut}
      />
    </>
  ) : null;

  const shown = layout === "list" ? items.length : (data?.board ?? []).reduce((sum, column) => sum + column.count, 0);
  return (
    <div className={inline ? "grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]" : ""}>
      <section aria-labelledby={headingId} className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            Submissions
          </h2>
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
              onFilters(change);
              setActionError(null);
            }}
            stats={stats}
            counts={counts}
            team={team.data}
            myId={user.id}
            layout={layout}
            onLayout={setLayout}
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
                ? `Showing ${shown}${data.list?.nextCursor ? "+" : ""} submission${shown === 1 ? "" : "s"}`
                : `${shown} submission${shown === 1 ? "" : "s"} on the board`}
        </p>
        {data?.error ? <Alert className="mt-2">{data.error}</Alert> : null}
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
              items={items}
              openId={open?.id ?? null}
              today={today}
              loading={loading}
              refreshing={refreshing}
              emptyText={emptyText(applied)}
              savingIds={savingIds}
              hasMore={Boolean(data?.list?.nextCursor)}
              loadingMore={loadingMore === "list"}
              onOpen={openLead}
              onStatus={requestStatus}
              onLoadMore={loadMoreList}
            />
          ) : data?.error && !loading ? null : (
            <LeadBoard
              columns={loading ? null : (data.board ?? [])}
              openId={open?.id ?? null}
              today={today}
              savingIds={savingIds}
              loadingMore={loadingMore === "list" ? null : loadingMore}
              onOpen={openLead}
              onStatus={requestStatus}
              onLoadMore={loadMoreColumn}
            />
          )}
        </div>
      </section>

      {inline ? (
        <InlinePanel placeholder="Select a submission to see every field it holds.">{detail}</InlinePanel>
      ) : (
        <SheetPanel open={open !== null} onClose={() => setOpen(null)}>
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

      <Dialog open={confirmOpen} onClose={() => setConfirmOpen(false)} title="Delete submission">
        <p className="text-slate-700">{MSG_DELETE_CONFIRM}</p>
        {open ? (
          <p className="mt-2 font-semibold text-slate-900">
            {displayName(open.data)} · {formatDateTime(open.timestamp)}
          </p>
        ) : null}
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
