import { z } from "zod";
import type { Channel } from "../leads/lead-source.ts";

// The admin's Sources report: which channels, landing pages and tools bring leads.
//
//   GET /api/admin/sources?from=YYYY-MM-DD&to=YYYY-MM-DD  → 200 SourcesReport | 400 { error }
//
// Days are calendar days in the admin time zone (Asia/Kolkata), both ends included.
// Without from/to the report covers the last 30 days, today included. Leads are the stored
// submissions (every form and the audit report requests); subscribers are not leads.

export const SOURCES_PATH = "/api/admin/sources";
export const SOURCES_DEFAULT_DAYS = 30;
/** The longest range one report covers. */
export const SOURCES_MAX_DAYS = 366;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must look like 2026-11-24.");

export const sourcesQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
});

export interface SourcesReport {
  /** The range answered, as calendar days in `timeZone`, both included. */
  from: string;
  to: string;
  timeZone: string;
  totals: { leads: number; toolRuns: number };
  /** Every channel, in CHANNELS order, zeros included. Leads stored before sources were kept count as direct. */
  byChannel: { channel: Channel; leads: number }[];
  /** Leads of tagged campaigns by utm_source and utm_campaign, most first. */
  byCampaign: { source: string; campaign: string; leads: number }[];
  /** Leads by landing page, most first (at most SOURCES_TOP_PAGES; null is "not recorded"). */
  byLandingPage: { page: string | null; leads: number }[];
  /** Each tool with runs or leads in the range: runs, leads that used it, leads per run. */
  byTool: { tool: string; runs: number; leads: number; rate: number }[];
  /**
   * Finished runs per day and tool, as columns (a year is 366 days of every tool): the tools
   * with runs in the range (sorted by slug), and each day with runs, oldest first, with the
   * runs of `tools[i]` at `runs[i]` (0: none that day). Days without runs are left out.
   */
  toolRunsByDay: ToolRunsByDay;
  /** What the range's leads became, per channel, campaign, landing page and tool, most leads first. */
  outcomes: OutcomeRow[];
  /** Per week of arrival (Monday), the leads answered and their median first-response time. */
  responseByWeek: ResponseWeek[];
}

interface ToolRunsByDay {
  tools: string[];
  days: { day: string; runs: number[] }[];
}

export const OUTCOME_DIMENSIONS = ["channel", "campaign", "page", "tool"] as const;
export type OutcomeDimension = (typeof OUTCOME_DIMENSIONS)[number];

/**
 * One source's leads in the range and how many of them are qualified (Qualified, Proposal sent
 * or Won now) and won. `key`: the channel, "utm_source / utm_campaign", the landing page
 * ("" not recorded) or the tool.
 */
export interface OutcomeRow {
  dimension: OutcomeDimension;
  key: string;
  leads: number;
  qualified: number;
  won: number;
}

export interface ResponseWeek {
  /** The Monday the week starts on (YYYY-MM-DD, admin time zone); only the range's days count. */
  week: string;
  /** Leads of that week answered so far. */
  answered: number;
  /** The median office minutes to the first response (the lower middle one; bucketed as contracts/leads/first-response.ts). */
  medianMinutes: number;
}

export const SOURCES_TOP_PAGES = 20;
