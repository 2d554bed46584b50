import { useEffect, useId, useRef } from "react";
import { CheckCircle2 } from "lucide-react";
import { HONEYPOT_FIELD } from "#contracts/form-constants.ts";

/**
 * The honeypot (contracts/forms.ts): off-screen, hidden from assistive technology, out of
 * the tab order and never autofilled, so only bots fill it.
 */
export function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The success screen shown for 3 seconds; focus moves to it so it is announced. */
export function SuccessScreen({ title, text }: { title: string; text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="flex flex-col items-center rounded-2xl border border-green-200 bg-green-50 px-6 py-10 text-center outline-none"
    >
      <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-green-600" />
      <h3 className="mt-4 text-xl font-bold text-slate-900">{title}</h3>
      <p className="mt-2 max-w-md text-slate-700">{text}</p>
    </div>
  );
}
