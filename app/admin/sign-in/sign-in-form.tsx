import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Eye, EyeOff, LockKeyhole } from "lucide-react";
import { type AdminSessionInfo, MSG_INVALID_CREDENTIALS } from "#contracts/auth/session.ts";
import { ADMIN_SIGN_IN_FORM_PATH } from "#contracts/accounts/accounts.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { TextField } from "#app/ui/field.tsx";
import { useTypedBeforeHydration } from "#app/ui/use-typed-before-hydration.ts";
import type { SecondStep } from "#contracts/auth/two-factor.ts";
import { adminApi, ApiError } from "../shared/api.ts";
import { useLoad } from "../shared/use-load.ts";
import { AuthCard, AuthHeading } from "../shared/auth-card.tsx";
import { CodeStep } from "./sign-in-code-step.tsx";
import { useSignInSubmit } from "./use-sign-in-submit.ts";
import { returnPathOf } from "../shared/return-path.ts";

/**
 * /admin: username and password with a show/hide toggle, 'Signing in'
 * while waiting, 'Invalid username or password' in a red box (the server waits 1 second
 * before saying so), demo credentials in demo mode only, and straight to the dashboard
 * when a session is already open. Signed in, it goes back to the admin page asked for
 * (/admin?next=/admin/leads/123), else to the leads. The form is prerendered and posts to the server by
 * itself until JavaScript runs; from then on it signs in with fetch.
 */
export function SignInForm() {
  const navigate = useNavigate();
  const passwordId = useId();
  const [session, setSession] = useState<AdminSessionInfo | null>(null);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { username: setUsername, password: setPassword });
  // Read when leaving, never rendered: the prerendered form has no query to hydrate against.
  const goOn = () => navigate(returnPathOf(window.location.search), { replace: true });

  useLoad(
    "session",
    () => adminApi.session(),
    (info) => {
      if (info.signedIn) goOn();
      else setSession(info);
    },
    // The form works without it: only the demo credentials box stays hidden.
    () => undefined,
  );

  const { pending, error, submit } = useSignInSubmit(
    async () => {
      const answer = await adminApi.signIn(username.trim(), password);
      if ("twoFactor" in answer) {
        // The password was right; a code comes next. The password is not kept.
        setPassword("");
        setSecondStep(answer);
        return "stay";
      }
      goOn();
    },
    (caught) => {
      if (caught instanceof ApiError && caught.status === 401) return MSG_INVALID_CREDENTIALS;
      return caught instanceof Error ? caught.message : MSG_INVALID_CREDENTIALS;
    },
  );

  const demo = session?.demoCredentials ?? null;

  if (secondStep) {
    return (
      <AuthCard>
        <CodeStep step={secondStep} onSignedIn={goOn} onRestart={() => setSecondStep(null)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <AuthHeading icon={LockKeyhole} title="Admin Sign In" subtitle="Staff area of Crestline Digital" />

      <form ref={formRef} className="mt-6 space-y-5" method="post" action={ADMIN_SIGN_IN_FORM_PATH} onSubmit={submit}>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <div>
          <label htmlFor={passwordId} className="mb-1.5 block text-sm font-semibold text-slate-800">
            Password
            <span className="text-red-600" aria-hidden="true">
              {" "}
              *
            </span>
          </label>
          <div className="relative">
            <input
              id={passwordId}
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-14 pl-3 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={showPassword ? "Hide password" : "Show password"}
              aria-controls={passwordId}
              className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
            >
              {showPassword ? (
                <EyeOff aria-hidden="true" className="h-5 w-5" />
              ) : (
                <Eye aria-hidden="true" className="h-5 w-5" />
              )}
            </button>
          </div>
        </div>

        {error ? (
          <Alert tone="error" className="border-red-300 bg-red-50">
            {error}
          </Alert>
        ) : null}

        <Button type="submit" block disabled={pending} aria-busy={pending}>
          {pending ? "Signing in" : "Sign In"}
        </Button>
      </form>

      {demo ? (
        <div className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
          <p className="font-semibold">Demo credentials</p>
          <p className="mt-1">
            Username: <code className="font-mono font-semibold">{demo.username}</code>
          </p>
          <p>
            Password: <code className="font-mono font-semibold">{demo.password}</code>
          </p>
        </div>
      ) : null}

      <p className="mt-6 text-center text-sm">
        <a href="/" className="font-semibold text-brand-700 underline hover:text-brand-800">
          Back to the website
        </a>
      </p>
    </AuthCard>
  );
}
