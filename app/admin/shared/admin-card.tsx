import { useId, type ReactNode } from "react";
import { PanelHeading } from "#app/ui/panel-heading.tsx";

/**
 * One card of an admin view: a white panel named by its heading, with an optional line of
 * introduction under it. The views' cards (alerts, replies, requests, audit log…) share it.
 */
export function AdminCard({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <PanelHeading id={headingId}>{title}</PanelHeading>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      {children}
    </section>
  );
}
