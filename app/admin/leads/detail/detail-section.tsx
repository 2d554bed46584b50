import { type ReactNode, useId } from "react";

// The parts every section of the lead detail panel is made of: a section below a rule, named
// by its heading, and the label–value rows of its lists.

/** A section of the lead detail panel, named by its heading. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-5">
      <h4 id={headingId} className="text-base font-bold text-slate-900">
        {title}
      </h4>
      {children}
    </section>
  );
}

/** One label and its value in a section's list (inside a <dl>). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-3 sm:gap-3">
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}
