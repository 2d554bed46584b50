import { useState } from "react";
import {
  type AdminAccount,
  accountUpdateSchema,
  DISPLAY_NAME_MAX,
  passwordSchema,
} from "#contracts/accounts/accounts.ts";
import { Dialog } from "#app/ui/dialog.tsx";
import { TextField } from "#app/ui/field.tsx";
import { absoluteLink, accountsApi } from "./accounts-api.ts";
import { fieldErrors } from "../shared/form-errors.ts";
import { DialogActions, DoneStep, SubmitButton } from "../shared/dialog-parts.tsx";
import { useBusy } from "../shared/use-busy.ts";
import { OneTimeLink } from "./one-time-link.tsx";
import { PasswordChoice, usePasswordChoice } from "./password-choice.tsx";

export type AccountAction = { kind: "rename" | "reset" | "toggle"; account: AdminAccount };

interface AccountActionDialogProps {
  action: AccountAction | null;
  onClose: () => void;
  /** The account as the server now has it, and what to announce. */
  onDone: (account: AdminAccount | null, message: string) => void;
  onSignedOut: (error: unknown) => boolean;
}

const TITLES = { rename: "Edit display name", reset: "Reset password", toggle: "" } as const;

/** One dialog for the owner's per-account actions: rename, reset the password, disable or enable. */
export function AccountActionDialog({ action, onClose, onDone, onSignedOut }: AccountActionDialogProps) {
  const account = action?.account;
  const title =
    action?.kind === "toggle"
      ? account?.disabledAt
        ? "Enable account"
        : "Disable account"
      : TITLES[action?.kind ?? "rename"];
  return (
    <Dialog open={action !== null} onClose={onClose} title={title}>
      {action ? (
        // Keyed by the action, so each opening starts from a clean form.
        <ActionBody key={`${action.kind}-${action.account.id}`} action={action} {...{ onClose, onDone, onSignedOut }} />
      ) : null}
    </Dialog>
  );
}

function ActionBody({ action, onClose, onDone, onSignedOut }: AccountActionDialogProps & { action: AccountAction }) {
  const { account } = action;
  const [displayName, setDisplayName] = useState(account.displayName);
  const choice = usePasswordChoice();
  const { mode, password } = choice;
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const { pending, error, run } = useBusy(onSignedOut);
  const [link, setLink] = useState<string | null>(null);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (action.kind === "rename") {
      const checked = accountUpdateSchema.safeParse({ displayName });
      setFieldError(checked.success ? undefined : fieldErrors(checked.error).displayName);
      if (!checked.success) return;
      void run(async () => {
        const updated = await accountsApi.update(account.id, { displayName });
        onDone(updated, `The display name of ${account.username} is now ${updated.displayName}.`);
        onClose();
      });
    } else if (action.kind === "reset") {
      if (mode === "password") {
        const checked = passwordSchema.safeParse(password);
        setFieldError(checked.success ? undefined : checked.error.issues[0]?.message);
        if (!checked.success) return;
      }
      void run(async () => {
        const reset = await accountsApi.resetPassword(account.id, mode === "password" ? { password } : { link: true });
        const message = `The password of ${account.username} was reset; their sessions have ended.`;
        if (reset.setPasswordUrl) {
          setLink(absoluteLink(window.location.origin, reset.setPasswordUrl));
          onDone(null, message);
        } else {
          onDone(null, message);
          onClose();
        }
      });
    } else {
      const disabled = account.disabledAt === null;
      void run(async () => {
        const updated = await accountsApi.update(account.id, { disabled });
        onDone(updated, `${account.username} is ${disabled ? "disabled" : "enabled again"}.`);
        onClose();
      });
    }
  }

  if (link) {
    return (
      <DoneStep onDone={onClose}>
        <OneTimeLink link={link} forName={account.displayName} />
      </DoneStep>
    );
  }

  const disabling = account.disabledAt === null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {action.kind === "rename" ? (
        <TextField
          label="Display name"
          required
          maxLength={DISPLAY_NAME_MAX}
          value={displayName}
          error={fieldError}
          onChange={(event) => setDisplayName(event.target.value)}
        />
      ) : action.kind === "reset" ? (
        <>
          <p className="text-slate-700">
            Resetting signs {account.displayName} ({account.username}) out everywhere. Set a new password, or create a
            link with which they choose one.
          </p>
          <PasswordChoice {...choice} legend="New password" passwordOption="Set a new password" error={fieldError} />
        </>
      ) : (
        <p className="text-slate-700">
          {disabling
            ? `${account.displayName} (${account.username}) will be signed out and cannot sign in until you enable the account again.`
            : `${account.displayName} (${account.username}) can sign in again with their password.`}
        </p>
      )}
      <DialogActions error={error} onCancel={onClose} busy={pending}>
        <SubmitButton variant={action.kind === "toggle" && disabling ? "danger" : "primary"} pending={pending}>
          {action.kind === "rename"
            ? "Save"
            : action.kind === "reset"
              ? "Reset password"
              : disabling
                ? "Disable account"
                : "Enable account"}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
