import {
  type DeviceClass,
  type LeadContext,
  MAX_TOOLS_PER_LEAD,
  TOOL_RUNS_PATH,
  type ToolUse,
  UTM_KEYS,
  type VisitSource,
} from "#contracts/leads/lead-source.ts";
import { LANDING_KEY, type LandingNote, VISIT_KEY } from "./landing-note.ts";

// The visit's source and the tools run in it, kept in this tab's sessionStorage until a form
// is sent (contracts/leads/lead-source.ts). Loaded after the first paint (root.tsx imports it
// dynamically), so it never delays a page. Every storage access is guarded: private modes
// and full storage make this a no-op, never an error in a form.

const TOOLS_KEY = "crestline.tools";
const MAX_UTM_LENGTH = 200;

function read<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage off or full: the lead is sent with less context.
  }
}

function deviceClass(): DeviceClass {
  const width = Math.min(window.screen?.width || window.innerWidth, window.innerWidth || Infinity);
  if (width < 768) return "mobile";
  if (width < 1100 && window.matchMedia?.("(pointer: coarse)").matches) return "tablet";
  return "desktop";
}

/** The visit as the landing URL and referrer describe it. Pure apart from the device class. */
export function visitFrom(landingUrl: string, referrer: string, now: Date, device: DeviceClass): VisitSource {
  const url = new URL(landingUrl);
  const params = url.searchParams;
  let referrerHost: string | null = null;
  try {
    const host = referrer ? new URL(referrer).hostname : "";
    referrerHost = host && host !== url.hostname ? host : null;
  } catch {
    referrerHost = null;
  }
  const utm: VisitSource["utm"] = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, MAX_UTM_LENGTH);
  }
  return {
    landingPage: url.pathname,
    landedAt: now.toISOString(),
    referrerHost,
    utm,
    gclid: params.has("gclid"),
    fbclid: params.has("fbclid"),
    device,
  };
}

/**
 * Turns the landing page noted at start (landing-note.ts) into the visit's source. The tab
 * keeps its first visit, except a campaign link (UTM values), which starts a new one.
 */
export function settleVisit(): void {
  const landing = read<LandingNote>(LANDING_KEY);
  if (!landing) return;
  try {
    const visit = visitFrom(landing.url, landing.referrer, new Date(landing.at), deviceClass());
    if (!read<VisitSource>(VISIT_KEY) || Object.keys(visit.utm).length > 0) write(VISIT_KEY, visit);
    sessionStorage.removeItem(LANDING_KEY);
  } catch {
    // A note that cannot be read is no visit.
  }
}

/** Notes a finished tool run for this visit and bumps the tool's public run counter. */
export function recordToolRun(tool: string): void {
  settleVisit();
  const used = read<ToolUse[]>(TOOLS_KEY) ?? [];
  used.push({ tool, at: new Date().toISOString() });
  write(TOOLS_KEY, used.slice(-MAX_TOOLS_PER_LEAD));
  try {
    const body = new Blob([JSON.stringify({ tool })], { type: "application/json" });
    if (!navigator.sendBeacon?.(TOOL_RUNS_PATH, body)) {
      void fetch(TOOL_RUNS_PATH, { method: "POST", body, keepalive: true }).catch(() => undefined);
    }
  } catch {
    // A counter is not worth an error.
  }
}

/** The context a form sends: the visit, the form's page and the tools used; null without storage. */
export function leadContext(formPage: string, offerTool?: string): LeadContext | null {
  settleVisit();
  const visit = read<VisitSource>(VISIT_KEY);
  if (!visit) return null;
  const toolsUsed = read<ToolUse[]>(TOOLS_KEY) ?? [];
  return { ...visit, formPage, toolsUsed, ...(offerTool ? { offerTool } : {}) };
}

/** After a form is sent: its tools are attributed; the visit itself goes on. */
export function forgetToolsUsed(): void {
  try {
    sessionStorage.removeItem(TOOLS_KEY);
  } catch {
    // Nothing to forget.
  }
}
