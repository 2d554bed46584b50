// The first page of a visit, noted before anything else runs: the page's <head> carries
// LANDING_NOTE_SCRIPT inline (its hash is in the page's Content-Security-Policy like every
// inline script of a built page), so a visitor who taps a link at 100 ms, long before the
// app has hydrated, keeps the campaign that brought them. The module that turns the note
// into the visit's source (lead-source.ts) loads after the first paint.

export const VISIT_KEY = "crestline.visit";
export const LANDING_KEY = "crestline.landing";

export interface LandingNote {
  url: string;
  referrer: string;
  at: string;
}

/**
 * Notes this page as the visit's landing page unless the tab already has one; a campaign
 * link (UTM values in the URL) always starts a new visit. Storage off: nothing is noted,
 * and the lead is sent with less context. Plain ES5 with no imports: it runs as written.
 */
export const LANDING_NOTE_SCRIPT = [
  "(function(){try{",
  "var s=sessionStorage,u=location.href;",
  `if(s.getItem(${JSON.stringify(VISIT_KEY)})||s.getItem(${JSON.stringify(LANDING_KEY)}))`,
  "{if(!/[?&]utm_/.test(u))return;}",
  `s.setItem(${JSON.stringify(LANDING_KEY)},JSON.stringify({url:u,referrer:document.referrer,at:new Date().toISOString()}));`,
  "}catch(e){}})();",
].join("");
