import { load } from "cheerio";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart, ColumnChart, columnGeometry, scaleToPercent, truncateLabel } from "./bar-chart.tsx";

/** A chart's server markup, read as the SVG it is. */
function svgOf(chart: ReactElement) {
  return load(renderToStaticMarkup(chart), { xml: true });
}

/** Chart points from [label, value] pairs. */
const points = (...pairs: [string, number][]) => pairs.map(([label, value]) => ({ label, value }));

describe("the admin's SVG charts", () => {
  it.each([
    [50, 200, 25],
    [200, 200, 100],
    [0, 10, 0],
    [0, 0, 0],
    [5, Number.NaN, 0],
  ])("scales %d of %d to %d percent, zero and nonsense to nothing", (value, longest, percent) => {
    expect(scaleToPercent(value, longest)).toBe(percent);
  });

  it("keeps small values visible", () => {
    expect(scaleToPercent(1, 10_000)).toBeGreaterThan(0);
    expect(scaleToPercent(1, 10_000)).toBeLessThan(1);
  });

  it("cuts long labels with an ellipsis", () => {
    expect(truncateLabel("Organic search", 36)).toBe("Organic search");
    expect(truncateLabel("YouTube Description Generator", 10)).toBe("YouTube D…");
  });

  it("draws one labelled bar per category, the value at its end, as an image with a label", () => {
    const $ = svgOf(
      <BarChart
        label="Leads by channel"
        data={points(["Direct", 10], ["Organic search", 5], ["Social", 0])}
        formatValue={(value) => `${value} leads`}
      />,
    );
    const svg = $("svg");
    expect(svg.attr("role")).toBe("img");
    expect(svg.attr("aria-label")).toContain("Leads by channel");
    expect(svg.attr("width")).toBe("100%");
    const rows = $("g");
    expect(rows).toHaveLength(3);
    const texts = rows.map((_, row) => $(row).find("text").first().text()).get();
    expect(texts).toEqual(["Direct", "Organic search", "Social"]);
    // Longest bar: 82% of the width (18% kept for its value); half of it for half the value.
    const bar = (index: number) => $(rows[index]).find("rect.fill-brand-600");
    expect(bar(0).attr("width")).toBe("82%");
    expect(bar(1).attr("width")).toBe("41%");
    expect(bar(2)).toHaveLength(0);
    const value = (index: number) => $(rows[index]).find("text").last();
    expect(value(1).text()).toBe("5 leads");
    expect(value(1).attr("x")).toBe("41%");
    expect(value(2).text()).toBe("0 leads");
    // Labels each have their own line: no two rows share a y.
    const ys = rows.map((_, row) => Number($(row).find("text").first().attr("y"))).get();
    expect(new Set(ys).size).toBe(3);
  });

  it("places columns side by side without overlap, with gaps while there is room", () => {
    const week = Array.from({ length: 7 }, (_, index) => columnGeometry(index, 7));
    for (let index = 1; index < week.length; index++) {
      const previous = week[index - 1]!;
      expect(week[index]!.x).toBeGreaterThan(previous.x + previous.width);
    }
    expect(week[6]!.x + week[6]!.width).toBeLessThanOrEqual(100);
    const year = columnGeometry(365, 366);
    expect(year.x + year.width).toBeCloseTo(100, 2);
  });

  it("draws a column per non-zero day, the first and last day under the axis", () => {
    const $ = svgOf(
      <ColumnChart label="Tool runs per day" data={points(["22 Nov", 4], ["23 Nov", 0], ["24 Nov", 8])} />,
    );
    expect($("svg").attr("role")).toBe("img");
    const columns = $("rect");
    expect(columns).toHaveLength(2);
    expect(columns.map((_, rect) => Number($(rect).attr("height"))).get()).toEqual([45, 90]);
    expect(columns.first().find("title").text()).toBe("22 Nov: 4");
    const texts = $("svg > text")
      .map((_, text) => $(text).text())
      .get();
    expect(texts).toEqual(["Most in a day: 8", "22 Nov", "24 Nov"]);
  });
});
