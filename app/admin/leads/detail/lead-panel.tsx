import { type ReactNode, useId } from "react";
import { X } from "lucide-react";
import { useModalDialog } from "#app/ui/dialog.tsx";

// Where the open lead shows: beside the list on wide screens (a region), otherwise a sheet
// over the page (a modal dialog: full screen below 1024 px, a side panel beside the board).

const TITLE = "Submission details";

interface InlinePanelProps {
  children: ReactNode | null;
  /** Shown when no lead is open. */
  placeholder: string;
}

export function InlinePanel({ children, placeholder }: InlinePanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 self-start rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {TITLE}
      </h2>
      <div className="mt-4">{children ?? <p className="text-slate-600">{placeholder}</p>}</div>
    </section>
  );
}

interface SheetPanelProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A native modal <dialog>: focus stays inside, Escape closes it, focus returns to the opener. */
export function SheetPanel({ open, onClose, children }: SheetPanelProps) {
  const ref = useModalDialog(open);
  const headingId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      aria-modal="true"
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 backdrop:bg-slate-900/50 lg:ml-auto lg:w-[44rem] lg:shadow-2xl"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {TITLE}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="h-5 w-5" />
          Close
        </button>
      </div>
      <div className="px-4 py-4 sm:px-6">{open ? children : null}</div>
    </dialog>
  );
}
