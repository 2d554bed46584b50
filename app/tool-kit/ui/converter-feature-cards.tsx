import type { LucideIcon } from "lucide-react";

export interface ConverterFeature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A row of three feature cards under a converter. */
export function ConverterFeatureCards({ cards }: { cards: readonly ConverterFeature[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Features">
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
          <h2 className="mt-3 font-bold text-slate-900">{title}</h2>
          <p className="mt-1 text-sm text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
