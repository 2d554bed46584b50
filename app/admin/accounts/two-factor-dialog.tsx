import { useEffect, useState } from "react";
import { ShieldCheck } from "lucide-react";
import type { TwoFactorKey, TwoFactorStatus } from "#contracts/auth/two-factor.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { twoFactorApi } from "./two-factor-api.ts";
import { type DialogBodyProps, DialogActions, DialogButton, DoneStep, SubmitButton } from "../shared/dialog-parts.tsx";
import { PasswordField } from "./new-password-fields.tsx";
import { errorText, useBusy } from "../shared/use-busy.ts";
import { CodeField, KeyToAdd, RecoveryCodeList } from "./two-factor-parts.tsx";

/** "Two-factor sign-in" in the dashboard's header, for every account: a button and its dialog. */
export function TwoFactorButton({ onSignedOut }: { onSignedOut: (error: unknown) => boolean }) {
  return (
    <DialogButton icon={ShieldCheck} label="Two-factor sign-in">
      {/* Mounted only while open: it asks the server for the status when it opens. */}
      {(close) => <TwoFactorSettings onClose={close} onSignedOut={onSignedOut} />}
    </DialogButton>
  );
}

function TwoFactorSettings({ onClose, onSignedOut }: DialogBodyProps) {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [keyToAdd, setKeyToAdd] = useState<TwoFactorKey | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { pending, error, setError, run } = useBusy(onSignedOut);

  useEffect(() => {
    twoFactorApi.status().then(setStatus, (caught: unknown) => {
      if (!onSignedOut(caught)) setError(errorText(caught));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the dialog opens
  }, []);

  if (recoveryCodes) {
    return (
      <DoneStep onDone={onClose}>
        <Alert tone="success">Two-factor sign-in is on. From now on, signing in asks for a code.</Alert>
        <RecoveryCodeList codes={recoveryCodes} />
      </DoneStep>
    );
  }
  if (!status) return error ? <Alert>{error}</Alert> : <p className="text-sm text-slate-600">Loading…</p>;

  if (keyToAdd) {
    return (
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => setRecoveryCodes((await twoFactorApi.enable(code.trim())).recoveryCodes));
        }}
      >
        <KeyToAdd keyToAdd={keyToAdd} />
        <CodeField value={code} onChange={setCode} />
        <DialogActions error={error} onCancel={onClose} busy={pending}>
          <SubmitButton pending={pending}>Turn on two-factor sign-in</SubmitButton>
        </DialogActions>
      </form>
    );
  }

  if (!status.enabled) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-800">
          Two-factor sign-in is off. With it on, signing in also asks for a code from an authenticator app on your
          phone, so a stolen password alone does not open your account.
        </p>
        {status.requiredForOwners ? (
          <Alert tone="info">
            Owners must use it on this site: an owner without it is asked to set it up when signing in.
          </Alert>
        ) : null}
        <DialogActions error={error} onCancel={onClose} cancelLabel="Close">
          <Button onClick={() => void run(async () => setKeyToAdd(await twoFactorApi.setup()))} disabled={pending}>
            Set up two-factor sign-in
          </Button>
        </DialogActions>
      </div>
    );
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          await twoFactorApi.disable(password);
          setPassword("");
          setStatus({ ...status, enabled: false, recoveryCodesLeft: 0 });
        });
      }}
    >
      <Alert tone="success">Two-factor sign-in is on. Recovery codes left: {status.recoveryCodesLeft} of 10.</Alert>
      <PasswordField
        label="Your password, to turn it off"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
      />
      <DialogActions error={error} onCancel={onClose} cancelLabel="Close" busy={pending}>
        <SubmitButton variant="secondary" pending={pending} disabled={password === ""}>
          Turn off two-factor sign-in
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
