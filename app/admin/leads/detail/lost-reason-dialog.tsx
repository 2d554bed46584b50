import { type FormEvent, useEffect, useId, useState } from "react";
import { LOST_REASON_MAX, MSG_LOST_REASON_REQUIRED } from "#contracts/leads/lead-desk.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import { TextField } from "#app/ui/field.tsx";

interface LostReasonDialogProps {
  /** The lead being marked as lost, by name; null keeps the dialog closed. */
  leadName: string | null;
  onCancel: () => void;
  /** Saves the status with the reason; rejects with the message to show. */
  onConfirm: (reason: string) => Promise<void>;
}

/** Moving a lead to Lost asks why, in a few words (the server refuses Lost without a reason). */
export function LostReasonDialog({ leadName, onCancel, onConfirm }: LostReasonDialogProps) {
  return (
    <Dialog open={leadName !== null} onClose={onCancel} title="Mark as lost">
      {/* Mounted afresh for each lead, so a reason typed for one never shows for the next. */}
      {leadName !== null ? (
        <LostReasonForm key={leadName} leadName={leadName} onCancel={onCancel} onConfirm={onConfirm} />
      ) : null}
    </Dialog>
  );
}

function LostReasonForm({
  leadName,
  onCancel,
  onConfirm,
}: { leadName: string } & Omit<LostReasonDialogProps, "leadName">) {
  const fieldId = useId();
  const [reason, setReason] = useState("");
  // The reason is what the dialog is for: the cursor starts there (not on Close).
  useEffect(() => document.getElementById(fieldId)?.focus(), [fieldId]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === "") {
      setFieldError(MSG_LOST_REASON_REQUIRED);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await onConfirm(reason.trim());
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : "The status could not be saved. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-4 text-slate-700">Why was {leadName} lost? A few words help the team learn from it.</p>
      <TextField
        label="Reason"
        required
        maxLength={LOST_REASON_MAX}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (fieldError) setFieldError(null);
        }}
        error={fieldError}
        id={fieldId}
      />
      {saveError ? <Alert className="mt-3">{saveError}</Alert> : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={saving} aria-busy={saving}>
          {saving ? "Saving..." : "Mark as lost"}
        </Button>
      </div>
    </form>
  );
}
