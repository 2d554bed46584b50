import type { LucideIcon } from "lucide-react";

export interface Feature {
  /** Drawn at 20 px in the card's badge. */
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Three or so small feature cards under a tool. */
export function FeatureCards({ features }: { features: readonly Feature[] }) {
  return (
    <ul aria-label="Features" className="mt-6 grid gap-4 sm:grid-cols-3">
      {features.map((feature) => (
        <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
          >
            <feature.icon className="h-5 w-5" />
          </span>
          <h3 className="mt-3 font-bold text-slate-900">{feature.title}</h3>
          <p className="mt-1 text-sm text-slate-600">{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
