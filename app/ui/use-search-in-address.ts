import { useState } from "react";

/**
 * A list's search (/tools?q=pdf, /blog?q=…&category=…), held in state and put into the
 * address bar in place as it changes, so the list can be shared and gone back to. Outside the
 * router: a new URL for the same list needs no navigation, data or scroll. It also keeps the
 * router out of typing: each router update renders in a transition, and a key pressed while
 * one is pending renders the box against the router's older location (a search box that
 * followed the router lost what was typed that way). A page keyed by the history entry
 * starts afresh from its URL on a link or Back.
 */
export function useSearchInAddress<T>(initial: T, searchString: (search: T) => string): [T, (next: T) => void] {
  const [search, setSearch] = useState(initial);
  const update = (next: T) => {
    setSearch(next);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${searchString(next)}${hash}`);
  };
  return [search, update];
}
