import { useId, useState } from "react";
import { Mail } from "lucide-react";
import { blogPage } from "#app/site/content/blog-page.ts";
import {
  FORM_POST_PATHS,
  HONEYPOT_FIELD,
  SUBSCRIBERS_PATH,
  type SubscribeResult,
} from "#contracts/leads/form-constants.ts";
import { EmailField, FormActions } from "./form-parts.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const copy = blogPage.newsletter;

/** The blog sidebar's 'Stay Updated' box: stores the address as a subscriber. */
export function SubscribeBox() {
  const headingId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const { formRef, field, status, errors, failure, onSubmit } = useLeadForm<{ email: string }, SubscribeResult>({
    empty: { email: "" },
    schema: () => import("#contracts/leads/forms.ts").then((contracts) => contracts.subscribeFormSchema),
    path: SUBSCRIBERS_PATH,
    body: (data, honeypot) => ({ ...(data as object), [HONEYPOT_FIELD]: honeypot }),
    // The server's answer is the same for every address; the box says it in the page's words.
    onSuccess: () => setMessage(copy.successMessage),
    onReset: () => setMessage(null),
  });
  const sending = status === "sending";

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-brand-900 p-6 text-white">
      <Mail aria-hidden="true" className="h-8 w-8 text-accent-400" />
      <h2 id={headingId} className="mt-3 text-lg font-bold">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm text-brand-100">{copy.text}</p>
      {status === "success" && message ? (
        <div role="status" className="mt-4 rounded-lg bg-white/10 p-3 text-sm font-medium text-white">
          {message}
        </div>
      ) : (
        <form
          ref={formRef}
          method="post"
          action={FORM_POST_PATHS.subscribers}
          aria-label="Subscribe to the newsletter"
          className="relative mt-4 space-y-3"
          onSubmit={onSubmit}
        >
          <div className="rounded-lg bg-white p-3 text-slate-900">
            <EmailField label={copy.emailLabel} placeholder="you@company.com" {...field("email")} />
          </div>
          <FormActions
            failure={failure}
            errors={errors}
            sending={sending}
            variant="accent"
            consent="subscribe"
            tone="dark"
          >
            {sending ? "Subscribing..." : copy.buttonLabel}
          </FormActions>
        </form>
      )}
    </section>
  );
}
