import { useState } from "react";
import type { LucideIcon } from "lucide-react";
import { Alert } from "#app/ui/alert.tsx";
import { Button, type ButtonProps } from "#app/ui/button.tsx";
import { Dialog } from "#app/ui/dialog.tsx";

/** A form's submit button: disabled and marked busy while its action runs. */
export function SubmitButton({ pending, disabled, ...props }: ButtonProps & { pending: boolean }) {
  return <Button type="submit" disabled={pending || disabled} aria-busy={pending} {...props} />;
}

interface DialogActionsProps {
  /** The failure of the last action, shown above the buttons. */
  error: string | null;
  onCancel: () => void;
  cancelLabel?: string;
  /** Disables the cancel button while the action runs. */
  busy?: boolean;
  /** The dialog's main button. */
  children: React.ReactNode;
}

/** The foot of an admin dialog: the last failure, then Cancel (or Close) and the main button. */
export function DialogActions({ error, onCancel, cancelLabel = "Cancel", busy, children }: DialogActionsProps) {
  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        {children}
      </div>
    </>
  );
}

/** A dialog's last step: what was done, and a Done button that closes it. */
export function DoneStep({ onDone, children }: { onDone: () => void; children: React.ReactNode }) {
  return (
    <div className="space-y-4">
      {children}
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

/** What a header dialog's content takes: how to close it, and what a 401 does. */
export interface DialogBodyProps {
  onClose: () => void;
  onSignedOut: (error: unknown) => boolean;
}

interface DialogButtonProps {
  icon: LucideIcon;
  /** The button's text and the dialog's title. */
  label: string;
  /** The dialog's content, mounted only while it is open so that each opening starts afresh. */
  children: (close: () => void) => React.ReactNode;
}

/** A header button that opens its own dialog. */
export function DialogButton({ icon: Icon, label, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {label}
      </Button>
      <Dialog open={open} onClose={close} title={label}>
        {open ? children(close) : null}
      </Dialog>
    </>
  );
}
