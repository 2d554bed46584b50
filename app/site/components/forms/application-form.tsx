import { Dialog } from "#app/ui/dialog.tsx";
import { TextArea, TextField } from "#app/ui/field.tsx";
import { applicationSuccess } from "#app/site/content/thank-you.ts";
import { HONEYPOT_FIELD, LIMITS, SUBMISSIONS_PATH } from "#contracts/leads/form-constants.ts";
import {
  EmailField,
  FormActions,
  LeadFormElement,
  NameField,
  PhoneField,
  SuccessScreen,
  webAddressInput,
} from "./form-parts.tsx";
import { SentNote } from "./sent-note.tsx";
import { useLeadForm } from "./use-lead-form.ts";

export interface Opening {
  id: string;
  title: string;
}

function emptyValues(opening: Opening | null) {
  return {
    openingId: opening?.id ?? "",
    openingTitle: opening?.title ?? "",
    fullName: "",
    email: "",
    contactNumber: "",
    portfolioUrl: "",
    coverNote: "",
  };
}

/** The application form itself: in the dialog, or on the page of an Apply link followed without script. */
function ApplicationForm({ opening, onDone }: { opening: Opening | null; onDone?: () => void }) {
  const { formRef, values, field, status, errors, failure, onSubmit, sendKey, sentAt } = useLeadForm({
    empty: emptyValues(opening),
    schema: () => import("#contracts/leads/forms.ts").then((contracts) => contracts.applicationFormSchema),
    path: SUBMISSIONS_PATH,
    body: (data, honeypot) => ({ type: "application", data, [HONEYPOT_FIELD]: honeypot }),
    onReset: onDone,
  });

  if (status === "success") {
    return <SuccessScreen title={applicationSuccess.title} text={applicationSuccess.text} />;
  }

  const sending = status === "sending";
  return (
    <LeadFormElement
      type="application"
      label={opening ? `Application for ${opening.title}` : "General application"}
      formRef={formRef}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="openingId" value={values.openingId} />
      <input type="hidden" name="openingTitle" value={values.openingTitle} />
      {sentAt ? (
        <SentNote at={sentAt} reply="We review every application within 3-5 business days" bookCall={false} />
      ) : null}
      <p className="text-sm text-slate-600">
        {opening
          ? `You are applying for ${opening.title}. Fields marked with an asterisk are required.`
          : "Tell us about yourself and we will get in touch when a suitable role opens. Fields marked with an asterisk are required."}
      </p>
      <NameField {...field("fullName")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField {...field("email")} />
        <PhoneField label="Phone Number" {...field("contactNumber")} />
      </div>
      <TextField
        label="Link to CV or Portfolio"
        {...webAddressInput}
        required
        placeholder="drive.google.com/... or behance.net/..."
        hint="A link to your CV (Google Drive, Dropbox, LinkedIn) or your portfolio."
        {...field("portfolioUrl")}
      />
      <TextArea
        label="Cover Note"
        rows={5}
        maxLength={LIMITS.message}
        placeholder="Why this role, and what you would bring to the team"
        {...field("coverNote")}
      />
      <FormActions failure={failure} errors={errors} sending={sending} sendKey={sendKey} consent="application">
        {sending ? "Submitting Application..." : "Submit Application"}
      </FormActions>
    </LeadFormElement>
  );
}

/**
 * The careers application form in a modal: 'Apply Now' passes the opening, 'Send Your
 * Resume' passes null (a general application). Stored as a submission of type
 * application. After the success screen (3 s) the dialog closes.
 */
export function ApplicationDialog({
  id,
  opening,
  open,
  onClose,
  openAtLoad,
  returnFocusTo,
}: {
  /** The dialog's id: without JavaScript, buttons open it by id (`dialogOpener`). */
  id?: string;
  opening: Opening | null;
  open: boolean;
  onClose: () => void;
  /** Rendered open in the page's HTML (an Apply sent before the page's script ran). */
  openAtLoad?: boolean;
  /** With `openAtLoad`: the selector of the button that opens it, focused when it closes. */
  returnFocusTo?: string;
}) {
  return (
    <Dialog
      id={id}
      open={open}
      openAtLoad={openAtLoad}
      returnFocusTo={returnFocusTo}
      onClose={onClose}
      title={opening ? `Apply for ${opening.title}` : "Send Your Resume"}
      size="lg"
    >
      {/* A new opening starts a new form; closing keeps what was typed for the same one. */}
      <ApplicationForm key={opening?.id ?? "general"} opening={opening} onDone={onClose} />
    </Dialog>
  );
}
