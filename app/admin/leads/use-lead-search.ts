import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { LeadQuery } from "./lead-query.ts";
import type { LeadLayout } from "./lead-filters.tsx";
import { type LeadSearch, leadPath, leadSearchOf, leadSearchString } from "./lead-url.ts";

/** Debounces the search box: the URL (and so the leads) follow 300 ms after the last keystroke. */
const SEARCH_SETTLES_MS = 300;

/**
 * The lead desk's filters, layout and open lead, held in the URL so that reload, Back and a
 * link sent to a colleague show the same leads. Filter changes replace the history entry
 * (Back does not step through every keystroke); opening a lead adds one, so Back closes it
 * and returns to the list as it was. The search box keeps what is typed and writes it to
 * the URL once typing settles.
 */
export function useLeadSearch(openId: number | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const current = leadSearchOf(new URLSearchParams(location.search));
  const [typed, setTyped] = useState(current.filters.q);
  // The q this page last wrote: a different one in the URL came from Back, forward or a link.
  const written = useRef(current.filters.q);

  const go = useCallback(
    (search: LeadSearch, id: number | null, replace: boolean) =>
      navigate(leadPath(id, leadSearchString(search)), { replace }),
    [navigate],
  );

  const urlQ = current.filters.q;
  useEffect(() => {
    if (urlQ === written.current) return;
    written.current = urlQ;
    setTyped(urlQ);
  }, [urlQ]);

  const searchKey = location.search;
  useEffect(() => {
    const q = typed.trim();
    if (q === written.current) return;
    const timer = setTimeout(() => {
      if (q === written.current) return; // a click already carried it
      written.current = q;
      const search = leadSearchOf(new URLSearchParams(searchKey));
      go({ ...search, filters: { ...search.filters, q } }, openId, true);
    }, SEARCH_SETTLES_MS);
    return () => clearTimeout(timer);
  }, [typed, searchKey, openId, go]);

  // A click within the search's settling time carries the search as typed: the pending
  // timer would otherwise land after the click's navigation and undo it.
  const settled = (typedNow = typed): LeadSearch => {
    const q = typedNow.trim();
    written.current = q;
    return { ...current, filters: { ...current.filters, q } };
  };

  return {
    /** The filter bar as shown: the search as typed. */
    filters: { ...current.filters, q: typed },
    /** The filters the leads are loaded with: the search as in the URL. */
    applied: current.filters,
    layout: current.layout,
    /** The query string of the list as it is, for links that keep it. */
    search: leadSearchString(current),
    setFilters(change: Partial<LeadQuery>) {
      const { q, ...rest } = change;
      if (q !== undefined) setTyped(q);
      if (Object.keys(rest).length === 0) return;
      const search = settled(q ?? typed);
      go({ ...search, filters: { ...search.filters, ...rest } }, openId, true);
    },
    /** Beside the list the open lead is a side panel; on the board it would cover the columns asked for. */
    setLayout(layout: LeadLayout) {
      if (layout !== current.layout) go({ ...settled(), layout }, null, true);
    },
    openLead(id: number) {
      if (id !== openId) go(settled(), id, false);
    },
    closeLead() {
      if (openId !== null) go(settled(), null, false);
    },
  };
}
