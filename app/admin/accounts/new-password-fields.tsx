import { PASSWORD_MIN } from "#contracts/accounts/accounts.ts";
import { TextField } from "#app/ui/field.tsx";

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  errors: { password?: string; confirmation?: string };
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
}

/** "New password" and "Confirm new password": one's own password change and the set-password page. */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
  onPasswordChange,
  onConfirmationChange,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={password}
        error={errors.password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <TextField
        label="Confirm new password"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        error={errors.confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
      />
    </>
  );
}
