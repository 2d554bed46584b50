import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import type { z } from "zod";
import {
  HONEYPOT_FIELD,
  type LeadError,
  MSG_INVALID_FIELDS,
  MSG_SUBMIT_FAILED,
} from "#contracts/leads/form-constants.ts";
import { IDEMPOTENCY_FIELD, newIdempotencyKey, NO_SCRIPT_FORM_KEY } from "#contracts/leads/idempotency.ts";
import { marketingConsentOf } from "./consent-notice.tsx";

/** How long a success screen stays before the form comes back empty. */
export const SUCCESS_SCREEN_MS = 3000;

export type FormStatus = "idle" | "sending" | "success";

export type FormValues = Record<string, string | string[]>;

/** What `field(name)` gives a control: spread it onto TextField, TextArea or SelectField. */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

interface Options<Values extends FormValues, Result> {
  empty: Values;
  /**
   * Loads the form's shared schema (contracts/leads/forms.ts): the browser checks what the server
   * checks. Loaded on submit, so zod is not part of the page's first-load JavaScript.
   */
  schema: () => Promise<z.ZodType>;
  path: string;
  /** The JSON body for the validated data and the honeypot's value. */
  body: (data: unknown, honeypot: string) => unknown;
  /** Called with the server's answer on success (before the success screen). */
  onSuccess?: (result: Result) => void;
  /** Called when the success screen ends and the form is empty again. */
  onReset?: () => void;
  /** The tool whose result offer brought the visitor to this form (recorded with the lead). */
  offerTool?: string;
}

/** A store that never changes: useSyncExternalStore then tells the hydrated page from the prerendered one. */
const noChanges = () => () => undefined;

/** The visit's source and tools used (app/lib/lead-source.ts); a lead never fails for want of it. */
async function currentContext(offerTool: string | undefined) {
  try {
    const { leadContext } = await import("#app/lib/lead-source.ts");
    return leadContext(window.location.pathname, offerTool);
  } catch {
    return null;
  }
}

/** The fields of `form` whose DOM value differs from `values`: text typed, boxes ticked. */
function typedBeforeHydration<Values extends FormValues>(form: HTMLFormElement, values: Values): Partial<Values> {
  const typed: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      const boxes = form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`);
      const ticked = [...boxes].filter((box) => box.checked).map((box) => box.value);
      if (ticked.join("\n") !== value.join("\n")) typed[name] = ticked;
    } else {
      const control = form.elements.namedItem(name);
      if (control && "value" in control && typeof control.value === "string" && control.value !== value)
        typed[name] = control.value;
    }
  }
  return typed as Partial<Values>;
}

/** Server answers the forms understand: {error, fields} on 4xx. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * The states of a lead form: editing → sending from the first tap (button disabled and busy,
 * its text changes) → success screen for 3 s → empty form with a lasting note of the send; on
 * failure the values stay and an alert shows. Every send carries the form's idempotency key,
 * so a repeat (a retry after a failure that was in fact stored) finds the first lead. Field messages come from the shared schema first, then from the server's 400.
 */
export function useLeadForm<Values extends FormValues, Result = unknown>(options: Options<Values, Result>) {
  const { empty, schema, path } = options;
  const [values, setValues] = useState<Values>(empty);
  const [status, setStatus] = useState<FormStatus>("idle");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** When the last send succeeded: the lasting note under the form says so (sent-note.tsx). */
  const [sentAt, setSentAt] = useState<Date | null>(null);
  // The key of this showing of the form (contracts/leads/idempotency.ts): the prerendered page
  // holds the no-script key; a random one replaces it once hydrated, and again for each new form.
  const [clientKey, setSendKey] = useState(newIdempotencyKey);
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const sendKey = hydrated ? clientKey : NO_SCRIPT_FORM_KEY;
  // Busy from the first tap: a second tap in the same moment sees this before React re-renders.
  const busy = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => {
      setValues(latest.current.empty);
      setErrors({});
      setSendKey(newIdempotencyKey());
      setStatus("idle");
      latest.current.onReset?.();
    }, SUCCESS_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [status]);

  // A prerendered form can be typed into before its script has loaded. Hydration keeps what
  // the DOM holds, but the state starts empty and the next render would wipe it: take the
  // typed values into the state once, on mount.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeHydration(form, latest.current.empty);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);

  const setField = useCallback((name: keyof Values & string, value: string | string[]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  /** Binds one text, select or textarea control to the form: name, value, change handler, message. */
  const field = (name: keyof Values & string): BoundField => ({
    name,
    value: String(values[name]),
    error: errors[name],
    onChange: (event) => setField(name, event.target.value),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setStatus("sending");
    setFailure(null);
    const stop = () => {
      busy.current = false;
      setStatus("idle");
    };
    const form = event.currentTarget;
    const honeypotValue = new FormData(form).get(HONEYPOT_FIELD);
    const honeypot = typeof honeypotValue === "string" ? honeypotValue : "";
    let parsed: z.ZodSafeParseResult<unknown>;
    let fieldErrors: (error: z.ZodError) => Record<string, string>;
    let context: Awaited<ReturnType<typeof currentContext>> = null;
    try {
      const [loaded, contracts, visit] = await Promise.all([
        schema(),
        import("#contracts/leads/forms.ts"),
        currentContext(latest.current.offerTool),
      ]);
      // The marketing box is uncontrolled (consent-notice.tsx): its state is the DOM's.
      parsed = loaded.safeParse({ ...values, ...marketingConsentOf(form) });
      fieldErrors = contracts.fieldErrors;
      context = visit;
    } catch {
      stop();
      setFailure(MSG_SUBMIT_FAILED);
      return;
    }
    if (!parsed.success) {
      stop();
      setErrors(fieldErrors(parsed.error));
      setFailure(MSG_INVALID_FIELDS);
      return;
    }
    try {
      const response = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          ...(latest.current.body(parsed.data, honeypot) as object),
          context,
          [IDEMPOTENCY_FIELD]: sendKey,
        }),
      });
      const answer = await readJson(response);
      if (response.ok) {
        setErrors({});
        void import("#app/lib/lead-source.ts").then((source) => source.forgetToolsUsed()).catch(() => undefined);
        latest.current.onSuccess?.(answer as Result);
        busy.current = false;
        setSentAt(new Date());
        setStatus("success");
        return;
      }
      const error = (answer ?? {}) as Partial<LeadError>;
      stop();
      if (response.status === 400 && error.fields && typeof error.fields === "object") {
        setErrors(error.fields);
        setFailure(MSG_INVALID_FIELDS);
      } else if ((response.status === 429 || response.status === 503) && typeof error.error === "string") {
        // The server's own words: what was limited and how long to wait, or what is not set up.
        setFailure(error.error);
      } else {
        setFailure(MSG_SUBMIT_FAILED);
      }
    } catch {
      stop();
      setFailure(MSG_SUBMIT_FAILED);
    }
  };

  // "Check the highlighted fields" once none is highlighted any more (all corrected) says nothing
  // true: it goes with the last message. The error summary (form-parts.tsx) takes the focus.
  const shownFailure = failure === MSG_INVALID_FIELDS && Object.keys(errors).length === 0 ? null : failure;
  return { formRef, values, setField, field, status, errors, failure: shownFailure, onSubmit, sendKey, sentAt };
}
