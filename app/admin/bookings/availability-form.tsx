import { useId, useState } from "react";
import { type Availability, CALL_LENGTHS, type StaffAvailability, WEEKDAY_NAMES } from "#contracts/booking/booking.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { bookingsApi } from "./bookings-api.ts";

const inputClass = "min-h-11 rounded-lg border border-slate-300 px-2 py-1.5 text-sm text-slate-900";
// Monday first, as the week is read; the stored list is Sunday first (Date.getUTCDay).
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** One staff member's bookable hours (New Delhi time): call length, buffer, notice, and each day's hours. */
export function AvailabilityForm({
  member,
  onSignedOut,
}: {
  member: StaffAvailability;
  onSignedOut: (error: unknown) => boolean;
}) {
  const id = useId();
  const [hours, setHours] = useState<Availability>(member.availability);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const setDay = (index: number, change: Partial<Availability["weekly"][number]>) =>
    setHours((current) => ({
      ...current,
      weekly: current.weekly.map((day, at) => (at === index ? { ...day, ...change } : day)),
    }));

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg border border-slate-200 p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setSaving(true);
        try {
          const saved = await bookingsApi.saveAvailability(member.staffId, hours);
          setHours(saved.availability);
          setMessage({ tone: "success", text: "Saved. The booking page offers these hours now." });
        } catch (error) {
          if (!onSignedOut(error))
            setMessage({ tone: "error", text: error instanceof Error ? error.message : "Not saved." });
        } finally {
          setSaving(false);
        }
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {member.staffName}: bookable hours (New Delhi time)
      </h3>
      <label className="flex items-center gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={hours.takesCalls}
          onChange={(event) => setHours({ ...hours, takesCalls: event.target.checked })}
          className="h-5 w-5 accent-brand-700"
        />
        Takes calls booked on the website
      </label>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Call length
          <select
            className={inputClass}
            value={hours.callMinutes}
            onChange={(event) => setHours({ ...hours, callMinutes: Number(event.target.value) })}
          >
            {CALL_LENGTHS.map((length) => (
              <option key={length} value={length}>
                {length} minutes
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Buffer between calls (minutes)
          <input
            className={inputClass}
            type="number"
            min={0}
            max={60}
            value={hours.bufferMinutes}
            onChange={(event) => setHours({ ...hours, bufferMinutes: Number(event.target.value) })}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Minimum notice (hours)
          <input
            className={inputClass}
            type="number"
            min={0}
            max={168}
            step={0.5}
            value={hours.noticeMinutes / 60}
            onChange={(event) => setHours({ ...hours, noticeMinutes: Math.round(Number(event.target.value) * 60) })}
          />
        </label>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Weekly hours</legend>
        <div className="space-y-2">
          {WEEK_ORDER.map((index) => {
            const day = hours.weekly[index]!;
            const name = WEEKDAY_NAMES[index];
            const timeInput = (edge: "from" | "to") => (
              <input
                type="time"
                aria-label={`${name} ${edge}`}
                className={inputClass}
                value={day[edge]}
                disabled={!day.open}
                onChange={(event) => setDay(index, { [edge]: event.target.value })}
              />
            );
            return (
              <div key={name} className="flex flex-wrap items-center gap-3 text-sm">
                <label className="flex w-32 items-center gap-2 font-medium text-slate-800">
                  <input
                    type="checkbox"
                    checked={day.open}
                    onChange={(event) => setDay(index, { open: event.target.checked })}
                    className="h-5 w-5 accent-brand-700"
                  />
                  {name}
                </label>
                {timeInput("from")}
                <span aria-hidden="true">to</span>
                {timeInput("to")}
              </div>
            );
          })}
        </div>
      </fieldset>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : `Save ${member.staffName}'s hours`}
      </Button>
    </form>
  );
}
