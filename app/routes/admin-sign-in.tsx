import type { Route } from "./+types/admin-sign-in";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Sign In | Crestline Digital" },
  { name: "robots", content: "noindex" },
];

export default function AdminSignInPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="text-2xl font-bold text-slate-900">Admin Sign In</h1>
        <p className="mt-2 text-slate-600">Staff area of Crestline Digital.</p>
      </div>
    </main>
  );
}
