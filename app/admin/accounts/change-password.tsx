import { useState } from "react";
import { KeyRound } from "lucide-react";
import { Alert } from "#app/ui/alert.tsx";
import { TextField } from "#app/ui/field.tsx";
import { accountsApi } from "./accounts-api.ts";
import { newPasswordErrors } from "../shared/form-errors.ts";
import { DialogActions, DialogButton, DoneStep, SubmitButton } from "../shared/dialog-parts.tsx";
import { useBusy } from "../shared/use-busy.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

/** "Change password" in the dashboard's header, for every account: a button and its dialog. */
export function ChangePasswordButton({ onSignedOut }: { onSignedOut: (error: unknown) => boolean }) {
  return (
    <DialogButton icon={KeyRound} label="Change password">
      {/* A fresh form each time it opens: no password stays in memory longer than needed. */}
      {(close) => <ChangePasswordForm onClose={close} onSignedOut={onSignedOut} />}
    </DialogButton>
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
  const { pending, error, setError, run } = useBusy(onSignedOut);
  const [done, setDone] = useState(false);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = {
      current: currentPassword ? undefined : "Please enter your current password.",
      ...newPasswordErrors(newPassword, confirmation),
    };
    setErrors(checked);
    setError(null);
    if (checked.current || checked.password || checked.confirmation) return;
    void run(async () => {
      await accountsApi.changeOwnPassword(currentPassword, newPassword);
      setDone(true);
    });
  }

  if (done) {
    return (
      <DoneStep onDone={onClose}>
        <Alert tone="success">
          Your password has been changed. Other devices signed in as you have been signed out.
        </Alert>
      </DoneStep>
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
      <DialogActions error={error} onCancel={onClose} busy={pending}>
        <SubmitButton pending={pending}>{pending ? "Saving..." : "Save new password"}</SubmitButton>
      </DialogActions>
    </form>
  );
}
