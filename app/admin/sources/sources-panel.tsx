import { useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { RefreshCw } from "lucide-react";
import { ADMIN_TIME_ZONE, type DayRange, daysInRange, todayInAdminZone } from "#contracts/calendar.ts";
import { SOURCES_DEFAULT_DAYS, type SourcesReport } from "#contracts/sources/sources-report.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { TextField } from "#app/ui/field.tsx";
import { adminApi } from "../shared/api.ts";
import { useLoad } from "../shared/use-load.ts";
import { SourcesReportView } from "./sources-report.tsx";
import { PRESET_DAYS, formatRange, lastDays, presetOf, rangeError, rangeOfSearch } from "./sources-range.ts";
import { PanelHeading } from "#app/ui/panel-heading.tsx";
import type { PanelProps } from "#app/admin/shared/panel-props.ts";

/** Typing a date changes the input field by field: ask once the typing has settled. */
export const TYPING_SETTLES_MS = 600;

interface Data {
  /** The range, refresh and retry this answer belongs to. */
  key: string;
  report: SourcesReport | null;
  error: string | null;
}

/**
 * The Sources tab: which channels, campaigns, landing pages and tools bring leads, for a
 * chosen range of days in the admin time zone (the last 30 by default). One request per
 * range; the header's Refresh and the error's Retry ask again. The range is the URL's
 * (/admin/sources?from=2026-11-01&to=2026-11-24), so reload, Back and a link keep it.
 */
export function SourcesPanel({ onSignedOut, tick }: PanelProps) {
  const headingId = useId();
  const presetsLabelId = useId();
  const [params, setParams] = useSearchParams();
  const { from, to } = rangeOfSearch(params) ?? lastDays(SOURCES_DEFAULT_DAYS);
  const [input, setInput] = useState<DayRange>({ from, to });
  // The range this page last wrote: another one in the URL came from Back or a link.
  const written = useRef(`${from}|${to}`);
  const setRange = (range: DayRange) => {
    written.current = `${range.from}|${range.to}`;
    setParams({ from: range.from, to: range.to }, { replace: true });
  };
  useEffect(() => {
    if (written.current === `${from}|${to}`) return;
    written.current = `${from}|${to}`;
    setInput({ from, to });
  }, [from, to]);
  const [retry, setRetry] = useState(0);
  const [data, setData] = useState<Data | null>(null);
  const key = `${from}|${to}|${tick}|${retry}`;
  const loading = data?.key !== key;
  const inputError = rangeError(input);
  const today = todayInAdminZone();
  const preset = presetOf(input, today);

  useEffect(() => {
    if (rangeError(input) !== null || (input.from === from && input.to === to)) return;
    const timer = setTimeout(() => setRange(input), TYPING_SETTLES_MS);
    return () => clearTimeout(timer);
    // setRange writes the URL; a new one each render, it changes nothing else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input, from, to]);

  useLoad(
    key,
    () => adminApi.sources({ from, to }),
    (report) => setData({ key, report, error: null }),
    (error) => {
      if (onSignedOut(error)) return;
      const detail = error instanceof Error ? ` ${error.message}` : "";
      setData({ key, report: null, error: `The sources report could not be loaded.${detail}` });
    },
  );

  function choosePreset(days: number) {
    const range = lastDays(days);
    setInput(range);
    if (range.from !== from || range.to !== to) setRange(range);
  }

  const report = data?.report ?? null;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <PanelHeading id={headingId}>Sources</PanelHeading>
        <p className="mt-1 text-sm text-slate-600">
          Where leads came from and which tools brought them. Days in New Delhi time ({ADMIN_TIME_ZONE}), both included.
        </p>
        <div className="mt-4 flex flex-col gap-3 md:flex-row md:items-start md:gap-6">
          <div className="grid grid-cols-2 gap-3 md:w-96">
            <TextField
              label="From"
              type="date"
              value={input.from}
              max={input.to || today}
              error={inputError?.field === "from" ? inputError.message : null}
              onChange={(event) => setInput((current) => ({ ...current, from: event.target.value }))}
            />
            <TextField
              label="To"
              type="date"
              value={input.to}
              min={input.from || undefined}
              max={today}
              error={inputError?.field === "to" ? inputError.message : null}
              onChange={(event) => setInput((current) => ({ ...current, to: event.target.value }))}
            />
          </div>
          <div className="flex flex-wrap items-center gap-2 md:mt-7">
            <span id={presetsLabelId} className="text-sm font-semibold text-slate-800">
              Last
            </span>
            <div role="group" aria-labelledby={presetsLabelId} className="flex flex-wrap gap-2">
              {PRESET_DAYS.map((days) => (
                <button
                  key={days}
                  type="button"
                  aria-label={`Last ${days} days`}
                  aria-pressed={preset === days}
                  onClick={() => choosePreset(days)}
                  className={`min-h-11 rounded-full px-4 py-2 text-sm font-semibold ${
                    preset === days ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"
                  }`}
                >
                  {days} days
                </button>
              ))}
            </div>
          </div>
        </div>
        <p role="status" className="mt-3 text-sm text-slate-600">
          {loading
            ? `Loading the sources report for ${formatRange({ from, to })}...`
            : report
              ? `Showing ${formatRange(report)} (${daysInRange(report)} ${daysInRange(report) === 1 ? "day" : "days"}).`
              : ""}
        </p>
      </div>

      {!loading && data?.error ? (
        <Alert>
          <p>{data.error}</p>
          <Button variant="secondary" className="mt-2" onClick={() => setRetry((value) => value + 1)}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            Retry
          </Button>
        </Alert>
      ) : null}

      {report ? (
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : ""}>
          <SourcesReportView report={report} />
        </div>
      ) : loading ? (
        <div aria-hidden="true" className="space-y-4">
          <div className="grid max-w-md grid-cols-2 gap-3">
            <div className="h-24 animate-pulse rounded-xl bg-white motion-reduce:animate-none" />
            <div className="h-24 animate-pulse rounded-xl bg-white motion-reduce:animate-none" />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="h-56 animate-pulse rounded-xl bg-white motion-reduce:animate-none" />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
