import { Dashboard } from "#app/admin/dashboard.tsx";
import { adminPageMeta } from "#app/admin/shared/auth-card.tsx";
import type { Route } from "./+types/admin-dashboard";

export const meta: Route.MetaFunction = () => adminPageMeta("Dashboard | Crestline Digital Admin");

export default function AdminDashboardPage() {
  return <Dashboard />;
}
