import { useState } from "react";
import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  formatResponseTarget,
  MSG_RESPONSE_OVERDUE,
  RESPONSE_TARGET_PATH,
  type ResponseTargetAnswer,
} from "#contracts/leads/first-response.ts";
import { OFFICE_HOURS_TEXT, weekdayMinutes } from "#contracts/office-hours.ts";
import { Button } from "#app/ui/button.tsx";
import { SelectField } from "#app/ui/field.tsx";
import { request } from "../shared/api.ts";
import { useLoad } from "../shared/use-load.ts";
import { AdminCard, type CardMessage } from "#app/admin/shared/admin-card.tsx";
import type { PanelProps } from "#app/admin/shared/panel-props.ts";

// The owner's reply target (contracts/leads/first-response.ts): how long a new lead may wait,
// in office hours, before the desk flags it "Response overdue" (badge, board and counter).

/** One office day in minutes (contracts/office-hours.ts): the longest choices are whole days. */
const OFFICE_DAY = weekdayMinutes();
/** Choices in office minutes, from 15 minutes to 3 office days. */
const CHOICES = [15, 30, 45, 60, 90, 120, 180, 240, 360, OFFICE_DAY, 2 * OFFICE_DAY, 3 * OFFICE_DAY];

function choiceLabel(minutes: number): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  const days = minutes % OFFICE_DAY === 0 ? minutes / OFFICE_DAY : null;
  const note =
    minutes === DEFAULT_RESPONSE_TARGET_MINUTES
      ? "the default"
      : days
        ? `${days} office day${days === 1 ? "" : "s"}`
        : minutes < 60
          ? `${minutes} minutes`
          : null;
  return note ? `${hours} (${note})` : String(hours);
}

export function ResponseTargetEditor({ onSignedOut, tick }: PanelProps) {
  const [saved, setSaved] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<CardMessage | null>(null);
  const fail = (error: unknown) => {
    if (!onSignedOut(error))
      setMessage({ tone: "error", text: error instanceof Error ? error.message : "Please try again." });
  };

  useLoad(
    `${tick}`,
    () => request<ResponseTargetAnswer>("GET", RESPONSE_TARGET_PATH),
    (answer) => {
      setSaved(answer.minutes);
      setChosen(answer.minutes);
    },
    fail,
  );

  async function save(minutes: number) {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await request<ResponseTargetAnswer>("PUT", RESPONSE_TARGET_PATH, { minutes });
      setSaved(answer.minutes);
      setMessage({ tone: "success", text: `Saved: a lead is overdue after ${formatResponseTarget(answer.minutes)}.` });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const options = [...new Set([...CHOICES, ...(saved === null ? [] : [saved])])]
    .sort((a, b) => a - b)
    .map((minutes) => ({ value: String(minutes), label: choiceLabel(minutes) }));

  return (
    <AdminCard
      title="Response target"
      intro={
        <>
          A new lead nobody has answered (status change, note, e-mail, call or WhatsApp) by then is marked “
          {MSG_RESPONSE_OVERDUE}” in the list, on the board and in the counter. Only office hours count:{" "}
          {OFFICE_HOURS_TEXT}.
        </>
      }
      message={message}
    >
      {chosen === null ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Loading the response target...
        </p>
      ) : (
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void save(chosen);
          }}
        >
          <SelectField
            label="Response target (office hours)"
            value={String(chosen)}
            options={options}
            onChange={(event) => {
              setChosen(Number(event.target.value));
              setMessage(null);
            }}
          />
          <Button type="submit" disabled={busy || chosen === saved} aria-busy={busy}>
            {busy ? "Saving..." : "Save response target"}
          </Button>
        </form>
      )}
    </AdminCard>
  );
}
