import { type AdminSubmission, MSG_DELETE_CONFIRM } from "#contracts/leads/lead-desk.ts";
import { Button } from "#app/ui/button.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import { displayName, formatDateTime } from "../shared/format.ts";

interface DeleteDialogProps {
  /** The lead to delete; null keeps the dialog closed. */
  lead: AdminSubmission | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The spec's question word for word, then which lead it is: "Asha Rao · 22 Nov 2026, 3:30 pm". */
export function DeleteDialog({ lead, deleting, onCancel, onConfirm }: DeleteDialogProps) {
  return (
    <Dialog open={lead !== null} onClose={onCancel} title="Delete submission">
      <p className="text-slate-700">{MSG_DELETE_CONFIRM}</p>
      {lead ? (
        <p className="mt-2 font-semibold text-slate-900">
          {displayName(lead.data)} · {formatDateTime(lead.timestamp)}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting} aria-busy={deleting}>
          {deleting ? "Deleting..." : "Delete"}
        </Button>
      </div>
    </Dialog>
  );
}
