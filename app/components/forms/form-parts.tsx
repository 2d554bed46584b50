import { useEffect, useId, useRef } from "react";
import { CheckCircle2 } from "lucide-react";
import { HONEYPOT_FIELD, LIMITS } from "#contracts/form-constants.ts";
import { TextField } from "#app/components/ui/field.tsx";

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

interface PersonFieldsProps {
  values: { fullName: string; contactNumber: string; email: string };
  errors: Record<string, string>;
  setField: (name: "fullName" | "contactNumber" | "email", value: string) => void;
}

/** Full Name, Contact Number and Email Address: the fields the contact and quote forms share. */
export function PersonFields({ values, errors, setField }: PersonFieldsProps) {
  return (
    <>
      <TextField
        label="Full Name"
        name="fullName"
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        value={values.fullName}
        onChange={(event) => setField("fullName", event.target.value)}
        error={errors.fullName}
      />
      <TextField
        label="Contact Number"
        name="contactNumber"
        type="tel"
        required
        autoComplete="tel"
        maxLength={LIMITS.phone}
        value={values.contactNumber}
        onChange={(event) => setField("contactNumber", event.target.value)}
        error={errors.contactNumber}
      />
      <TextField
        label="Email Address"
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        value={values.email}
        onChange={(event) => setField("email", event.target.value)}
        error={errors.email}
      />
    </>
  );
}
