// The admin's charts: plain SVG, no chart library. Widths are percentages of the chart's
// own width, so one drawing fits a 390 px phone and a wide screen alike, and text is never
// scaled: each bar's label sits on its own line above the bar (labels cannot overlap), and
// its value at the bar's end. The SVG is an image with a short label; the numbers
// themselves are always in a real table next to the chart (sources-report.tsx).

/** The share of the chart's width kept free at the bars' end for the value. */
const VALUE_RESERVE_PERCENT = 18;
/** The shortest visible bar, in percent, so a small non-zero value is not mistaken for zero. */
const MIN_BAR_PERCENT = 0.6;
const ROW_HEIGHT = 42;
const BAR_HEIGHT = 16;
const BAR_TOP = 20;

/** A value's length as a percentage of the longest (0 for zero, at least MIN_BAR_PERCENT otherwise). */
export function scaleToPercent(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return 0;
  return Math.max(MIN_BAR_PERCENT, Math.min(100, (value / max) * 100));
}

/** Cuts a label to `maxChars` characters with an ellipsis. */
export function truncateLabel(label: string, maxChars: number): string {
  const chars = [...label];
  return chars.length <= maxChars ? label : `${chars.slice(0, maxChars - 1).join("")}…`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

interface BarDatum {
  label: string;
  value: number;
}

interface BarChartProps {
  /** What the chart shows, for screen readers: "Leads by channel". */
  label: string;
  data: readonly BarDatum[];
  formatValue?: (value: number) => string;
  /** Longer labels are cut with an ellipsis (the full text stays in the table). */
  maxLabelChars?: number;
  className?: string;
}

/** Horizontal bars, one per category, in the order given. */
export function BarChart({ label, data, formatValue = String, maxLabelChars = 36, className = "" }: BarChartProps) {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const track = 100 - VALUE_RESERVE_PERCENT;
  return (
    <svg
      role="img"
      aria-label={`${label}: bar chart. The numbers are in the table below.`}
      width="100%"
      height={data.length * ROW_HEIGHT}
      className={`block text-[13px] ${className}`}
    >
      {data.map((datum, index) => {
        const top = index * ROW_HEIGHT;
        const length = round((scaleToPercent(datum.value, max) * track) / 100);
        return (
          <g key={`${datum.label}-${index}`} data-value={datum.value}>
            {/* x=1: a leading glyph's overhang ("Y", "W") stays inside the drawing. */}
            <text x="1" y={top + 14} className="fill-slate-700">
              {truncateLabel(datum.label, maxLabelChars)}
            </text>
            <rect x="0" y={top + BAR_TOP} width={`${track}%`} height={BAR_HEIGHT} rx="3" className="fill-slate-100" />
            {length > 0 ? (
              <rect
                x="0"
                y={top + BAR_TOP}
                width={`${length}%`}
                height={BAR_HEIGHT}
                rx="3"
                className="fill-brand-600"
              />
            ) : null}
            <text x={`${length}%`} dx="6" y={top + BAR_TOP + 12.5} className="fill-slate-900 font-semibold">
              {formatValue(datum.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const COLUMN_CHART_HEIGHT = 132;
const PLOT_TOP = 18;
const PLOT_BOTTOM = 108;

/** Where column `index` of `count` sits, in percent of the chart's width: a gap between columns while they are wide enough. */
export function columnGeometry(index: number, count: number): { x: number; width: number } {
  const slot = 100 / count;
  const width = count <= 62 ? slot * 0.72 : slot;
  return { x: round(index * slot + (slot - width) / 2), width: round(width) };
}

interface ColumnDatum {
  /** The column's label under the axis (the first and last are drawn) and in its tooltip. */
  label: string;
  value: number;
}

interface ColumnChartProps {
  label: string;
  data: readonly ColumnDatum[];
  formatValue?: (value: number) => string;
  className?: string;
}

/**
 * A small column series, one column per step (a day), oldest on the left: the highest value
 * is written at the top line, the first and last labels under the axis.
 */
export function ColumnChart({ label, data, formatValue = String, className = "" }: ColumnChartProps) {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const plotHeight = PLOT_BOTTOM - PLOT_TOP;
  const first = data[0];
  const last = data.length > 1 ? data[data.length - 1] : undefined;
  return (
    <svg
      role="img"
      aria-label={`${label}: column chart. The numbers are in the table below.`}
      width="100%"
      height={COLUMN_CHART_HEIGHT}
      className={`block text-xs ${className}`}
    >
      <text x="0" y="11" className="fill-slate-600">
        {max > 0 ? `Most in a day: ${formatValue(max)}` : "None"}
      </text>
      <line x1="0" x2="100%" y1={PLOT_TOP} y2={PLOT_TOP} className="stroke-slate-200" strokeDasharray="3 3" />
      {data.map((datum, index) => {
        if (!(datum.value > 0)) return null;
        // At least 2 px, so a day with one run among busy days still shows.
        const height = round(Math.max(2, (scaleToPercent(datum.value, max) / 100) * plotHeight));
        const { x, width } = columnGeometry(index, data.length);
        return (
          <rect
            key={`${datum.label}-${index}`}
            x={`${x}%`}
            y={round(PLOT_BOTTOM - height)}
            width={`${width}%`}
            height={height}
            className="fill-brand-600"
            data-value={datum.value}
          >
            <title>{`${datum.label}: ${formatValue(datum.value)}`}</title>
          </rect>
        );
      })}
      <line x1="0" x2="100%" y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} className="stroke-slate-400" />
      {first ? (
        <text x="0" y={PLOT_BOTTOM + 18} className="fill-slate-600">
          {first.label}
        </text>
      ) : null}
      {last ? (
        // dx: a glyph's ink may reach past its advance width (the "v" of "Nov" by almost a
        // pixel), which the right edge would clip.
        <text x="100%" dx="-2" y={PLOT_BOTTOM + 18} textAnchor="end" className="fill-slate-600">
          {last.label}
        </text>
      ) : null}
    </svg>
  );
}
