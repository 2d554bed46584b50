import { useId, useState } from "react";
import type { StaffAvailability, UpcomingCall } from "#contracts/booking/booking.ts";
import { Alert } from "#app/ui/alert.tsx";
import { useLoad } from "../shared/use-load.ts";
import { AvailabilityForm } from "./availability-form.tsx";
import { bookingsApi } from "./bookings-api.ts";
import { callDays } from "./calls-calendar.ts";
import type { PanelProps } from "#app/admin/shared/panel-props.ts";

interface Data {
  calls: UpcomingCall[];
  staff: StaffAvailability[];
}

/** The Calls view: upcoming calls booked on /book by New Delhi day, and the bookable hours (own; an owner's: everyone's). */
export function CallsPanel({ onSignedOut, tick }: PanelProps) {
  const headingId = useId();
  const [data, setData] = useState<Data | null>(null);
  const [error, setError] = useState<string | null>(null);
  useLoad(
    String(tick),
    async () => {
      const [calls, staff] = await Promise.all([bookingsApi.calls(), bookingsApi.availability()]);
      return { calls, staff };
    },
    (answer) => {
      setData(answer);
      setError(null);
    },
    (failure) => {
      if (!onSignedOut(failure)) setError("The calls could not be loaded. Please try Refresh.");
    },
  );
  const days = callDays(data?.calls ?? []);

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Calls
        </h2>
        <p className="mt-1 text-sm text-slate-600">Upcoming calls booked on the website, in New Delhi time.</p>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <p role="status" className="text-sm text-slate-600">
        {data === null ? "Loading calls..." : `${data.calls.length} upcoming call${data.calls.length === 1 ? "" : "s"}`}
      </p>
      <ol className="space-y-4" aria-label="Upcoming calls by day">
        {days.map((day) => (
          <li key={day.day}>
            <h3 className="text-sm font-semibold text-slate-900">{day.title}</h3>
            <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
              {day.calls.map((call) => (
                <li key={call.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-3 py-2 text-sm">
                  <span className="font-semibold tabular-nums text-slate-900">
                    {call.from}–{call.to}
                  </span>
                  <span className="text-slate-800">{call.name || "(erased)"}</span>
                  <span className="text-slate-600">with {call.staffName}</span>
                  <span className="text-slate-600">Lead #{call.submissionId}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="space-y-4">
        <h2 className="text-lg font-bold text-slate-900">Bookable hours</h2>
        {data?.staff.map((member) => (
          <AvailabilityForm key={member.staffId} member={member} onSignedOut={onSignedOut} />
        ))}
      </div>
    </section>
  );
}
