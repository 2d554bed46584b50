import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import type { FaqItem } from "#contracts/content/schema.ts";

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Heading level of the questions. */
  headingAs?: "h3" | "h4";
}

/**
 * Questions as buttons (aria-expanded, aria-controls); each answer opens and closes on
 * its own, independently of the others.
 */
export function FaqAccordion({ items, headingAs: Heading = "h3" }: FaqAccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <Heading className="text-base font-semibold text-slate-900">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="flex min-h-11 w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50 sm:px-6"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={`h-5 w-5 shrink-0 text-brand-700 transition-transform ${expanded ? "rotate-180" : ""}`}
                />
              </button>
            </Heading>
            <div id={panelId} hidden={!expanded} className="px-5 pb-5 leading-7 text-slate-600 sm:px-6">
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
