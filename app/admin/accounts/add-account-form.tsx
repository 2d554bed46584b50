import { useId, useState } from "react";
import { UserPlus } from "lucide-react";
import {
  type AccountCreated,
  DISPLAY_NAME_MAX,
  MSG_USERNAME_TAKEN,
  newAccountSchema,
  type Role,
  ROLE_LABELS,
  ROLES,
  USERNAME_MAX,
} from "#contracts/accounts/accounts.ts";
import { Alert } from "#app/ui/alert.tsx";
import { SelectField, TextField } from "#app/ui/field.tsx";
import { accountsApi } from "./accounts-api.ts";
import { fieldErrors } from "../shared/form-errors.ts";
import { SubmitButton } from "../shared/dialog-parts.tsx";
import { errorText, useBusy } from "../shared/use-busy.ts";
import { PasswordChoice, usePasswordChoice } from "./password-choice.tsx";

interface AddAccountFormProps {
  onCreated: (created: AccountCreated) => void;
  onSignedOut: (error: unknown) => boolean;
}

const NO_NAMES = { username: "", displayName: "" };

const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * The owner's "Add account" form: username, display name, role, and an initial password or
 * a one-time link. Checked with the server's own rules first; the server's answer (a taken
 * username) shows beside the form, and what was typed stays.
 */
export function AddAccountForm({ onCreated, onSignedOut }: AddAccountFormProps) {
  const headingId = useId();
  const [names, setNames] = useState(NO_NAMES);
  const [role, setRole] = useState<Role>("staff");
  const choice = usePasswordChoice();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, error, setError, run } = useBusy(onSignedOut);
  // A name field's value, its error and what typing does.
  const bind = (name: keyof typeof NO_NAMES) => ({
    value: names[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setNames({ ...names, [name]: event.target.value }),
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const password = choice.mode === "password" ? { password: choice.password } : { link: true as const };
    const account = { ...names, role, ...password };
    const checked = newAccountSchema.safeParse(account);
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    setError(null);
    if (!checked.success) return;
    void run(
      async () => {
        const created = await accountsApi.create(account);
        setNames(NO_NAMES);
        choice.onPasswordChange("");
        onCreated(created);
      },
      // A taken username belongs beside its field; anything else beside the form.
      (caught) => {
        if (errorText(caught) !== MSG_USERNAME_TAKEN) return false;
        setErrors({ username: MSG_USERNAME_TAKEN });
        return true;
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 id={headingId} className="flex items-center gap-2 text-base font-bold text-slate-900">
        <UserPlus aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Add account
      </h3>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <TextField
          label="Username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={USERNAME_MAX}
          {...bind("username")}
        />
        <TextField
          label="Display name"
          autoComplete="off"
          required
          maxLength={DISPLAY_NAME_MAX}
          {...bind("displayName")}
        />
        <SelectField
          label="Role"
          options={roleOptions}
          value={role}
          hint="Staff work leads; an owner also manages accounts and sees the audit log."
          onChange={(event) => setRole(event.target.value as Role)}
        />
        <PasswordChoice
          {...choice}
          legend="Initial password"
          passwordOption="Set a password now"
          error={errors.password}
        />
        {error ? <Alert>{error}</Alert> : null}
        <SubmitButton pending={pending}>{pending ? "Adding..." : "Add account"}</SubmitButton>
      </form>
    </section>
  );
}
