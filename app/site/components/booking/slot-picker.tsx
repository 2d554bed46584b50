import { useEffect, useId, useState } from "react";
import { BOOKING_SLOTS_PATH, type Slot, type SlotDay, type SlotsAnswer } from "#contracts/booking/booking.ts";
import { Alert } from "#app/ui/alert.tsx";
import { DAY_STATE_LABELS, dayLabel, slotLabel, visitorZone, zoneName } from "./booking-format.ts";

/** The fortnight's days and free times from the server; `reload` after a time was taken. */
export function useSlots() {
  const [days, setDays] = useState<SlotDay[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    fetch(BOOKING_SLOTS_PATH, { headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error("slots");
        const answer = (await response.json()) as SlotsAnswer;
        if (live) setDays(answer.days);
      })
      .catch(() => live && setError("The free times could not be loaded. Please reload the page."));
    return () => {
      live = false;
    };
  }, [version]);
  return { days, error, reload: () => setVersion((value) => value + 1) };
}

/**
 * Days as buttons (past, closed and full ones shown as such and not pressable), then the
 * chosen day's times as radios in a labelled group: keyboard users tab to a day, press it,
 * and pick a time with the arrow keys.
 */
export function SlotPicker({
  days,
  value,
  onChange,
  suggested,
}: {
  days: SlotDay[];
  value: string;
  onChange: (start: string) => void;
  /** Times offered after the one picked was taken: shown above the days. */
  suggested?: Slot[];
}) {
  const groupId = useId();
  // Rendered only once the times have loaded in the browser, never prerendered: the zone is the browser's.
  const [zone] = useState(visitorZone);
  const firstOpen = days.find((day) => day.state === "open")?.day ?? null;
  const [picked, setPicked] = useState<string | null>(firstOpen);
  const day = days.find((candidate) => candidate.day === (picked ?? firstOpen));
  const shownZone = zone ?? "Asia/Kolkata";

  const radios = (slots: Slot[], name: string) => (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {slots.map((slot, index) => (
        <label
          key={slot.start}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
        >
          <input
            id={`${groupId}-${name}-${index}`}
            type="radio"
            name={name}
            value={slot.start}
            checked={value === slot.start}
            onChange={() => onChange(slot.start)}
            className="h-5 w-5 shrink-0 accent-brand-700"
          />
          {slotLabel(slot.start, shownZone)}
        </label>
      ))}
    </div>
  );

  return (
    <div className="space-y-5">
      {suggested && suggested.length > 0 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">The next free times</legend>
          {radios(suggested, "suggestedStart")}
        </fieldset>
      ) : null}
      <div role="group" aria-labelledby={`${groupId}-days`}>
        <h3 id={`${groupId}-days`} className="mb-2 text-sm font-semibold text-slate-800">
          Pick a day
        </h3>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-7">
          {days.map((candidate) => {
            const open = candidate.state === "open";
            const pressed = candidate.day === day?.day;
            return (
              <button
                key={candidate.day}
                type="button"
                disabled={!open}
                aria-pressed={pressed}
                onClick={() => setPicked(candidate.day)}
                className={`flex min-h-14 flex-col items-center justify-center rounded-lg border px-1 py-1.5 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  pressed
                    ? "border-brand-700 bg-brand-700 text-white"
                    : open
                      ? "border-slate-200 bg-white text-slate-900 hover:border-brand-400"
                      : "cursor-not-allowed border-slate-100 bg-slate-100 text-slate-500 line-through decoration-slate-400"
                }`}
              >
                <span>{dayLabel(candidate.day)}</span>
                <span className={`font-normal ${open ? "" : "no-underline"}`}>{DAY_STATE_LABELS[candidate.state]}</span>
              </button>
            );
          })}
        </div>
      </div>
      {day && day.state === "open" ? (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-slate-800">Times on {dayLabel(day.day)}</legend>
          <p className="mb-2 text-xs text-slate-600">
            {zone && zone !== "Asia/Kolkata"
              ? `Shown in your time (${zoneName(zone)}) beside New Delhi time.`
              : "Shown in New Delhi time (IST)."}
          </p>
          {radios(day.slots, "start")}
        </fieldset>
      ) : (
        <Alert tone="info">No free times in the next two weeks. Please write to us from the contact page.</Alert>
      )}
    </div>
  );
}
