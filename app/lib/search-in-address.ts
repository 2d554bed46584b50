/**
 * Puts a list's search into the address bar in place (/tools?q=pdf, /blog?q=…), outside the
 * router: a new URL for the same list needs no navigation, data or scroll. It also keeps the
 * router out of typing: each router update renders in a transition, and a key pressed while
 * one is pending renders the box against the router's older location (a search box that
 * followed the router lost what was typed that way).
 */
export function replaceSearchInPlace(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}${hash}`);
}
