// Pages that only read (About, FAQ, an article…) are served without React's runtime: their
// route module exports `handle = readOnlyPage`, and the root then leaves out the framework's
// scripts. The menu, answers and copy buttons on them work as native HTML (and a tiny shared
// script for copying), so nothing there waits for JavaScript.

export interface PageHandle {
  /** false: the page is served as HTML and CSS only, with no hydration. */
  hydrate?: boolean;
}

export const readOnlyPage: PageHandle = { hydrate: false };

/** Whether the matched routes need React in the browser: yes unless one says hydrate: false. */
export function needsFramework(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as PageHandle | undefined)?.hydrate === false);
}
