import type { TwoFactorKey } from "#contracts/auth/two-factor.ts";
import { TextField } from "#app/ui/field.tsx";

// Pieces the sign-in screen and the dashboard's two-factor dialog share.

/** The new key: as grouped text to type, and as an otpauth:// link an authenticator app opens. */
export function KeyToAdd({ keyToAdd }: { keyToAdd: TwoFactorKey }) {
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      <p>Add this key to an authenticator app (a time-based, 6-digit code), then enter the code it shows.</p>
      <p>
        Key:{" "}
        <code className="font-mono font-semibold break-all" data-testid="two-factor-key">
          {keyToAdd.groupedSecret}
        </code>
      </p>
      <p>
        <a className="font-semibold text-brand-700 underline" href={keyToAdd.otpauthUrl}>
          Open in an authenticator app
        </a>
      </p>
    </div>
  );
}

/** The code field: numeric keyboard and one-time-code autofill; or a recovery code (letters). */
export function CodeField({
  value,
  onChange,
  error,
  recovery = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  recovery?: boolean;
}) {
  return (
    <TextField
      label={recovery ? "Recovery code" : "6-digit code from your app"}
      name="code"
      autoComplete={recovery ? "off" : "one-time-code"}
      inputMode={recovery ? "text" : "numeric"}
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The ten recovery codes, shown once. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-800">
        Keep these recovery codes somewhere safe. Each signs you in once if you lose your authenticator app. They are
        shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
