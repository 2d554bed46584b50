import { useState } from "react";
import { KeyRound } from "lucide-react";
import { Alert } from "#app/ui/alert.tsx";
import { accountsApi } from "./accounts-api.ts";
import { newPasswordErrors } from "../shared/form-errors.ts";
import { type DialogBodyProps, DialogActions, DialogButton, DoneStep, SubmitButton } from "../shared/dialog-parts.tsx";
import { useBusy } from "../shared/use-busy.ts";
import { NewPasswordFields, PasswordField, useNewPassword } from "./new-password-fields.tsx";

/** "Change password" in the dashboard's header, for every account: a button and its dialog. */
export function ChangePasswordButton({ onSignedOut }: { onSignedOut: (error: unknown) => boolean }) {
  return (
    <DialogButton icon={KeyRound} label="Change password">
      {/* A fresh form each time it opens: no password stays in memory longer than needed. */}
      {(close) => <ChangePasswordForm onClose={close} onSignedOut={onSignedOut} />}
    </DialogButton>
  );
}

function ChangePasswordForm({ onClose, onSignedOut }: DialogBodyProps) {
  const [currentPassword, setCurrentPassword] = useState("");
  const fields = useNewPassword();
  const [errors, setErrors] = useState<{ current?: string; password?: string; confirmation?: string }>({});
  const { pending, error, setError, run } = useBusy(onSignedOut);
  const [done, setDone] = useState(false);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = {
      current: currentPassword ? undefined : "Please enter your current password.",
      ...newPasswordErrors(fields.password, fields.confirmation),
    };
    setErrors(checked);
    setError(null);
    if (checked.current || checked.password || checked.confirmation) return;
    void run(async () => {
      await accountsApi.changeOwnPassword(currentPassword, fields.password);
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
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        value={currentPassword}
        error={errors.current}
        onValue={setCurrentPassword}
      />
      <NewPasswordFields {...fields} errors={errors} />
      <DialogActions error={error} onCancel={onClose} busy={pending}>
        <SubmitButton pending={pending}>{pending ? "Saving..." : "Save new password"}</SubmitButton>
      </DialogActions>
    </form>
  );
}
