import { Dashboard } from "#app/admin/dashboard.tsx";
import type { Route } from "./+types/admin-dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | Crestline Digital Admin" },
  { name: "robots", content: "noindex" },
];

export default function AdminDashboardPage() {
  return <Dashboard />;
}
