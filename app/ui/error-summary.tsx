import { useEffect, useId, useState, type MouseEvent } from "react";
import { AlertCircle } from "lucide-react";
import { Alert } from "./alert.tsx";

/** One refused field: its name (as the form or the server calls it) and its message. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Field errors as forms keep them (name → message), as a list; `skip` names non-field keys. */
export function problemsOf(errors: Readonly<Record<string, string>>, skip: readonly string[] = []): FieldProblem[] {
  return Object.entries(errors)
    .filter(([field, message]) => message && !skip.includes(field))
    .map(([field, message]) => ({ field, message }));
}

/** The id of the control named `field` in `form` (of the first, for a group of boxes). */
function controlIdByName(form: HTMLFormElement | null, field: string): string | null {
  const found = form?.elements.namedItem(field);
  if (!found) return null;
  const first = "length" in found && !(found instanceof HTMLSelectElement) ? found[0] : found;
  return first instanceof HTMLElement && first.id ? first.id : null;
}

/** Whether an element of this id is in the page and not hidden (a hidden input is not a field). */
function shownId(id: string | null | undefined): string | null {
  if (!id) return null;
  const element = document.getElementById(id);
  if (!element || element.closest("[hidden]")) return null;
  if (element instanceof HTMLInputElement && element.type === "hidden") return null;
  return id;
}

/** field → id of its shown control, or null when the form does not show it. */
function shownTargets(
  node: HTMLElement,
  problems: readonly FieldProblem[],
  idOf: ((field: string) => string) | undefined,
): Record<string, string | null> {
  const form = node.closest("form");
  return Object.fromEntries(
    problems.map(({ field }) => [field, shownId(idOf ? idOf(field) : controlIdByName(form, field))]),
  );
}

interface ErrorSummaryProps {
  /** The form's own message (e.g. MSG_INVALID_FIELDS), word for word: the summary's heading. */
  heading: string;
  problems: readonly FieldProblem[];
  /** The id of a field's control; by default the control of that name in the enclosing form. */
  idOf?: (field: string) => string;
  /** The server's own reason, said first when no refused field is shown in the form. */
  reason?: string | null;
  className?: string;
}

/**
 * The GOV.UK error summary: the form's message as a heading, then each problem as a link to its
 * field. It takes focus when it appears (a refused submit), so it is read out first; a link
 * focuses its field. A problem about a field the form does not show is listed as plain text, and
 * when no problem names a shown field the summary is a plain error with those messages, never a
 * "check the highlighted fields" with nothing highlighted. Only the message is the live alert
 * (read out, and the same words as a form without a summary); the list is a group named by it.
 */
export function ErrorSummary({ heading, problems, idOf, reason, className = "" }: ErrorSummaryProps) {
  // The summary's own element, set once it is in the page: the fields are read from the page
  // then (in the same commit, before it is painted), never from the server's list alone.
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const headingId = useId();
  const targets = node ? shownTargets(node, problems, idOf) : {};
  useEffect(() => {
    node?.focus();
  }, [node]);

  const linked = problems.filter((problem) => targets[problem.field]);
  const unshown = problems.filter((problem) => !targets[problem.field]);

  function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const control = document.getElementById(id);
    if (!control) return;
    // As GOV.UK: focus the control and bring its label into view with it (not only the input).
    event.preventDefault();
    const label = document.querySelector(`label[for="${CSS.escape(id)}"]`);
    label?.scrollIntoView?.({ block: "start" });
    control.focus({ preventScroll: label !== null });
  }

  return (
    <div
      ref={setNode}
      role={linked.length > 0 ? "group" : "alert"}
      aria-labelledby={linked.length > 0 ? headingId : undefined}
      tabIndex={-1}
      className={`flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 outline-none focus:ring-2 focus:ring-red-600/40 ${className}`}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {linked.length > 0 ? (
        <div>
          <div role="alert">
            <h2 id={headingId} className="font-semibold">
              {heading}
            </h2>
          </div>
          <ul className="mt-1">
            {linked.map(({ field, message }) => (
              <li key={field}>
                <a
                  href={`#${targets[field] ?? ""}`}
                  className="inline-flex min-h-11 items-center font-medium underline underline-offset-2 hover:text-red-900"
                  onClick={(event) => focusField(event, targets[field] ?? "")}
                >
                  {message}
                </a>
              </li>
            ))}
            {unshown.map(({ field, message }) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <div>
          {reason && !unshown.some(({ message }) => message === reason) ? <p>{reason}</p> : null}
          {unshown.map(({ field, message }) => (
            <p key={field}>{message}</p>
          ))}
          {!reason && unshown.length === 0 ? <p>{heading}</p> : null}
        </div>
      )}
    </div>
  );
}

/** A form's failure: a plain alert, or the error summary when it comes with refused fields. */
export function FormFailure({
  failure,
  errors = {},
}: {
  failure: string | null | undefined;
  errors?: Readonly<Record<string, string>>;
}) {
  if (!failure) return null;
  const problems = problemsOf(errors);
  return problems.length > 0 ? <ErrorSummary heading={failure} problems={problems} /> : <Alert>{failure}</Alert>;
}
