import { useState, useSyncExternalStore } from "react";
import { KeyRound } from "lucide-react";
import { MSG_SET_PASSWORD_LINK_INVALID } from "#contracts/accounts/accounts.ts";
import { Alert } from "#app/ui/alert.tsx";
import { ApiError } from "../shared/api.ts";
import { accountsApi, tokenFromFragment } from "./accounts-api.ts";
import { newPasswordErrors } from "../shared/form-errors.ts";
import { NewPasswordFields, useNewPassword } from "./new-password-fields.tsx";
import { SubmitButton } from "../shared/dialog-parts.tsx";
import { useBusy } from "../shared/use-busy.ts";
import { AuthCard, AuthHeading } from "../shared/auth-card.tsx";

type Phase = "form" | "done" | "invalid";

function subscribeToHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

const noSession = () => false;

const tokenOfPage = () => tokenFromFragment(window.location.hash);

/**
 * /admin/set-password#token=…: the page a one-time link opens. The token stays in the
 * fragment (never sent in a request line, so never in a log) and is read after hydration;
 * until then the button waits, so the prerendered form never posts the password anywhere.
 */
export function SetPasswordForm() {
  // undefined while prerendered and hydrating, then the fragment's token or null.
  const token = useSyncExternalStore(subscribeToHash, tokenOfPage, () => undefined);
  const [phase, setPhase] = useState<Phase>("form");
  const fields = useNewPassword();
  const { password } = fields;
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  // No session on this page: nothing signs out.
  const { pending, error, setError, run } = useBusy(noSession);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !token) return;
    const checked = newPasswordErrors(password, fields.confirmation);
    setErrors(checked);
    setError(null);
    if (checked.password || checked.confirmation) return;
    void run(
      async () => {
        await accountsApi.setPassword(token, password);
        // The link is spent: drop it from the address bar and the history entry.
        window.history.replaceState(null, "", window.location.pathname);
        setPhase("done");
      },
      (caught) => {
        if (!(caught instanceof ApiError && caught.message === MSG_SET_PASSWORD_LINK_INVALID)) return false;
        setPhase("invalid");
        return true;
      },
    );
  }

  return (
    <AuthCard>
      <AuthHeading icon={KeyRound} title="Set your password" subtitle="Staff area of Crestline Digital" />

      {phase === "done" ? (
        <div className="mt-6 space-y-4">
          <Alert tone="success">Your password is set. You can sign in with it now.</Alert>
          <SignInLink />
        </div>
      ) : phase === "invalid" || token === null ? (
        <div className="mt-6 space-y-4">
          <Alert>{MSG_SET_PASSWORD_LINK_INVALID}</Alert>
          <SignInLink />
        </div>
      ) : (
        <form className="mt-6 space-y-5" onSubmit={submit} noValidate>
          <noscript>
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
              This page needs JavaScript to read your link. Please switch it on and open the link again.
            </p>
          </noscript>
          <NewPasswordFields {...fields} errors={errors} />
          {error ? <Alert>{error}</Alert> : null}
          <SubmitButton block pending={pending} disabled={!token}>
            {pending ? "Saving..." : "Set password"}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}

function SignInLink() {
  return (
    <p className="text-center text-sm">
      <a href="/admin" className="font-semibold text-brand-700 underline hover:text-brand-800">
        Go to sign in
      </a>
    </p>
  );
}
