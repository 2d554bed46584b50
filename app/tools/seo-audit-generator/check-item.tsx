import { AlertOctagon, AlertTriangle, CheckCircle2 } from "lucide-react";
import type { AuditCheck, CheckStatus } from "#contracts/seo-audit/audit.ts";

// One finding of the SEO audit as the page lists it: what was checked, its status, what was
// found, why it matters, how to fix it (for a problem) and what it lists one by one.

export const STATUS = {
  critical: { label: "Critical", Icon: AlertOctagon, badge: "bg-red-100 text-red-800", icon: "text-red-700" },
  warning: { label: "Warning", Icon: AlertTriangle, badge: "bg-amber-100 text-amber-900", icon: "text-amber-700" },
  passed: { label: "Passed", Icon: CheckCircle2, badge: "bg-green-100 text-green-800", icon: "text-green-700" },
} as const satisfies Record<CheckStatus, unknown>;

export function CheckItem({ check }: { check: AuditCheck }) {
  const { label, Icon, badge, icon } = STATUS[check.status];
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-4">
      <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${icon}`} />
      <div className="min-w-0">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {check.title}
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge}`}>{label}</span>
        </h3>
        <p className="mt-1 text-sm break-words text-slate-800">
          <span className="font-semibold">Found: </span>
          {check.found}
        </p>
        <p className="mt-1 text-sm text-slate-600">{check.description}</p>
        {check.status !== "passed" && check.recommendation ? (
          <p className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-950">
            <span className="font-semibold">How to fix: </span>
            {check.recommendation}
          </p>
        ) : null}
        {check.details && check.details.length > 0 ? <CheckDetails details={check.details} /> : null}
      </div>
    </li>
  );
}

/** The things a finding lists (each insecure resource, each heavy image…), scrollable when long. */
function CheckDetails({ details }: { details: string[] }) {
  return (
    <ul className="mt-2 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm break-all text-slate-700">
      {details.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
