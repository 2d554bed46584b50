import { useId, useRef, useState } from "react";
import {
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_LIMITS,
  type DataRequestKind,
  MY_DATA_API_PATH,
  MY_DATA_FORM_PATH,
} from "#contracts/privacy/data-requests.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { FormFailure } from "#app/ui/error-summary.tsx";
import { TextArea, TextField } from "#app/ui/field.tsx";
import { useTypedBeforeHydration } from "#app/ui/use-typed-before-hydration.ts";

type Answer = { message?: string; error?: string; fields?: Record<string, string> };

/**
 * The "my data" request: an address and what to do. Without JavaScript the form posts to
 * /forms/my-data and the server answers with a page; with it, the same answer shows here.
 */
export function MyDataForm() {
  const kindLabelId = useId();
  const [email, setEmail] = useState("");
  const [kind, setKind] = useState<DataRequestKind>("copy");
  const [details, setDetails] = useState("");
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, {
    email: setEmail,
    kind: (value) => {
      if ((DATA_REQUEST_KINDS as readonly string[]).includes(value)) setKind(value as DataRequestKind);
    },
    details: setDetails,
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const response = await fetch(MY_DATA_API_PATH, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email, kind, details: kind === "correct" ? details : "" }),
      });
      setAnswer(((await response.json().catch(() => null)) as Answer | null) ?? { error: "Please try again." });
    } catch {
      setAnswer({ error: "The server cannot be reached. Check your connection and try again." });
    } finally {
      setSending(false);
    }
  }

  if (answer?.message) {
    return (
      <Alert tone="success" className="text-base">
        <strong className="block">Check your e-mail</strong>
        {answer.message}
      </Alert>
    );
  }
  return (
    <form
      ref={formRef}
      method="post"
      action={MY_DATA_FORM_PATH}
      onSubmit={onSubmit}
      aria-label="Ask about your data"
      className="space-y-5"
    >
      <TextField
        label="Your e-mail address"
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={DATA_REQUEST_LIMITS.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={answer?.fields?.email}
        hint="The address you gave us in a form or for the newsletter. We send the confirmation link there."
      />
      <fieldset aria-describedby={answer?.fields?.kind ? `${kindLabelId}-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">What would you like us to do?</legend>
        <div className="space-y-2">
          {DATA_REQUEST_KINDS.map((value) => (
            <label
              key={value}
              className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 text-slate-800"
            >
              <input
                id={`${kindLabelId}-${value}`}
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="h-5 w-5 shrink-0 accent-brand-700"
              />
              {DATA_REQUEST_KIND_LABELS[value]}
            </label>
          ))}
        </div>
        {answer?.fields?.kind ? (
          <p id={`${kindLabelId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {answer.fields.kind}
          </p>
        ) : null}
      </fieldset>
      <TextArea
        label="What should we correct?"
        name="details"
        rows={4}
        maxLength={DATA_REQUEST_LIMITS.details}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        error={answer?.fields?.details}
        hint="Only for a correction: what is wrong, and what it should say."
      />
      <FormFailure failure={answer?.error} errors={answer?.fields} />
      <Button type="submit" block disabled={sending}>
        {sending ? "Sending..." : "Send my request"}
      </Button>
    </form>
  );
}
