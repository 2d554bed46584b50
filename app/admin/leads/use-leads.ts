import { useState } from "react";
import {
  type AdminSubmission,
  BOARD_COLUMN_SIZE,
  type BoardColumn,
  type LeadStatus,
  PAGE_SIZE_DEFAULT,
  type PipelineCounts,
} from "#contracts/leads/lead-desk.ts";
import { adminApi } from "../shared/api.ts";
import { useLoad } from "../shared/use-load.ts";
import { placeCard, removeCard } from "./board-state.ts";
import type { LeadLayout } from "./lead-filters.tsx";
import { type LeadQuery, leadQueryKey } from "./lead-query.ts";

// The leads the list or the board shows, the count per status, and the changes that keep
// them current without loading again (a saved lead, a deleted one, a page more).

interface LeadsData {
  /** The layout and filters these leads answer, and the refresh they came from. */
  key: string;
  tick: number;
  list: { items: AdminSubmission[]; nextCursor: string | null } | null;
  board: BoardColumn[] | null;
  error: string | null;
}

interface UseLeadsOptions {
  layout: LeadLayout;
  /** The filters with the search debounced. */
  filters: LeadQuery;
  tick: number;
  onSignedOut: (error: unknown) => boolean;
  /** A page more could not be loaded: what to tell the user. */
  onError: (message: string) => void;
}

export function useLeads({ layout, filters, tick, onSignedOut, onError }: UseLeadsOptions) {
  const queryKey = leadQueryKey(filters);
  const wantedKey = `${layout}|${queryKey}`;
  const [data, setData] = useState<LeadsData | null>(null);
  const [counts, setCounts] = useState<PipelineCounts | null>(null);
  const [loadingMore, setLoadingMore] = useState<LeadStatus | "list" | null>(null);

  // `filters` is a new object every render: the key says when the leads must load again.
  const loadLeads = () =>
    Promise.all([
      layout === "list"
        ? adminApi.submissions({ ...filters, limit: PAGE_SIZE_DEFAULT }).then((page) => ({ list: page, board: null }))
        : adminApi.board(filters).then((board) => ({
            list: null,
            // The board shows every status; a status filter keeps that one column.
            board: board.columns.filter((column) => filters.status === "" || column.status === filters.status),
          })),
      adminApi.pipeline(filters),
    ]);

  useLoad(
    `${wantedKey}|${tick}`,
    loadLeads,
    ([leads, pipeline]) => {
      setData({ key: wantedKey, tick, ...leads, error: null });
      setCounts(pipeline);
    },
    (error) => {
      if (onSignedOut(error)) return;
      setData({
        key: wantedKey,
        tick,
        list: null,
        board: null,
        error: "The submissions could not be loaded. Please try Refresh.",
      });
    },
  );

  const loading = data === null || data.key !== wantedKey;

  function refreshCounts() {
    adminApi
      .pipeline(filters)
      .then(setCounts)
      .catch(() => undefined);
  }

  /** Changes the loaded leads: the list's rows and the board's columns. */
  function change(
    list: (items: AdminSubmission[]) => AdminSubmission[],
    board: (columns: BoardColumn[]) => BoardColumn[],
  ) {
    setData(
      (current) =>
        current && {
          ...current,
          list: current.list && { ...current.list, items: list(current.list.items) },
          board: current.board && board(current.board),
        },
    );
  }

  /** A lead as saved: replaced in the list, moved to its column on the board. */
  function replace(lead: AdminSubmission) {
    change(
      (items) => items.map((row) => (row.id === lead.id ? lead : row)),
      (columns) => placeCard(columns, lead),
    );
  }

  function remove(id: number) {
    change(
      (items) => items.filter((row) => row.id !== id),
      (columns) => removeCard(columns, id),
    );
  }

  /** A loaded lead changed in place (a note counted). */
  function update(id: number, edit: (lead: AdminSubmission) => AdminSubmission) {
    const apply = (lead: AdminSubmission) => (lead.id === id ? edit(lead) : lead);
    change(
      (items) => items.map(apply),
      (columns) => columns.map((column) => ({ ...column, items: column.items.map(apply) })),
    );
  }

  async function loadMore(status: LeadStatus | "list") {
    const cursor =
      status === "list" ? data?.list?.nextCursor : data?.board?.find((column) => column.status === status)?.nextCursor;
    if (!cursor || loadingMore) return;
    setLoadingMore(status);
    try {
      const page =
        status === "list"
          ? await adminApi.submissions({ ...filters, cursor, limit: PAGE_SIZE_DEFAULT })
          : await adminApi.submissions({ ...filters, status, cursor, limit: BOARD_COLUMN_SIZE });
      // Rows moved meanwhile (a card dropped here) may come again: keep each lead once.
      const append = (items: AdminSubmission[]) => [
        ...items,
        ...page.items.filter((lead) => !items.some((item) => item.id === lead.id)),
      ];
      setData((current) => {
        if (current?.key !== wantedKey) return current;
        if (status === "list") {
          return current.list
            ? { ...current, list: { items: append(current.list.items), nextCursor: page.nextCursor } }
            : current;
        }
        return {
          ...current,
          board:
            current.board?.map((column) =>
              column.status === status
                ? { ...column, items: append(column.items), nextCursor: page.nextCursor }
                : column,
            ) ?? null,
        };
      });
    } catch (error) {
      if (!onSignedOut(error)) onError("More submissions could not be loaded. Please try again.");
    } finally {
      setLoadingMore(null);
    }
  }

  return {
    loading,
    refreshing: !loading && data.tick !== tick,
    error: data?.error ?? null,
    /** The list's rows (list layout), newest first. */
    items: data?.list?.items ?? [],
    hasMore: Boolean(data?.list?.nextCursor),
    /** The board's columns (board layout). */
    columns: data?.board ?? null,
    counts,
    loadingMore,
    loadMore,
    refreshCounts,
    replace,
    remove,
    update,
  };
}
