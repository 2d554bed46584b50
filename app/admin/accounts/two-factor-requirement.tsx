import { useEffect, useId, useState } from "react";
import { Alert } from "#app/ui/alert.tsx";
import { twoFactorApi } from "./two-factor-api.ts";
import { errorText, useBusy } from "../shared/use-busy.ts";

/** The owners' setting on the Team view: every owner must sign in with a code. */
export function TwoFactorRequirement({ onSignedOut }: { onSignedOut: (error: unknown) => boolean }) {
  const id = useId();
  const [required, setRequired] = useState<boolean | null>(null);
  const { pending, error, setError, run } = useBusy(onSignedOut);

  useEffect(() => {
    twoFactorApi.status().then(
      (status) => setRequired(status.requiredForOwners),
      (caught: unknown) => {
        if (!onSignedOut(caught)) setError(errorText(caught));
      },
    );
  }, [onSignedOut, setError]);

  const change = (next: boolean) =>
    run(async () => setRequired((await twoFactorApi.setRequired(next)).requiredForOwners));

  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-4 w-4"
          checked={required === true}
          disabled={required === null || pending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void change(event.target.checked)}
        />
        <div>
          <label htmlFor={id} className="font-semibold text-slate-900">
            Owners must use two-factor sign-in
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            An owner without it, you included, is asked to set it up at their next sign-in.
          </p>
        </div>
      </div>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
