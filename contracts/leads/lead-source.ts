// Where a lead came from: first-party, no cookies, no third-party script.
//
// The browser keeps the visit (landing page, referrer host, UTM values, click-id presence,
// device class) and the tools run in it in the tab's sessionStorage (app/lib/lead-source.ts)
// and sends them as `context` with a form. The server checks them with
// contracts/leads/lead-source-schema.ts, derives the channel and stores them beside the lead.
// Nothing personal reaches the server before a form is sent; finished tool runs only bump a
// per-tool, per-day counter:
//
//   POST /api/tool-runs  { tool }  → 204 | 400 { error } (unknown tool) | 429 { error } + Retry-After
//
// This module is plain data and functions (no zod): the browser's lead-source code imports it.

export const TOOL_RUNS_PATH = "/api/tool-runs";

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The visit, captured once per tab on its first page view. */
export interface VisitSource {
  /** Path of the first page of the visit (no query string, no fragment). */
  landingPage: string;
  /** ISO-8601 time of that first page view. */
  landedAt: string;
  /** Host of the referring site; null when there was none or it was this site. */
  referrerHost: string | null;
  utm: Partial<Record<UtmKey, string>>;
  /** Whether the landing URL carried an ad click id. The ids themselves are never kept. */
  gclid: boolean;
  fbclid: boolean;
  device: DeviceClass;
}

export interface ToolUse {
  tool: string;
  /** ISO-8601 time the run finished. */
  at: string;
}

/** What a form sends as `context` beside its data. */
export interface LeadContext extends VisitSource {
  /** Path of the page the form was sent from. */
  formPage: string;
  /** Tools run in this visit before the form was sent, oldest first. */
  toolsUsed: ToolUse[];
  /** The tool whose result offer led to this form (a /quote link from a result panel). */
  offerTool?: string;
}

export const MAX_TOOLS_PER_LEAD = 30;

export const CHANNELS = ["direct", "organic", "social", "referral", "campaign"] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Readonly<Record<Channel, string>> = {
  direct: "Direct",
  organic: "Organic search",
  social: "Social",
  referral: "Referral",
  campaign: "Campaign",
};

const SEARCH_ENGINES = [
  /(^|\.)google\.[a-z.]+$/,
  /(^|\.)bing\.com$/,
  /(^|\.)duckduckgo\.com$/,
  /(^|\.)search\.yahoo\.com$/,
  /(^|\.)yandex\.[a-z.]+$/,
  /(^|\.)baidu\.com$/,
  /(^|\.)ecosia\.org$/,
  /(^|\.)search\.brave\.com$/,
];

const SOCIAL_SITES = [
  /(^|\.)facebook\.com$/,
  /(^|\.)fb\.me$/,
  /(^|\.)instagram\.com$/,
  /(^|\.)linkedin\.com$/,
  /(^|\.)lnkd\.in$/,
  /(^|\.)twitter\.com$/,
  /(^|\.)x\.com$/,
  /^t\.co$/,
  /(^|\.)youtube\.com$/,
  /(^|\.)tiktok\.com$/,
  /(^|\.)pinterest\.[a-z.]+$/,
  /(^|\.)reddit\.com$/,
  /(^|\.)quora\.com$/,
  /(^|\.)whatsapp\.com$/,
  /(^|\.)threads\.net$/,
];

/**
 * The visit's channel: tagged campaigns and ad clicks first (they say so themselves), then
 * the referrer's kind, else direct.
 */
export function channelOf(source: Pick<VisitSource, "referrerHost" | "utm" | "gclid" | "fbclid">): Channel {
  if (source.utm.utm_source || source.utm.utm_medium || source.utm.utm_campaign || source.gclid || source.fbclid) {
    return "campaign";
  }
  const host = source.referrerHost?.toLowerCase().replace(/^www\./, "");
  if (!host) return "direct";
  if (SEARCH_ENGINES.some((pattern) => pattern.test(host))) return "organic";
  if (SOCIAL_SITES.some((pattern) => pattern.test(host))) return "social";
  return "referral";
}
