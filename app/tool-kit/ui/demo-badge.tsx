import { FlaskConical } from "lucide-react";

/**
 * The "Demo" badge of a simulated tool (meta `demo: true`) wherever it is listed. Put it
 * after the tool's title inside the link, so the link's name reads "<title> Demo …".
 */
export function DemoBadge() {
  return (
    <span
      data-demo-badge
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <FlaskConical aria-hidden="true" className="h-3.5 w-3.5" />
      Demo
    </span>
  );
}
