import { ChevronDown } from "lucide-react";
import type { FaqItem } from "#contracts/content/schema.ts";

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Heading level of the questions. */
  headingAs?: "h3" | "h4";
}

/**
 * Each question a native <details>/<summary>: every answer opens and closes on its own, by
 * mouse, touch or keyboard, with no JavaScript (the FAQ page is served without React).
 */
export function FaqAccordion({ items, headingAs: Heading = "h3" }: FaqAccordionProps) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50 sm:px-6 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold text-slate-900">{item.question}</Heading>
            <ChevronDown
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 leading-7 text-slate-600 sm:px-6">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
