import { useEffect, useId, useRef } from "react";
import { X } from "lucide-react";
import { PanelHeading } from "./panel-heading.tsx";
import { returnFocusScript } from "./dialog-return-focus.ts";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  /** Wider panel for forms. */
  size?: "sm" | "lg";
  /** The <dialog>'s id, for buttons that open it without JavaScript (`dialogOpener`). */
  id?: string;
  /**
   * Open in the page's HTML, before any script: the server renders it open (a non-modal
   * <dialog open>, drawn as the modal is). Constant for the page, so React never resets it.
   */
  openAtLoad?: boolean;
  /** With `openAtLoad` and an `id`: the selector of the page's button that opens it, focused when it closes. */
  returnFocusTo?: string;
}

/**
 * Attributes that make a button open the dialog `id` with no JavaScript at all (HTML invoker
 * commands). Its click handler must call `event.preventDefault()`, so that with JavaScript the
 * page's own state opens the dialog instead.
 */
export function dialogOpener(id: string) {
  return { commandfor: id, command: "show-modal" } as Record<string, string>;
}

/** A ref for a native <dialog> that is shown as a modal while `open` is true. */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/** A dialog opened by the page's HTML (not by showModal) is drawn like the modal: fixed, centred, the page dimmed. */
const NOT_MODAL_AS_MODAL =
  "[&:not(:modal)]:fixed [&:not(:modal)]:inset-0 [&:not(:modal)]:z-50 [&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(15_23_42/0.6)]";

/**
 * Escape closes the dialog, a click outside does not: a modal's default, and also the rule of
 * a dialog open in the HTML, which has no script to close it before hydration.
 */
const CLOSED_BY_ESCAPE = { closedby: "closerequest" } as Record<string, string>;

/**
 * A dialog open in the page's HTML takes focus at load as a modal would (the browser focuses
 * an `autofocus` element while parsing; React does not focus a <dialog> on hydration).
 */
const FOCUSED_AT_LOAD = { autoFocus: true, tabIndex: -1 };

/**
 * An in-page modal dialog on the native <dialog> element: focus moves
 * into it and stays there, Escape closes it, and focus returns to the opener.
 */
export function Dialog({ open, onClose, title, children, size = "sm", id, openAtLoad, returnFocusTo }: DialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <>
      <dialog
        ref={ref}
        id={id}
        open={openAtLoad || undefined}
        {...CLOSED_BY_ESCAPE}
        {...(openAtLoad ? FOCUSED_AT_LOAD : {})}
        aria-labelledby={titleId}
        onClose={onClose}
        onCancel={(event) => {
          event.preventDefault();
          onClose();
        }}
        className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60 ${NOT_MODAL_AS_MODAL} ${size === "lg" ? "max-w-2xl" : "max-w-md"}`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <PanelHeading id={titleId}>{title}</PanelHeading>
          <button
            type="button"
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
            {...(id ? ({ commandfor: id, command: "close" } as Record<string, string>) : {})}
            aria-label="Close"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <div className="max-h-[75vh] overflow-y-auto px-6 py-5">{children}</div>
      </dialog>
      {openAtLoad && id && returnFocusTo ? (
        <script dangerouslySetInnerHTML={{ __html: returnFocusScript(id, returnFocusTo) }} />
      ) : null}
    </>
  );
}
