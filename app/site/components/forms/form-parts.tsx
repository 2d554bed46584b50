import { type FormEvent, type RefObject, useEffect, useId, useRef } from "react";
import { CheckCircle2 } from "lucide-react";
import { FORM_POST_PATHS, HONEYPOT_FIELD, LIMITS } from "#contracts/leads/form-constants.ts";
import { IDEMPOTENCY_FIELD } from "#contracts/leads/idempotency.ts";
import { Button, type ButtonProps } from "#app/ui/button.tsx";
import { FormFailure } from "#app/ui/error-summary.tsx";
import { TextField } from "#app/ui/field.tsx";
import type { ConsentForm } from "#contracts/privacy/notice.ts";
import { BookCallLink } from "./book-call-link.tsx";
import { ConsentNotice } from "./consent-notice.tsx";
import type { BoundField } from "./use-lead-form.ts";

/**
 * The honeypot (contracts/leads/forms.ts): off-screen, hidden from assistive technology, out of
 * the tab order and never autofilled, so only bots fill it.
 */
function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * A lead form's element: without JavaScript it posts to /forms/submissions (the hidden type
 * tells which form), with it the form hook's handler sends it.
 */
export function LeadFormElement({
  type,
  label,
  formRef,
  onSubmit,
  children,
}: {
  type: "contact" | "quote" | "application";
  label: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  children: React.ReactNode;
}) {
  return (
    <form
      ref={formRef}
      method="post"
      action={FORM_POST_PATHS.submissions}
      aria-label={label}
      className="relative space-y-5"
      onSubmit={onSubmit}
    >
      <input type="hidden" name="type" value={type} />
      {children}
    </form>
  );
}

/** A status that takes focus when it appears, so a screen reader announces it at once. */
export function FocusedStatus({ className, children }: { className: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className={`outline-none ${className}`}>
      {children}
    </div>
  );
}

/** The success screen shown for 3 seconds; focus moves to it so it is announced. */
export function SuccessScreen({ title, text, bookCall = false }: { title: string; text: string; bookCall?: boolean }) {
  return (
    <FocusedStatus className="flex flex-col items-center rounded-2xl border border-green-200 bg-green-50 px-6 py-10 text-center">
      <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-green-600" />
      <h3 className="mt-4 text-xl font-bold text-slate-900">{title}</h3>
      <p className="mt-2 max-w-md text-slate-700">{text}</p>
      {bookCall ? <BookCallLink className="mt-3" /> : null}
    </FocusedStatus>
  );
}

/**
 * The submit row every lead form ends with: the honeypot, the form's idempotency key, the
 * privacy notice of `consent` (with its optional marketing box), the failure message (with
 * `errors`, an error summary linking each field to correct), the button (disabled and busy while
 * sending).
 */
export function FormActions({
  failure,
  errors = {},
  sending,
  sendKey,
  variant,
  consent,
  tone,
  children,
}: {
  failure: string | null;
  /** The fields refused (name → message): listed under the failure, each a link to its field. */
  errors?: Readonly<Record<string, string>>;
  sending: boolean;
  /** useLeadForm's `sendKey`, sent by a form posted without JavaScript too (lead forms only). */
  sendKey?: string;
  variant?: ButtonProps["variant"];
  /** Which form this is, for its notice. */
  consent: ConsentForm;
  /** "dark" on a dark panel. */
  tone?: "light" | "dark";
  children: React.ReactNode;
}) {
  return (
    <>
      <Honeypot />
      {sendKey ? <input type="hidden" name={IDEMPOTENCY_FIELD} value={sendKey} /> : null}
      <ConsentNotice form={consent} tone={tone} />
      <FormFailure failure={failure} errors={errors} />
      <Button type="submit" variant={variant} block disabled={sending} aria-busy={sending}>
        {children}
      </Button>
    </>
  );
}

export function NameField(props: BoundField) {
  return <TextField label="Full Name" required autoComplete="name" maxLength={LIMITS.name} {...props} />;
}

export function EmailField({
  label = "Email Address",
  ...props
}: BoundField & { label?: string; placeholder?: string }) {
  return <TextField label={label} type="email" required autoComplete="email" maxLength={LIMITS.email} {...props} />;
}

export function PhoneField({ label = "Contact Number", ...props }: BoundField & { label?: string }) {
  return <TextField label={label} type="tel" required autoComplete="tel" maxLength={LIMITS.phone} {...props} />;
}

/**
 * The attributes of a web address input. A text input, not type="url": the browser would block
 * "mehtajewels.com", which the shared schema accepts and stores as https://mehtajewels.com.
 */
export const webAddressInput = {
  type: "text",
  inputMode: "url",
  autoComplete: "url",
  autoCapitalize: "none",
  spellCheck: false,
  maxLength: LIMITS.url,
} as const;

/** A business website address (optional). */
export function WebsiteField({ label, ...props }: BoundField & { label: string }) {
  return <TextField label={label} {...webAddressInput} placeholder="yourbusiness.com" {...props} />;
}

/** Full Name, Contact Number and Email Address: the fields the contact and quote forms share. */
export function PersonFields({ field }: { field: (name: "fullName" | "contactNumber" | "email") => BoundField }) {
  return (
    <>
      <NameField {...field("fullName")} />
      <PhoneField {...field("contactNumber")} />
      <EmailField {...field("email")} />
    </>
  );
}
