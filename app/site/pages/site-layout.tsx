import { Outlet } from "react-router";
import { SiteFooter } from "#app/site/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/site/components/layout/site-header.tsx";
import { ContactBar } from "#app/site/components/layout/contact-bar.tsx";
import { SPECULATION_RULES } from "#app/site/components/layout/speculation-rules.ts";

/** The shared page layout: every route except the admin pages sits inside it. */
export default function SiteLayout() {
  return (
    // Below md the contact bar is fixed at the bottom: the page ends above it, never under it.
    <div className="flex min-h-screen flex-col pb-[calc(3.75rem+env(safe-area-inset-bottom))] md:pb-0">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ContactBar />
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
    </div>
  );
}
