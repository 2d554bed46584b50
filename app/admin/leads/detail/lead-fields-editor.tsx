import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import {
  type AdminSubmission,
  type LeadStatus,
  type LeadUpdate,
  VALUE_ESTIMATE_MAX,
} from "#contracts/leads/lead-desk.ts";
import type { TeamMember } from "#contracts/accounts/accounts.ts";
import { Button } from "#app/ui/button.tsx";
import { StatusSelect } from "../status-menu.tsx";
import { todayInAdminZone } from "#contracts/calendar.ts";

// The detail panel's pipeline fields: status, owner, follow-up date and value estimate. Each
// saves on its own (PATCH) and says so beside it; on an error the typed value stays.

type SaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "error"; message: string };

const IDLE: SaveState = { kind: "idle" };

const FOLLOW_UP_PAUSE_MS = 700;

/** A whole day from this century on: what a follow-up date can be. Pure. */
export function isPlausibleDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= "2000-01-01";
}

function SaveStatus({ state }: { state: SaveState }) {
  return (
    <p
      role="status"
      className={`mt-1 min-h-5 text-sm ${state.kind === "error" ? "font-medium text-red-700" : "text-slate-600"}`}
    >
      {state.kind === "saving"
        ? "Saving..."
        : state.kind === "saved"
          ? "Saved"
          : state.kind === "error"
            ? state.message
            : ""}
    </p>
  );
}

/** A field edited in place: its label, its control, and whether its last change was saved. */
function SavedField({
  id,
  label,
  state,
  children,
}: {
  id: string;
  label: string;
  state: SaveState;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      <SaveStatus state={state} />
    </div>
  );
}

/** A field's save: its state and a function that runs one update. */
function useFieldSave(onUpdate: (update: LeadUpdate) => Promise<unknown>) {
  const [state, setState] = useState<SaveState>(IDLE);
  async function save(update: LeadUpdate): Promise<boolean> {
    setState({ kind: "saving" });
    try {
      await onUpdate(update);
      setState({ kind: "saved" });
      return true;
    } catch (error) {
      setState({ kind: "error", message: error instanceof Error ? error.message : "Not saved. Please try again." });
      return false;
    }
  }
  return { state, save };
}

/** Who can own a lead: the team, or (while the team cannot be loaded) the current owner and me. */
export function ownerOptions(
  team: readonly TeamMember[] | null,
  current: AdminSubmission["owner"],
  me: { id: number; displayName: string },
): { id: number; displayName: string }[] {
  const people: { id: number; displayName: string }[] = team && team.length > 0 ? [...team] : [me];
  if (current && !people.some((person) => person.id === current.id)) people.push(current);
  return people.map(({ id, displayName }) => ({ id, displayName }));
}

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

interface LeadFieldsEditorProps {
  lead: AdminSubmission;
  team: readonly TeamMember[] | null;
  me: { id: number; displayName: string };
  onUpdate: (update: LeadUpdate) => Promise<AdminSubmission>;
  /** Lost needs a reason: the dashboard asks for it in a dialog. */
  onAskLostReason: () => void;
}

/** Mount with `key={lead.id}`: the drafts belong to one lead. */
export function LeadFieldsEditor({ lead, team, me, onUpdate, onAskLostReason }: LeadFieldsEditorProps) {
  const ids = { status: useId(), owner: useId(), followUp: useId(), value: useId() };
  const status = useFieldSave(onUpdate);
  const owner = useFieldSave(onUpdate);
  const followUp = useFieldSave(onUpdate);
  const value = useFieldSave(onUpdate);
  const [followUpDraft, setFollowUpDraft] = useState(lead.followUpOn ?? "");
  const [valueDraft, setValueDraft] = useState(lead.valueEstimate ?? "");
  const [ownerDraft, setOwnerDraft] = useState(lead.owner ? String(lead.owner.id) : "");

  function changeStatus(next: LeadStatus) {
    if (next === lead.status) return;
    if (next === "lost") onAskLostReason();
    else void status.save({ status: next });
  }

  // A date typed digit by digit passes through days like 0002-11-24: wait for a pause (or
  // leaving the field) and never save a year before 2000. "" (cleared, or half typed) waits
  // for the field to be left.
  const followUpTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The day last sent, so leaving the field while it saves does not send it again.
  const followUpSent = useRef(lead.followUpOn ?? "");
  useEffect(() => () => clearTimeout(followUpTimer.current), []);

  function saveFollowUp(day: string) {
    clearTimeout(followUpTimer.current);
    if (day === followUpSent.current || (day !== "" && !isPlausibleDay(day))) return;
    followUpSent.current = day;
    void followUp.save({ followUpOn: day === "" ? null : day }).then((saved) => {
      // Not saved: the same day may be sent again.
      if (!saved) followUpSent.current = lead.followUpOn ?? "";
    });
  }

  function changeFollowUp(day: string) {
    setFollowUpDraft(day);
    clearTimeout(followUpTimer.current);
    if (day !== "") followUpTimer.current = setTimeout(() => saveFollowUp(day), FOLLOW_UP_PAUSE_MS);
  }

  function saveValue(event?: FormEvent) {
    event?.preventDefault();
    const next = valueDraft.trim();
    if (next === (lead.valueEstimate ?? "")) return;
    void value.save({ valueEstimate: next === "" ? null : next });
  }

  const people = ownerOptions(team, lead.owner, me);
  return (
    <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
      <SavedField id={ids.status} label="Status" state={status.state}>
        <StatusSelect
          id={ids.status}
          look="field"
          value={lead.status}
          onChange={changeStatus}
          disabled={status.state.kind === "saving"}
        />
        {lead.status === "lost" && lead.lostReason ? (
          <p className="mt-1 text-sm text-slate-700">Reason: {lead.lostReason}</p>
        ) : null}
      </SavedField>
      <SavedField id={ids.owner} label="Owner" state={owner.state}>
        <select
          id={ids.owner}
          className={inputClass}
          value={ownerDraft}
          onChange={(event) => {
            // The choice stays shown if it cannot be saved, beside the reason.
            setOwnerDraft(event.target.value);
            void owner.save({ ownerId: event.target.value === "" ? null : Number(event.target.value) });
          }}
          disabled={owner.state.kind === "saving"}
        >
          <option value="">No owner</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.id === me.id ? `${person.displayName} (me)` : person.displayName}
            </option>
          ))}
        </select>
      </SavedField>
      <SavedField id={ids.followUp} label="Follow-up date" state={followUp.state}>
        <div className="flex gap-2">
          <input
            id={ids.followUp}
            type="date"
            className={inputClass}
            value={followUpDraft}
            onChange={(event) => changeFollowUp(event.target.value)}
            onBlur={() => saveFollowUp(followUpDraft)}
          />
          <Button
            variant="secondary"
            className="shrink-0 px-3"
            onClick={() => {
              const today = todayInAdminZone();
              setFollowUpDraft(today);
              saveFollowUp(today);
            }}
          >
            Today
          </Button>
        </div>
      </SavedField>
      <form onSubmit={saveValue} noValidate>
        <SavedField id={ids.value} label="Value estimate (₹)" state={value.state}>
          <input
            id={ids.value}
            type="text"
            className={inputClass}
            maxLength={VALUE_ESTIMATE_MAX}
            placeholder="e.g. 1.5 lakh a month"
            value={valueDraft}
            onChange={(event) => setValueDraft(event.target.value)}
            onBlur={() => saveValue()}
          />
        </SavedField>
      </form>
    </div>
  );
}
