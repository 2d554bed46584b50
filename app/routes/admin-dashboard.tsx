import type { Route } from "./+types/admin-dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | Crestline Digital Admin" },
  { name: "robots", content: "noindex" },
];

export default function AdminDashboardPage() {
  return (
    <main className="min-h-screen bg-slate-100 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Submissions Dashboard</h1>
    </main>
  );
}
