import { Outlet } from "react-router";
import { SiteFooter } from "#app/site/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/site/components/layout/site-header.tsx";

/** The shared page layout: every route except the admin pages sits inside it. */
export default function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
