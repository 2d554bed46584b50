import { useState } from "react";
import { useLoad } from "./use-load.ts";

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

interface PagedList<T> extends Page<T> {
  /** False only while the first page of the current key has not come (older rows stay shown). */
  loading: boolean;
  error: string | null;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
}

/**
 * A list read a page at a time, newest first: the first page whenever `key` changes, then
 * "Load more" appends the next. A 401 goes to `onSignedOut`; a failed first page becomes
 * `failure`, a failed further page `moreFailure` (when given).
 */
export function usePagedList<T>(
  key: string,
  loadPage: (cursor: string | null) => Promise<Page<T>>,
  onSignedOut: (error: unknown) => boolean,
  failure: string,
  moreFailure?: string,
): PagedList<T> {
  const [data, setData] = useState<(Page<T> & { key: string; error: string | null }) | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useLoad(
    key,
    () => loadPage(null),
    (page) => setData({ key, items: page.items, nextCursor: page.nextCursor, error: null }),
    (error) => {
      if (!onSignedOut(error)) setData({ key, items: [], nextCursor: null, error: failure });
    },
  );

  async function loadMore() {
    if (!data?.nextCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await loadPage(data.nextCursor);
      setData((current) =>
        current ? { ...current, items: [...current.items, ...page.items], nextCursor: page.nextCursor } : current,
      );
    } catch (error) {
      if (!onSignedOut(error) && moreFailure) {
        setData((current) => (current ? { ...current, error: moreFailure } : current));
      }
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    items: data?.items ?? [],
    nextCursor: data?.nextCursor ?? null,
    error: data?.error ?? null,
    loading: data === null || data.key !== key,
    loadingMore,
    loadMore,
  };
}
