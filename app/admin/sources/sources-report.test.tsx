import { type CheerioAPI, load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SourcesReport } from "#contracts/sources/sources-report.ts";
import { SourcesReportView } from "./sources-report.tsx";
import { sampleSourcesReport } from "./sources-report-test-support.ts";

const RANGE = { from: "2026-10-26", to: "2026-11-24" };

function render(report: SourcesReport): CheerioAPI {
  return load(renderToStaticMarkup(<SourcesReportView report={report} />));
}

/** The sample report with no lead in the range (every channel at zero), and `toolRuns` runs. */
function withoutLeads(toolRuns: number): SourcesReport {
  const sample = sampleSourcesReport(RANGE);
  return {
    ...sample,
    totals: { leads: 0, toolRuns },
    byChannel: sample.byChannel.map((row) => ({ ...row, leads: 0 })),
    byCampaign: [],
    byLandingPage: [],
  };
}

/** The table whose caption starts with `caption`: its header row and its rows, cell by cell. */
function table($: CheerioAPI, caption: string) {
  const found = $("table").filter((_, element) => $(element).find("caption").text().startsWith(caption));
  expect(found, `table "${caption}"`).toHaveLength(1);
  const cells = (row: Parameters<CheerioAPI>[0]) =>
    $(row)
      .children("th, td")
      .map((_, cell) => $(cell).text().trim())
      .get();
  return {
    head: cells(found.find("thead tr")),
    rowHeaderScopes: found
      .find("tbody th")
      .map((_, th) => $(th).attr("scope"))
      .get(),
    rows: found
      .find("tbody tr")
      .map((_, row) => [cells(row)])
      .get() as string[][],
  };
}

describe("the Sources report", () => {
  const $ = render(sampleSourcesReport(RANGE));

  it("shows the totals", () => {
    const totals = $("dl")
      .first()
      .find("div")
      .map((_, item) => `${$(item).find("dt").text()}=${$(item).find("dd").text()}`)
      .get();
    expect(totals).toEqual(["Leads=42", "Tool runs=1,280"]);
  });

  it("lists leads by channel in a table with a caption, row headers and shares, beside a chart", () => {
    const channels = table($, "Leads by channel");
    expect(channels.head).toEqual(["Channel", "Leads", "Share"]);
    expect(channels.rows).toEqual([
      ["Direct", "9", "21.4%"],
      ["Organic search", "14", "33.3%"],
      ["Social", "6", "14.3%"],
      ["Referral", "3", "7.1%"],
      ["Campaign", "10", "23.8%"],
    ]);
    expect(new Set(channels.rowHeaderScopes)).toEqual(new Set(["row"]));
    expect(
      $("thead th")
        .map((_, th) => $(th).attr("scope"))
        .get(),
    ).not.toContain(undefined);
    const chart = $('svg[aria-label^="Leads by channel"]');
    expect(chart.attr("role")).toBe("img");
    expect(chart.find("g")).toHaveLength(5);
  });

  it("lists campaigns and landing pages, 'Not recorded' for leads without one", () => {
    expect(table($, "Leads by campaign").rows).toEqual([
      ["google", "diwali-seo-2026", "6"],
      ["facebook", "reels-launch", "3"],
      ["newsletter", "(none)", "1"],
    ]);
    const pages = table($, "Leads by landing page").rows;
    expect(pages[0]).toEqual(["/", "12", "28.6%"]);
    expect(pages.at(-1)).toEqual(["Not recorded", "5", "11.9%"]);
  });

  it("shows each tool's runs, leads and rate, '–' without runs, as charts and a table", () => {
    const tools = table($, "Tools");
    expect(tools.head).toEqual(["Tool", "Runs", "Leads", "Rate"]);
    expect(tools.rows).toEqual([
      ["Word Counter", "540", "4", "0.7%"],
      ["PNG to JPEG Converter", "310", "2", "0.6%"],
      ["SEO Audit Generator", "220", "9", "4.1%"],
      ["YouTube Title Generator", "150", "1", "0.7%"],
      ["PDF to JPG Converter", "60", "0", "0%"],
      ["retired-tool", "0", "1", "–"],
    ]);
    expect($('svg[aria-label^="Runs per tool"] g')).toHaveLength(5);
    expect($('svg[aria-label^="Leads that used each tool"] g')).toHaveLength(5);
  });

  it("charts the runs of every day and tabulates the runs per tool per day", () => {
    const chart = $('svg[aria-label^="Tool runs per day"]');
    expect(chart.attr("role")).toBe("img");
    expect(chart.find("rect").length).toBeGreaterThan(20);
    const days = table($, "Tool runs per day and tool");
    expect(days.head).toEqual(["Day", "Runs", "Runs per tool"]);
    expect(days.rows[0]?.[0]).toBe("26 Oct 2026");
    const total = days.rows.reduce((sum, row) => sum + Number(row[1]?.replace(/,/g, "")), 0);
    expect(total).toBe(1280);
    expect($("details summary").text()).toMatch(/Runs per tool, day by day \(30 days with runs\)/);
  });

  it("says so when the range holds no leads and no tool runs", () => {
    const empty = render({ ...withoutLeads(0), byTool: [], toolRunsByDay: { tools: [], days: [] } });
    expect(empty.text()).toContain("No leads in this period");
    expect(empty("table")).toHaveLength(0);
    expect(empty("svg[role=img]")).toHaveLength(0);
  });

  it("shows the tools when there were runs but no leads", () => {
    const runsOnly = render({
      ...withoutLeads(1280),
      byTool: sampleSourcesReport(RANGE).byTool.map((row) => ({ ...row, leads: 0, rate: 0 })),
    });
    expect(runsOnly.text()).toContain("No leads in this period.");
    expect(runsOnly.text()).toContain("No lead used a tool in this period.");
    expect(table(runsOnly, "Tools").rows[0]).toEqual(["Word Counter", "540", "0", "0%"]);
  });
});
