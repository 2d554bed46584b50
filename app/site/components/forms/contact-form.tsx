import { Send } from "lucide-react";
import { TextArea } from "#app/ui/field.tsx";
import { contact } from "#app/site/content/contact.ts";
import { HONEYPOT_FIELD, LIMITS, SUBMISSIONS_PATH } from "#contracts/leads/form-constants.ts";
import { FormActions, LeadFormElement, PersonFields, SuccessScreen, WebsiteField } from "./form-parts.tsx";
import { SentNote } from "./sent-note.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const empty = { fullName: "", contactNumber: "", email: "", website: "", message: "" };

/** The message form of /contact (stored as a submission of type contact). */
export function ContactForm() {
  const { formRef, field, status, errors, failure, onSubmit, sendKey, sentAt } = useLeadForm({
    empty,
    schema: () => import("#contracts/leads/forms.ts").then((contracts) => contracts.contactFormSchema),
    path: SUBMISSIONS_PATH,
    body: (data, honeypot) => ({ type: "contact", data, [HONEYPOT_FIELD]: honeypot }),
  });

  if (status === "success") {
    return <SuccessScreen title={contact.successMessage.title} text={contact.successMessage.text} bookCall />;
  }

  const sending = status === "sending";
  return (
    <>
      {sentAt ? <SentNote at={sentAt} reply="We reply within 24 hours" /> : null}
      <LeadFormElement type="contact" label="Contact form" formRef={formRef} onSubmit={onSubmit}>
        <div className="grid gap-5 sm:grid-cols-2">
          <PersonFields field={field} />
          <WebsiteField label="Website" {...field("website")} />
        </div>
        <TextArea
          label="Message"
          required
          rows={6}
          maxLength={LIMITS.message}
          placeholder="Tell us about your business and what you need help with"
          {...field("message")}
        />
        <FormActions failure={failure} errors={errors} sending={sending} sendKey={sendKey} consent="contact">
          <Send aria-hidden="true" className="h-4 w-4" />
          {sending ? "Sending Message..." : "Send Message"}
        </FormActions>
      </LeadFormElement>
    </>
  );
}
