// Pages that only read (About, FAQ, an article…) are served without React's runtime: their
// route module exports `handle = readOnlyPage`, and the root then leaves out the framework's
// scripts. The menu, answers and copy buttons on them work as native HTML (and a tiny shared
// script for copying), so nothing there waits for JavaScript.

//
// A page with real interactivity whose forms work without JavaScript (home) can instead
// export `handle = onIntentPage`: its HTML carries the framework's scripts inert, and they
// start on the visitor's first sign of intent (server/site/prerendered-html.ts), so a load
// that is only looked at fetches no framework.

export interface PageHandle {
  /** false: HTML and CSS only, no hydration; "on-intent": hydrates on the first tap, key, scroll… */
  hydrate?: boolean | "on-intent";
}

export const readOnlyPage: PageHandle = { hydrate: false };
export const onIntentPage: PageHandle = { hydrate: "on-intent" };

/** The `<body>` attribute that tells the build's rewrite to start the scripts on intent. */
export const ON_INTENT_ATTRIBUTE = "data-hydrate";
export const ON_INTENT_VALUE = "on-intent";
/** Marks an element whose coming within a screen of the viewport counts as intent. */
export const NEAR_INTENT_ATTRIBUTE = "data-hydrate-near";

/** Whether the matched routes need React in the browser: yes unless one says hydrate: false. */
export function needsFramework(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as PageHandle | undefined)?.hydrate === false);
}

/** Whether one of the matched routes asks to hydrate only on intent. */
export function startsOnIntent(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as PageHandle | undefined)?.hydrate === ON_INTENT_VALUE);
}
