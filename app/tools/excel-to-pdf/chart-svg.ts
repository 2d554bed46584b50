/**
 * Draws a sheet's line, column or bar chart as SVG for the PDF (pdfmake draws SVG text as
 * real, selectable text): title, value axis with round steps from zero, category labels,
 * one colour per series and a legend naming them.
 */

export interface ChartData {
  kind: "line" | "column" | "bar";
  title?: string;
  categories: string[];
  series: Array<{ name: string; values: number[] }>;
}

const COLOURS = ["#4472c4", "#ed7d31", "#a5a5a5", "#ffc000", "#5b9bd5", "#70ad47"];
const WIDTH = 420;
const HEIGHT = 260;
const FONT = 7;

/** Axis bounds and step as office suites choose them: from zero, a little headroom, steps of 1, 2 or 5 × 10ⁿ, about eight of them. */
export function valueScale(values: readonly number[]): { min: number; max: number; step: number } {
  const low = Math.min(0, ...values);
  let high = Math.max(0, ...values);
  if (high === low) high = low + 1;
  const top = high > 0 ? high + (high - low) * 0.05 : high;
  const raw = (top - low) / 8;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  return { min: Math.floor(low / step) * step, max: Math.ceil(top / step) * step, step };
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const label = (value: number) => String(Number(value.toFixed(10)));
const round = (value: number) => Math.round(value * 100) / 100;

function text(x: number, y: number, content: string, anchor = "middle", extra = ""): string {
  return `<text x="${round(x)}" y="${round(y)}" font-family="Roboto" font-size="${FONT}" text-anchor="${anchor}" fill="#404040"${extra}>${escape(content)}</text>`;
}

export function chartSvg(chart: ChartData): { svg: string; width: number; height: number } {
  const values = chart.series.flatMap((s) => s.values.filter(Number.isFinite));
  const scale = valueScale(values);
  const count = Math.max(chart.categories.length, ...chart.series.map((s) => s.values.length), 1);
  const legendWidth = 90;
  const plot = { left: 44, top: chart.title ? 30 : 12, right: WIDTH - legendWidth - 8, bottom: HEIGHT - 24 };
  const horizontal = chart.kind === "bar";
  const out: string[] = [];
  if (chart.title) out.push(text(WIDTH / 2, 16, chart.title, "middle", ' font-weight="bold" font-size="10"'));

  // Value axis: a line and a label per step, across (columns, lines) or along the bottom (bars).
  const span = scale.max - scale.min;
  const along = (value: number) =>
    horizontal
      ? plot.left + ((value - scale.min) / span) * (plot.right - plot.left)
      : plot.bottom - ((value - scale.min) / span) * (plot.bottom - plot.top);
  for (let v = scale.min; v <= scale.max + scale.step / 2; v += scale.step) {
    const at = round(along(v));
    if (horizontal) {
      out.push(
        `<line x1="${at}" y1="${plot.top}" x2="${at}" y2="${plot.bottom}" stroke="#d9d9d9" stroke-width="0.5"/>`,
      );
      out.push(text(at, plot.bottom + 10, label(v)));
    } else {
      out.push(
        `<line x1="${plot.left}" y1="${at}" x2="${plot.right}" y2="${at}" stroke="#d9d9d9" stroke-width="0.5"/>`,
      );
      out.push(text(plot.left - 4, at + FONT / 3, label(v), "end"));
    }
  }

  // Category axis: one band per category, its label in the middle.
  const band = ((horizontal ? plot.bottom - plot.top : plot.right - plot.left) as number) / count;
  const middle = (i: number) => (horizontal ? plot.top : plot.left) + band * (i + 0.5);
  for (let i = 0; i < count; i++) {
    const name = chart.categories[i] ?? String(i + 1);
    out.push(
      horizontal ? text(plot.left - 4, middle(i) + FONT / 3, name, "end") : text(middle(i), plot.bottom + 10, name),
    );
  }
  out.push(
    `<rect x="${plot.left}" y="${plot.top}" width="${round(plot.right - plot.left)}" height="${round(plot.bottom - plot.top)}" fill="none" stroke="#bfbfbf" stroke-width="0.5"/>`,
  );

  chart.series.forEach((series, k) => {
    const colour = COLOURS[k % COLOURS.length]!;
    if (chart.kind === "line") {
      const points = series.values
        .map((v, i) => (Number.isFinite(v) ? `${round(middle(i))},${round(along(v))}` : ""))
        .filter(Boolean)
        .join(" ");
      out.push(`<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="1.5"/>`);
    } else {
      const thickness = (band * 0.6) / chart.series.length;
      series.values.forEach((v, i) => {
        if (!Number.isFinite(v)) return;
        const start = middle(i) - band * 0.3 + thickness * k;
        const [from, to] = [along(Math.max(scale.min, 0)), along(v)];
        out.push(
          horizontal
            ? `<rect x="${round(Math.min(from, to))}" y="${round(start)}" width="${round(Math.abs(to - from))}" height="${round(thickness)}" fill="${colour}"/>`
            : `<rect x="${round(start)}" y="${round(Math.min(from, to))}" width="${round(thickness)}" height="${round(Math.abs(to - from))}" fill="${colour}"/>`,
        );
      });
    }
    const y = plot.top + 10 + k * 12;
    out.push(`<rect x="${plot.right + 10}" y="${y - 5}" width="8" height="6" fill="${colour}"/>`);
    out.push(text(plot.right + 22, y, series.name, "start"));
  });
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${out.join("")}</svg>`,
    width: WIDTH,
    height: HEIGHT,
  };
}
