import { SetPasswordForm } from "#app/admin/accounts/set-password-form.tsx";
import type { Route } from "./+types/admin-set-password";

export const meta: Route.MetaFunction = () => [
  { title: "Set Your Password | Crestline Digital Admin" },
  { name: "robots", content: "noindex" },
];

export default function AdminSetPasswordPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <SetPasswordForm />
    </main>
  );
}
