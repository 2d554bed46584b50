import type { Feature } from "#contracts/content/schema.ts";
import { ContentIcon } from "./content-icon.tsx";

interface FeatureGridProps {
  items: readonly Feature[];
  /** Columns on large screens. */
  columns?: 2 | 3 | 4;
  /** Card style: white cards on a muted section, or muted cards on white. */
  surface?: "white" | "muted";
}

const columnClass = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** Cards of icon, title (h3) and text: why choose us, values, benefits, summary items. */
export function FeatureGrid({ items, columns = 4, surface = "white" }: FeatureGridProps) {
  return (
    <ul className={`mt-12 grid gap-6 sm:grid-cols-2 ${columnClass[columns]}`}>
      {items.map((item) => (
        <li
          key={item.title}
          className={`rounded-2xl p-6 ${surface === "white" ? "bg-white shadow-sm ring-1 ring-slate-200" : "bg-slate-50 ring-1 ring-slate-200/70"}`}
        >
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <ContentIcon name={item.icon} />
          </span>
          <h3 className="mt-5 text-lg font-bold text-slate-900">{item.title}</h3>
          <p className="mt-2 leading-7 text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
