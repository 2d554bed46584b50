import { useState } from "react";
import { PASSWORD_MIN } from "#contracts/accounts/accounts.ts";
import { TextField } from "#app/ui/field.tsx";

export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN} characters.`;

type PasswordFieldProps = Omit<React.ComponentProps<typeof TextField>, "type" | "onChange" | "autoComplete"> & {
  autoComplete: "current-password" | "new-password";
  onValue: (value: string) => void;
};

/** A labelled password input that hands on what is typed. */
export function PasswordField({ onValue, ...props }: PasswordFieldProps) {
  return <TextField type="password" {...props} onChange={(event) => onValue(event.target.value)} />;
}

/** A new password typed twice: the values and their change handlers, as NewPasswordFields takes them. */
export function useNewPassword() {
  const [password, onPasswordChange] = useState("");
  const [confirmation, onConfirmationChange] = useState("");
  return { password, confirmation, onPasswordChange, onConfirmationChange };
}

interface NewPasswordFieldsProps extends ReturnType<typeof useNewPassword> {
  errors: { password?: string; confirmation?: string };
}

/** "New password" and "Confirm new password": one's own password change and the set-password page. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { password, confirmation, errors, onPasswordChange, onConfirmationChange } = props;
  return (
    <>
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        hint={NEW_PASSWORD_HINT}
        value={password}
        error={errors.password}
        onValue={onPasswordChange}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        error={errors.confirmation}
        onValue={onConfirmationChange}
      />
    </>
  );
}
