import { SignInForm } from "#app/admin/sign-in/sign-in-form.tsx";
import { adminPageMeta } from "#app/admin/shared/auth-card.tsx";
import type { Route } from "./+types/admin-sign-in";

export const meta: Route.MetaFunction = () => adminPageMeta("Admin Sign In | Crestline Digital");

export default function AdminSignInPage() {
  return <SignInForm />;
}
