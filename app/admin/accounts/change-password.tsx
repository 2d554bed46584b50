import { useState } from "react";
import { KeyRound } from "lucide-react";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import { TextField } from "#app/ui/field.tsx";
import { accountsApi } from "./accounts-api.ts";
import { newPasswordErrors } from "../shared/form-errors.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

/** "Change password" in the dashboard's header, for every account: a button and its dialog. */
export function ChangePasswordButton({ onSignedOut }: { onSignedOut: (error: unknown) => boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpened((count) => count + 1);
          setOpen(true);
        }}
      >
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        Change password
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Change password">
        {/* A fresh form each time it opens: no password stays in memory longer than needed. */}
        <ChangePasswordForm key={opened} onClose={() => setOpen(false)} onSignedOut={onSignedOut} />
      </Dialog>
    </>
  );
}

function ChangePasswordForm({
  onClose,
  onSignedOut,
}: {
  onClose: () => void;
  onSignedOut: (error: unknown) => boolean;
}) {
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<{ current?: string; password?: string; confirmation?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = {
      current: currentPassword ? undefined : "Please enter your current password.",
      ...newPasswordErrors(newPassword, confirmation),
    };
    setErrors(checked);
    setError(null);
    if (checked.current || checked.password || checked.confirmation) return;
    setPending(true);
    try {
      await accountsApi.changeOwnPassword(currentPassword, newPassword);
      setDone(true);
    } catch (caught) {
      if (!onSignedOut(caught)) setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <div className="space-y-4">
        <Alert tone="success">
          Your password has been changed. Other devices signed in as you have been signed out.
        </Alert>
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        error={errors.current}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <NewPasswordFields
        password={newPassword}
        confirmation={confirmation}
        errors={errors}
        onPasswordChange={setNewPassword}
        onConfirmationChange={setConfirmation}
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? "Saving..." : "Save new password"}
        </Button>
      </div>
    </form>
  );
}
