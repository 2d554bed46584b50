// The first page of a visit, noted at once and synchronously when the app starts: the
// module that turns it into the visit's source (lead-source.ts) loads after the first paint,
// and a visitor may already have moved on by then. A few bytes, no imports.

export const VISIT_KEY = "crestline.visit";
export const LANDING_KEY = "crestline.landing";

export interface LandingNote {
  url: string;
  referrer: string;
  at: string;
}

/**
 * Notes this page as the visit's landing page unless the tab already has one; a campaign
 * link (UTM values in the URL) always starts a new visit.
 */
export function noteLanding(url: string, referrer: string, now = new Date()): void {
  try {
    const known = sessionStorage.getItem(VISIT_KEY) ?? sessionStorage.getItem(LANDING_KEY);
    if (known && !/[?&]utm_/.test(url)) return;
    sessionStorage.setItem(LANDING_KEY, JSON.stringify({ url, referrer, at: now.toISOString() } satisfies LandingNote));
  } catch {
    // Storage off: the lead is sent with less context.
  }
}
