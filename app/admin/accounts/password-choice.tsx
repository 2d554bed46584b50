import { useId, useState } from "react";
import { NEW_PASSWORD_HINT, PasswordField } from "./new-password-fields.tsx";

export type PasswordMode = "password" | "link";

/** The choice's state: which way, and the password typed so far; spread into PasswordChoice. */
export function usePasswordChoice() {
  const [mode, onModeChange] = useState<PasswordMode>("password");
  const [password, onPasswordChange] = useState("");
  return { mode, onModeChange, password, onPasswordChange };
}

interface PasswordChoiceProps extends ReturnType<typeof usePasswordChoice> {
  legend: string;
  passwordOption: string;
  error?: string;
}

/** A password typed now, or a one-time link the account's holder uses to choose their own. */
export function PasswordChoice(props: PasswordChoiceProps) {
  const { legend, passwordOption, mode, onModeChange, password, onPasswordChange, error } = props;
  const name = useId();
  const options: { value: PasswordMode; label: string }[] = [
    { value: "password", label: passwordOption },
    { value: "link", label: "Create a one-time link" },
  ];
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={mode === option.value}
              onChange={() => onModeChange(option.value)}
              className="h-5 w-5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {mode === "password" ? (
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          hint={NEW_PASSWORD_HINT}
          value={password}
          error={error}
          onValue={onPasswordChange}
        />
      ) : (
        <p className="text-sm text-slate-600">
          You get a link to pass on; whoever opens it chooses the password. Until then the account cannot sign in.
        </p>
      )}
    </fieldset>
  );
}
