import { Loader2, RefreshCw, Sparkles } from "lucide-react";
import { Alert } from "#app/ui/alert.tsx";
import { Button, type ButtonProps } from "#app/ui/button.tsx";
import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";
import { ToolResultOffer } from "./result-offer.tsx";
import { ToolPanel } from "./tool-panel.tsx";

/**
 * Form and result pieces shared by the generators and the text tools (word counter,
 * keyword density, SEO audit): the in-page validation message, the generate button
 * with its working state and the results panel.
 */

/**
 * A validation message next to the control it concerns: role="alert" in the page, never
 * window.alert. Give the control `invalidProps(message, id)` so it points here.
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
  /** The tool whose offer (its meta.ts) ends the results once there are some. */
  tool: ToolMeta;
  children: React.ReactNode;
}

/**
 * Where results appear. Before the first results a working placeholder; while
 * generating again the old results stay, dimmed, until the new ones replace them. A real
 * tool's offer ends the panel once there are results.
 */
export function ResultsPanel({ title, working, hasResults, workingText, summary, tool, children }: ResultsPanelProps) {
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
        <>
          <div aria-busy={working} className={working ? "opacity-50 transition-opacity" : "transition-opacity"}>
            {children}
          </div>
          <ToolResultOffer tool={tool} />
        </>
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

interface UrlFieldProps {
  label: string;
  id: string;
  ref: React.Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  autoComplete: "url" | "off";
  invalid: boolean;
  describedBy: string | undefined;
  /** The submit button, beside the box. */
  children: React.ReactNode;
}

/**
 * A labelled URL box (no capitalising, correcting or spell checking) with its button
 * beside it from the small breakpoint up: the simulated link tools' form and the SEO audit's.
 */
export function UrlField({ ref, ...props }: UrlFieldProps) {
  return (
    <>
      <label htmlFor={props.id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={ref}
          id={props.id}
          name="url"
          type="text"
          inputMode="url"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={props.invalid ? true : undefined}
          aria-describedby={props.describedBy}
          className="block w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500"
        />
        {props.children}
      </div>
    </>
  );
}

/** A tool's input form: no browser validation (the tool shows its own messages), fields spaced, submit without reloading. */
export function ToolForm({ onSubmit, children }: { onSubmit: () => void; children: React.ReactNode }) {
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
