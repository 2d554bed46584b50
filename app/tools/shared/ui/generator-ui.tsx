import { useCallback, useState } from "react";
import { Loader2, RefreshCw, Sparkles } from "lucide-react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { CopyButton } from "#app/components/ui/copy-button.tsx";
import { ToolPanel } from "./tool-panel.tsx";
import { useDelayedTask } from "./use-delayed-task.ts";

/**
 * Shared pieces of the generator and text tool pages (YouTube, Instagram, TikTok,
 * ad hooks, word counter, keyword density): the in-page validation message, the
 * generate button with its working state, numbered result lists and caption cards.
 */

/**
 * A validation message next to the control it concerns (decisions.md D5: role="alert",
 * never window.alert). Give the control `invalidProps(message, id)` so it points here.
 */
export function InputError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <div id={id} className="mt-2">
      <Alert>{message}</Alert>
    </div>
  );
}

/** aria-invalid and aria-describedby for a control while its message is shown. */
export function invalidProps(message: string | null, errorId: string) {
  return message ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
}

export type GenerateSource = "form" | "more";

/**
 * useDelayedTask plus which button started the run, so only that button reads
 * 'Generating...' (both are disabled while working).
 */
export function useGenerator<T>(delayMs: number) {
  const task = useDelayedTask<T>(delayMs);
  const [source, setSource] = useState<GenerateSource>("form");
  const { run } = task;
  const start = useCallback(
    (from: GenerateSource, produce: () => T) => {
      setSource(from);
      run(produce);
    },
    [run],
  );
  return { ...task, source, start };
}

interface WorkingButtonProps extends Omit<ButtonProps, "children"> {
  /** True while this button's run is in progress: spinner and `workingLabel`. */
  busy: boolean;
  label: string;
  workingLabel?: string;
  icon?: "sparkles" | "refresh";
}

/** A generate / analyze button: disabled while working, with a spinner and 'Generating...'. */
export function WorkingButton({
  busy,
  label,
  workingLabel = "Generating...",
  icon = "sparkles",
  disabled,
  ...props
}: WorkingButtonProps) {
  const Icon = icon === "refresh" ? RefreshCw : Sparkles;
  return (
    <Button disabled={disabled || busy} {...props}>
      {busy ? (
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
      ) : (
        <Icon aria-hidden="true" className="h-4 w-4" />
      )}
      {busy ? workingLabel : label}
    </Button>
  );
}

interface ResultsPanelProps {
  title: string;
  working: boolean;
  hasResults: boolean;
  /** e.g. "Generating names..." shown before the first results arrive. */
  workingText: string;
  /** e.g. "20 names": announced politely when results arrive. */
  summary?: string;
  children: React.ReactNode;
}

/**
 * Where results appear. Before the first results a working placeholder; while
 * generating again the old results stay, dimmed, until the new ones replace them.
 */
export function ResultsPanel({ title, working, hasResults, workingText, summary, children }: ResultsPanelProps) {
  if (!hasResults && !working) return null;
  return (
    <ToolPanel className="mt-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        <p role="status" className="text-sm text-slate-600">
          {working ? (
            <span className="inline-flex items-center gap-2">
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin text-brand-700" />
              {workingText}
            </span>
          ) : (
            summary
          )}
        </p>
      </div>
      {hasResults ? (
        <div aria-busy={working} className={working ? "opacity-50 transition-opacity" : "transition-opacity"}>
          {children}
        </div>
      ) : (
        <div aria-hidden="true" className="space-y-3">
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-12 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />
          ))}
        </div>
      )}
    </ToolPanel>
  );
}

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
export function NumberedResultList({ items, itemNoun, label, renderExtra, columns = 1 }: NumberedResultListProps) {
  const twoColumns = columns === 2;
  return (
    <ol
      aria-label={label}
      className={
        twoColumns ? "grid gap-2 sm:grid-cols-2" : "divide-y divide-slate-100 rounded-xl border border-slate-200"
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
            <p className="break-words font-medium text-slate-900">{item}</p>
            {renderExtra ? renderExtra(item) : null}
          </div>
          <CopyButton text={item} label={`Copy ${itemNoun} ${index + 1}`} className="shrink-0" />
        </li>
      ))}
    </ol>
  );
}

interface CaptionCardsProps {
  captions: readonly string[];
  label: string;
  /** Renders the character counter of one caption. */
  renderCounter: (caption: string) => React.ReactNode;
}

/** Numbered caption cards, each with its text as it will be posted, a counter and a copy button. */
export function CaptionCards({ captions, label, renderCounter }: CaptionCardsProps) {
  return (
    <ol aria-label={label} className="space-y-4">
      {captions.map((caption, index) => (
        <li key={`${index}-${caption}`} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <div className="mb-2 flex items-center justify-between gap-3">
            <h3 className="text-sm font-bold text-brand-800">Caption {index + 1}</h3>
            <CopyButton text={caption} label={`Copy caption ${index + 1}`} />
          </div>
          <p className="whitespace-pre-wrap break-words text-slate-800">{caption}</p>
          <div className="mt-3">{renderCounter(caption)}</div>
        </li>
      ))}
    </ol>
  );
}

/** Three or so small feature cards under a tool. */
export function FeatureCards({
  features,
}: {
  features: readonly { icon: React.ReactNode; title: string; text: string }[];
}) {
  return (
    <ul aria-label="Features" className="mt-6 grid gap-4 sm:grid-cols-3">
      {features.map((feature) => (
        <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
          >
            {feature.icon}
          </span>
          <h3 className="mt-3 font-bold text-slate-900">{feature.title}</h3>
          <p className="mt-1 text-sm text-slate-600">{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
