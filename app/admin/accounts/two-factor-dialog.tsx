import { useEffect, useState } from "react";
import { ShieldCheck } from "lucide-react";
import type { TwoFactorKey, TwoFactorStatus } from "#contracts/auth/two-factor.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import { TextField } from "#app/ui/field.tsx";
import { twoFactorApi } from "./two-factor-api.ts";
import { CodeField, KeyToAdd, RecoveryCodeList } from "./two-factor-parts.tsx";

/** "Two-factor sign-in" in the dashboard's header, for every account: a button and its dialog. */
export function TwoFactorButton({ onSignedOut }: { onSignedOut: (error: unknown) => boolean }) {
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
        <ShieldCheck aria-hidden="true" className="h-4 w-4" />
        Two-factor sign-in
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Two-factor sign-in">
        {/* Mounted only while open: it asks the server for the status when it opens. */}
        {open ? <TwoFactorSettings key={opened} onClose={() => setOpen(false)} onSignedOut={onSignedOut} /> : null}
      </Dialog>
    </>
  );
}

function TwoFactorSettings({
  onClose,
  onSignedOut,
}: {
  onClose: () => void;
  onSignedOut: (error: unknown) => boolean;
}) {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [keyToAdd, setKeyToAdd] = useState<TwoFactorKey | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const failed = (caught: unknown) => {
    if (!onSignedOut(caught)) setError(caught instanceof Error ? caught.message : String(caught));
  };

  useEffect(() => {
    twoFactorApi.status().then(setStatus, failed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the dialog opens
  }, []);

  async function run(work: () => Promise<void>) {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      failed(caught);
    } finally {
      setPending(false);
    }
  }

  if (recoveryCodes) {
    return (
      <div className="space-y-4">
        <Alert tone="success">Two-factor sign-in is on. From now on, signing in asks for a code.</Alert>
        <RecoveryCodeList codes={recoveryCodes} />
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
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
        {error ? <Alert>{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            Turn on two-factor sign-in
          </Button>
        </div>
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
        {error ? <Alert>{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void run(async () => setKeyToAdd(await twoFactorApi.setup()))} disabled={pending}>
            Set up two-factor sign-in
          </Button>
        </div>
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
      <TextField
        label="Your password, to turn it off"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Close
        </Button>
        <Button type="submit" variant="secondary" disabled={pending || password === ""} aria-busy={pending}>
          Turn off two-factor sign-in
        </Button>
      </div>
    </form>
  );
}
