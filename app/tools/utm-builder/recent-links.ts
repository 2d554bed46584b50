// The last links built, kept in this browser only (localStorage), newest first, no repeats.

const RECENT_KEY = "crestline:utm-recent";
export const MAX_RECENT = 10;

export function withRecent(list: readonly string[], link: string): string[] {
  return [link, ...list.filter((entry) => entry !== link)].slice(0, MAX_RECENT);
}

/** What the browser kept; anything unreadable counts as nothing. */
export function parseRecent(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(value)
      ? value.filter((entry): entry is string => typeof entry === "string").slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}

export function loadRecent(): string[] {
  try {
    return parseRecent(localStorage.getItem(RECENT_KEY));
  } catch {
    return []; // storage blocked
  }
}

export function saveRecent(list: readonly string[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(RECENT_KEY);
    else localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // storage blocked or full: the list lives for this page view only
  }
}
