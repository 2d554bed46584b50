import { SetPasswordForm } from "#app/admin/accounts/set-password-form.tsx";
import { adminPageMeta } from "#app/admin/shared/auth-card.tsx";
import type { Route } from "./+types/admin-set-password";

export const meta: Route.MetaFunction = () => adminPageMeta("Set Your Password | Crestline Digital Admin");

export default function AdminSetPasswordPage() {
  return <SetPasswordForm />;
}
