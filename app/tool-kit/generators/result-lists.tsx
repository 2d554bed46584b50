import { CopyButton } from "#app/ui/copy-button.tsx";

interface NumberedResultListProps {
  items: readonly string[];
  /** Used in each copy button's name: "Copy name 3". */
  itemNoun: string;
  /** Accessible name of the list, e.g. "Channel name ideas". */
  label: string;
  /** Extra line under an item (a length counter, for example). */
  renderExtra?: (item: string) => React.ReactNode;
  /** Two columns from the small breakpoint up, for short items such as names. */
  columns?: 1 | 2;
}

/** A numbered list of generated lines, each with its own copy button. */
function NumberedResultList({ items, itemNoun, label, renderExtra, columns = 1 }: NumberedResultListProps) {
  const twoColumns = columns === 2;
  return (
    <ol
      aria-label={label}
      className={
        twoColumns
          ? "grid grid-cols-1 gap-2 sm:grid-cols-2"
          : "divide-y divide-slate-100 rounded-xl border border-slate-200"
      }
    >
      {items.map((item, index) => (
        <li
          key={`${index}-${item}`}
          className={`flex items-center gap-3 p-3 sm:px-4 ${twoColumns ? "rounded-xl border border-slate-200" : ""}`}
        >
          <span
            aria-hidden="true"
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-800"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="break-words hyphens-auto font-medium text-slate-900">{item}</p>
            {renderExtra ? renderExtra(item) : null}
          </div>
          <CopyButton text={item} label={`Copy ${itemNoun} ${index + 1}`} className="shrink-0" />
        </li>
      ))}
    </ol>
  );
}

/**
 * The labels of a generator that makes a list of `noun`s, all from the one noun:
 * "Generate Hooks", "Generating hooks...", "6 hooks" and "Generate More Hooks".
 */
export function listLabels(noun: string) {
  const plural = `${noun}s`;
  const title = plural.charAt(0).toUpperCase() + plural.slice(1);
  return {
    submitLabel: `Generate ${title}`,
    workingText: `Generating ${plural}...`,
    summary: (items: readonly string[]) => `${items.length} ${plural}`,
    moreLabel: `Generate More ${title}`,
  };
}

/**
 * The submit label and results of a generator whose result is a NumberedResultList
 * of `noun`s, to spread into GeneratorTool's props.
 */
export function numberedListResults({
  noun,
  title,
  ...list
}: { noun: string; title: string } & Omit<NumberedResultListProps, "items" | "itemNoun">) {
  const { submitLabel, ...labels } = listLabels(noun);
  return {
    submitLabel,
    results: {
      title,
      ...labels,
      render: (items: readonly string[]) => <NumberedResultList items={items} itemNoun={noun} {...list} />,
    },
  };
}
