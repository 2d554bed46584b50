import { ADMIN_TIME_ZONE, type DayRange, eachDay } from "#contracts/calendar.ts";
import type { SourcesReport } from "#contracts/sources/sources-report.ts";

// A Sources report as the server could answer it, for the unit tests and the e2e test that
// stands in for GET /api/admin/sources. Consistent: the tools' runs add up to the total,
// and so do the runs per day.

const TOOLS = [
  { tool: "word-counter", runs: 540, leads: 4 },
  { tool: "png-to-jpeg", runs: 310, leads: 2 },
  { tool: "seo-audit-generator", runs: 220, leads: 9 },
  { tool: "youtube-title-generator", runs: 150, leads: 1 },
  { tool: "pdf-to-jpg", runs: 60, leads: 0 },
  // A tool the registry no longer lists; its lead used it before the range's runs were counted.
  { tool: "retired-tool", runs: 0, leads: 1 },
];

/** Spreads each tool's runs over the range's days (two days in three, the rest on the last day). */
function runsByDay(range: DayRange): SourcesReport["toolRunsByDay"] {
  const days = eachDay(range);
  const used = TOOLS.filter(({ runs }) => runs > 0);
  const tools = used.map(({ tool }) => tool).sort((a, b) => a.localeCompare(b));
  const columns = days.map((day) => ({ day, runs: tools.map(() => 0) }));
  used.forEach(({ tool, runs }, toolIndex) => {
    const column = tools.indexOf(tool);
    const busy = days.filter((_, index) => (index + toolIndex) % 3 !== 0 || index === days.length - 1);
    const each = Math.floor(runs / busy.length);
    busy.forEach((day, index) => {
      const extra = index === busy.length - 1 ? runs - each * busy.length : 0;
      columns[days.indexOf(day)]!.runs[column] = each + extra;
    });
  });
  return { tools, days: columns.filter((entry) => entry.runs.some((n) => n > 0)) };
}

export function sampleSourcesReport(range: DayRange): SourcesReport {
  return {
    from: range.from,
    to: range.to,
    timeZone: ADMIN_TIME_ZONE,
    totals: { leads: 42, toolRuns: TOOLS.reduce((sum, tool) => sum + tool.runs, 0) },
    byChannel: [
      { channel: "direct", leads: 9 },
      { channel: "organic", leads: 14 },
      { channel: "social", leads: 6 },
      { channel: "referral", leads: 3 },
      { channel: "campaign", leads: 10 },
    ],
    byCampaign: [
      { source: "google", campaign: "diwali-seo-2026", leads: 6 },
      { source: "facebook", campaign: "reels-launch", leads: 3 },
      { source: "newsletter", campaign: "", leads: 1 },
    ],
    byLandingPage: [
      { page: "/", leads: 12 },
      { page: "/tools/seo-audit-generator", leads: 9 },
      { page: "/services", leads: 7 },
      { page: "/tools/youtube-description-generator-for-long-channel-names", leads: 5 },
      { page: "/blog/facebook-advertising-guide", leads: 4 },
      { page: null, leads: 5 },
    ],
    byTool: TOOLS.map(({ tool, runs, leads }) => ({ tool, runs, leads, rate: runs > 0 ? leads / runs : 0 })),
    toolRunsByDay: runsByDay(range),
    outcomes: [
      { dimension: "channel", key: "organic", leads: 14, qualified: 6, won: 3 },
      { dimension: "channel", key: "campaign", leads: 10, qualified: 4, won: 1 },
      { dimension: "channel", key: "direct", leads: 9, qualified: 2, won: 0 },
      { dimension: "channel", key: "social", leads: 6, qualified: 1, won: 1 },
      { dimension: "channel", key: "referral", leads: 3, qualified: 0, won: 0 },
      { dimension: "campaign", key: "google / diwali-seo-2026", leads: 6, qualified: 3, won: 1 },
      { dimension: "campaign", key: "facebook / reels-launch", leads: 3, qualified: 1, won: 0 },
      { dimension: "page", key: "/", leads: 12, qualified: 5, won: 2 },
      { dimension: "page", key: "", leads: 5, qualified: 0, won: 0 },
      { dimension: "tool", key: "seo-audit-generator", leads: 9, qualified: 4, won: 2 },
      { dimension: "tool", key: "word-counter", leads: 4, qualified: 1, won: 0 },
    ],
    responseByWeek: [
      { week: "2026-11-09", answered: 11, medianMinutes: 42 },
      { week: "2026-11-16", answered: 15, medianMinutes: 18 },
      { week: "2026-11-23", answered: 6, medianMinutes: 135 },
    ],
  };
}
