import { useEffect, useId, useRef, useState } from "react";
import { Send } from "lucide-react";
import { Link } from "react-router";
import { EmailField, FormActions, NameField, SuccessScreen } from "#app/site/components/forms/form-parts.tsx";
import { useLeadForm } from "#app/site/components/forms/use-lead-form.ts";
import { HONEYPOT_FIELD, SUBMISSIONS_PATH } from "#contracts/leads/form-constants.ts";
import type { AuditRequestCreated } from "#contracts/leads/forms.ts";
import type { AuditSummary } from "./logic.ts";

const empty = { fullName: "", email: "" };

/** What the server did with the request: e-mailed the report, left it to the team, or said why it sent none. */
interface Sent {
  emailed: boolean;
  email: string;
  notSent?: string;
}

/**
 * 'E-mail me this report': name and e-mail, stored as a lead of type audit with the report's
 * summary and the audit's `reportToken`, the server's proof that it ran this audit. The server
 * decides whether it e-mails the report itself (its answer's `reportEmailed`, and
 * `reportNotSent` when it chose not to); the message says what happens either way. Kept mounted
 * while hidden, so closing and opening it keeps what was typed, and a sent request stays sent.
 */
export function EmailReportForm({
  id,
  open,
  summary,
  reportToken,
}: {
  id: string;
  open: boolean;
  summary: AuditSummary;
  reportToken?: string;
}) {
  const headingId = useId();
  const [sent, setSent] = useState<Sent | null>(null);
  const sentTo = useRef("");
  const { formRef, field, status, errors, failure, onSubmit, sendKey } = useLeadForm<typeof empty, AuditRequestCreated>(
    {
      empty,
      // The page checks what the visitor typed; the server checks the summary too.
      schema: () =>
        import("#contracts/leads/forms.ts").then((contracts) =>
          contracts.auditRequestFormSchema.pick({ fullName: true, email: true, marketingConsent: true }),
        ),
      path: SUBMISSIONS_PATH,
      body: (data, honeypot) => {
        sentTo.current = (data as typeof empty).email;
        return {
          type: "audit",
          data: { ...(data as typeof empty), ...summary },
          reportToken,
          [HONEYPOT_FIELD]: honeypot,
        };
      },
      onSuccess: (answer) =>
        setSent({ emailed: answer?.reportEmailed === true, email: sentTo.current, notSent: answer?.reportNotSent }),
    },
  );

  // Opening the form takes the keyboard to its first field.
  useEffect(() => {
    if (open) formRef.current?.querySelector<HTMLInputElement>("input:not([tabindex='-1'])")?.focus();
  }, [open, formRef]);

  const sending = status === "sending";
  return (
    <div id={id} hidden={!open} className="mt-5 break-words">
      {sent ? (
        <SuccessScreen
          title={sent.emailed ? "Report sent" : "Request received"}
          text={
            sent.emailed
              ? `We have e-mailed the report for ${summary.auditedUrl} to ${sent.email}. If it is not in your inbox in a few minutes, please check your spam folder.`
              : (sent.notSent ??
                `Thank you! Our team will e-mail the report for ${summary.auditedUrl} to ${sent.email} within 24 hours.`)
          }
        />
      ) : (
        <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
          <h3 id={headingId} className="font-bold text-slate-900">
            E-mail me this report
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            We send the summary of this audit (the page, its score and the issues found) to your e-mail address, and
            keep your request so our team can follow up. See our{" "}
            <Link to="/privacy" className="font-medium text-brand-700 underline hover:text-brand-800">
              privacy policy
            </Link>
            .
          </p>
          <form
            ref={formRef}
            aria-labelledby={headingId}
            noValidate
            className="relative mt-4 space-y-4"
            onSubmit={onSubmit}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <NameField {...field("fullName")} />
              <EmailField {...field("email")} />
            </div>
            <FormActions failure={failure} errors={errors} sending={sending} sendKey={sendKey} consent="audit-report">
              <Send aria-hidden="true" className="h-4 w-4" />
              {sending ? "Sending..." : "Send me the report"}
            </FormActions>
          </form>
        </section>
      )}
    </div>
  );
}
