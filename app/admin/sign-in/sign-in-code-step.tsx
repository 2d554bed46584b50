import { useState } from "react";
import { ShieldCheck } from "lucide-react";
import type { SecondStep } from "#contracts/auth/two-factor.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { ApiError } from "../shared/api.ts";
import { AuthHeading } from "../shared/auth-card.tsx";
import { twoFactorApi } from "../accounts/two-factor-api.ts";
import { CodeField, KeyToAdd, RecoveryCodeList } from "../accounts/two-factor-parts.tsx";
import { useSignInSubmit } from "./use-sign-in-submit.ts";

/**
 * The sign-in's second step: the code from the authenticator app (or a recovery code); for
 * an owner who must set two-factor up, the new key first, then the recovery codes once.
 */
export function CodeStep({
  step,
  onSignedIn,
  onRestart,
}: {
  step: SecondStep;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState(false);
  const [expired, setExpired] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { pending, error, submit } = useSignInSubmit(
    async () => {
      const result = await twoFactorApi.signInWithCode(step.challenge, code.trim());
      if (result.recoveryCodes) setRecoveryCodes(result.recoveryCodes);
      else onSignedIn();
    },
    (caught) => {
      if (caught instanceof ApiError && caught.status === 400) setExpired(true);
      return caught instanceof Error ? caught.message : String(caught);
    },
  );

  if (recoveryCodes) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">Two-factor sign-in is on</h1>
        <RecoveryCodeList codes={recoveryCodes} />
        <Button block onClick={onSignedIn}>
          Continue to the dashboard
        </Button>
      </div>
    );
  }

  return (
    <div>
      <AuthHeading icon={ShieldCheck} title={step.key ? "Set up two-factor sign-in" : "Enter your sign-in code"} />
      <form className="mt-6 space-y-5" onSubmit={submit}>
        {step.key ? (
          <>
            <p className="text-sm text-slate-700">Owners of this site must use two-factor sign-in.</p>
            <KeyToAdd keyToAdd={step.key} />
          </>
        ) : (
          <p className="text-sm text-slate-700">Two-factor sign-in is on for this account.</p>
        )}
        <CodeField value={code} onChange={setCode} recovery={recovery} />
        {step.key ? null : (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 underline"
            onClick={() => {
              setRecovery((on) => !on);
              setCode("");
            }}
          >
            {recovery ? "Use the code from my app" : "Use a recovery code instead"}
          </button>
        )}
        {error ? (
          <Alert tone="error" className="border-red-300 bg-red-50">
            {error}
          </Alert>
        ) : null}
        {expired ? (
          <Button type="button" variant="secondary" block onClick={onRestart}>
            Sign in again
          </Button>
        ) : (
          <Button type="submit" block disabled={pending} aria-busy={pending}>
            {pending ? "Checking" : "Sign In"}
          </Button>
        )}
      </form>
    </div>
  );
}
