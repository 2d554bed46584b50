import { useState } from "react";
import { Download } from "lucide-react";
import {
  DATA_REQUEST_KIND_NAMES,
  DATA_REQUEST_LIMITS,
  type DataRequestItem,
} from "#contracts/privacy/data-requests.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import { TextArea } from "#app/ui/field.tsx";
import { exportLinkClass, formatDateTime } from "../shared/format.ts";
import { copyUrl, dataRequestsApi } from "./data-requests-api.ts";
import { deadlineState } from "./data-requests-format.ts";

const STATUS_LABELS: Record<DataRequestItem["status"], string> = {
  received: "Awaiting confirmation",
  confirmed: "Open",
  completed: "Completed",
  refused: "Refused",
};

interface CardProps {
  item: DataRequestItem;
  now: Date;
  isOwner: boolean;
  onChanged: () => void;
  onSignedOut: (error: unknown) => boolean;
}

/** One request: what was asked, by when, and, while it is open, what staff can do with it. */
export function DataRequestCard({ item, now, isOwner, onChanged, onSignedOut }: CardProps) {
  const [outcome, setOutcome] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmErase, setConfirmErase] = useState(false);
  const deadline = deadlineState(item, now);
  const open = item.status === "confirmed";
  const title = `${DATA_REQUEST_KIND_NAMES[item.kind]} request #${item.id}`;

  async function act(work: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await work();
      onChanged();
    } catch (failure) {
      if (!onSignedOut(failure))
        setError(failure instanceof Error ? failure.message : "That did not work. Please try again.");
    } finally {
      setBusy(false);
      setConfirmErase(false);
    }
  }

  return (
    <li className="space-y-2 px-3 py-4 text-sm" aria-label={title}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {STATUS_LABELS[item.status]}
        </span>
      </div>
      {item.email ? <p className="font-medium break-all text-slate-900">{item.email}</p> : null}
      <p className="text-slate-600">
        Asked {formatDateTime(item.requestedAt)}
        {item.confirmedAt ? `, confirmed ${formatDateTime(item.confirmedAt)}` : ""}
        {item.completedAt
          ? `, closed ${formatDateTime(item.completedAt)}${item.completedBy ? ` by ${item.completedBy}` : ""}`
          : ""}
      </p>
      {deadline ? (
        <p className={deadline.overdue ? "font-semibold text-red-700" : "text-slate-700"}>
          Deadline {formatDateTime(item.deadlineAt)}: {deadline.overdue ? <strong>Overdue, </strong> : null}
          {deadline.text}
        </p>
      ) : null}
      {item.details ? (
        <p className="rounded-lg bg-slate-50 p-2 whitespace-pre-wrap text-slate-800">{item.details}</p>
      ) : null}
      {item.outcome ? <p className="text-slate-700">Outcome: {item.outcome}</p> : null}
      {error ? <Alert>{error}</Alert> : null}
      {open ? (
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <a className={exportLinkClass} href={copyUrl(item.id)} download>
              <Download aria-hidden="true" className="h-4 w-4" />
              Download the copy (JSON)
            </a>
            {item.kind === "erase" && isOwner ? (
              <Button variant="danger" onClick={() => setConfirmErase(true)} disabled={busy}>
                Erase
              </Button>
            ) : null}
          </div>
          {item.kind === "erase" && !isOwner ? <p className="text-slate-600">An owner erases the data.</p> : null}
          <TextArea
            label="Outcome"
            rows={2}
            maxLength={DATA_REQUEST_LIMITS.outcome}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value)}
            hint="What was done (or why it was refused); kept with the request. No names or addresses."
          />
          <div className="flex flex-wrap gap-2">
            {item.kind !== "erase" ? (
              <Button
                onClick={() => void act(() => dataRequestsApi.close(item.id, "complete", outcome))}
                disabled={busy}
              >
                Mark done
              </Button>
            ) : null}
            <Button
              variant="secondary"
              onClick={() => void act(() => dataRequestsApi.close(item.id, "refuse", outcome))}
              disabled={busy}
            >
              Refuse
            </Button>
          </div>
        </div>
      ) : null}
      <Dialog
        open={confirmErase}
        onClose={() => setConfirmErase(false)}
        title={`Erase the data of request #${item.id}?`}
      >
        <p className="text-slate-700">
          Every submission of {item.email}, with its notes and timeline, its booked calls, the e-mails we sent, its
          newsletter subscription and its consent records are deleted for good. Only a record that this request was
          handled stays.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmErase(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void act(() => dataRequestsApi.erase(item.id))} disabled={busy}>
            Erase for good
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
