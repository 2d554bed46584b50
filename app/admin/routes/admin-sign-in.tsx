import { SignInForm } from "#app/admin/sign-in/sign-in-form.tsx";
import type { Route } from "./+types/admin-sign-in";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Sign In | Crestline Digital" },
  { name: "robots", content: "noindex" },
];

export default function AdminSignInPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <SignInForm />
    </main>
  );
}
