import { type CheerioAPI, load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { OutcomeDimension, SourcesReport } from "#contracts/sources/sources-report.ts";
import { OutcomesCard, outcomeLabel, ResponseTimesCard } from "./outcomes-view.tsx";
import { sampleSourcesReport } from "./sources-report-test-support.ts";

const REPORT = sampleSourcesReport({ from: "2026-11-09", to: "2026-11-24" });

function rows($: CheerioAPI) {
  return $("table tr")
    .map((_, row) => [
      $(row)
        .children("th, td")
        .map((__, cell) => $(cell).text().trim())
        .get(),
    ])
    .get() as string[][];
}

const outcomes = (report: SourcesReport, dimension: OutcomeDimension = "channel") =>
  load(renderToStaticMarkup(<OutcomesCard report={report} range="9–24 Nov 2026" initialDimension={dimension} />));

describe("the outcomes table", () => {
  it("shows leads, qualified, won and win rate per channel, with a labelled chooser", () => {
    const $ = outcomes(REPORT);
    expect(rows($)).toEqual([
      ["Channel", "Leads", "Qualified", "Won", "Win rate"],
      ["Organic search", "14", "6", "3", "21.4%"],
      ["Campaign", "10", "4", "1", "10%"],
      ["Direct", "9", "2", "0", "0%"],
      ["Social", "6", "1", "1", "16.7%"],
      ["Referral", "3", "0", "0", "0%"],
    ]);
    const select = $("select");
    expect($(`label[for="${select.attr("id")}"]`).text()).toBe("Outcomes by");
    expect(
      select
        .find("option")
        .map((_, option) => $(option).text())
        .get(),
    ).toEqual(["Channel", "Campaign", "Landing page", "Tool"]);
  });

  it("names landing pages, tools and campaigns as the rest of the report does", () => {
    expect(rows(outcomes(REPORT, "page")).slice(1)).toEqual([
      ["/", "12", "5", "2", "16.7%"],
      ["Not recorded", "5", "0", "0", "0%"],
    ]);
    expect(rows(outcomes(REPORT, "tool"))[1]).toEqual(["SEO Audit Generator", "9", "4", "2", "22.2%"]);
    expect(outcomeLabel({ dimension: "campaign", key: "google / diwali-seo-2026" })).toBe("google / diwali-seo-2026");
  });

  it("says so when a dimension has no leads", () => {
    const $ = outcomes({ ...REPORT, outcomes: [] }, "campaign");
    expect($("table")).toHaveLength(0);
    expect($("section").text()).toContain("No leads by campaign in this period.");
  });
});

describe("the weekly first-response table", () => {
  it("gives each week's answered leads and median in office time", () => {
    const $ = load(renderToStaticMarkup(<ResponseTimesCard report={REPORT} range="9–24 Nov 2026" />));
    expect(rows($)).toEqual([
      ["Week of", "Answered", "Median first response"],
      ["9 Nov 2026", "11", "42 min"],
      ["16 Nov 2026", "15", "18 min"],
      ["23 Nov 2026", "6", "2 h 15 min"],
    ]);
  });

  it("says when nothing was answered yet", () => {
    const $ = load(renderToStaticMarkup(<ResponseTimesCard report={{ ...REPORT, responseByWeek: [] }} range="x" />));
    expect($("section").text()).toContain("No lead of this period has been answered yet.");
  });
});
