import { useEffect, useState } from "react";
import { Check, Copy } from "lucide-react";

interface CopyButtonProps {
  text: string;
  /** Accessible name, e.g. "Copy title 3"; the visible text is "Copy" / "Copied". */
  label?: string;
  children?: React.ReactNode;
  className?: string;
}

/**
 * Copying `text` to the clipboard, and its outcome ("copied" or "failed"), which goes
 * back to "idle" after two seconds so the confirmation is seen but does not linger.
 */
export function useCopy(text: string) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  return { state, copy };
}

/** Copies text to the clipboard and confirms it visibly ("Copied") for two seconds. */
export function CopyButton({ text, label = "Copy", children, className = "" }: CopyButtonProps) {
  const { state, copy } = useCopy(text);

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={state === "copied" ? `${label}: copied` : label}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 ${className}`}
    >
      {state === "copied" ? (
        <Check aria-hidden="true" className="h-4 w-4 text-green-600" />
      ) : (
        <Copy aria-hidden="true" className="h-4 w-4" />
      )}
      <span aria-live="polite">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : (children ?? "Copy")}
      </span>
    </button>
  );
}
