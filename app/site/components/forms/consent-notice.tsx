import { Link } from "react-router";
import { Checkbox } from "#app/ui/field.tsx";
import {
  type ConsentForm,
  FORM_NOTICES,
  MARKETING_CONSENT_FIELD,
  MARKETING_CONSENT_LABEL,
  noticeText,
  PRIVACY_LINK_TEXT,
  PRIVACY_NOTICE_PATH,
} from "#contracts/privacy/notice.ts";

/**
 * The short privacy notice above a form's button (contracts/privacy/notice.ts): what is kept, why,
 * for how long, and a link to the full notice; before it, where the form offers one, the
 * optional marketing box, unticked. Uncontrolled, so a form sent without JavaScript posts it
 * as it is ("on" when ticked); useLeadForm reads it on submit.
 */
export function ConsentNotice({ form, tone = "light" }: { form: ConsentForm; tone?: "light" | "dark" }) {
  const notice = FORM_NOTICES[form];
  const text = tone === "dark" ? "text-brand-100" : "text-slate-600";
  const link =
    tone === "dark"
      ? "font-medium text-white underline hover:text-accent-400"
      : "font-medium text-brand-700 underline hover:text-brand-800";
  return (
    <div className="space-y-3">
      {notice.marketing ? (
        <Checkbox name={MARKETING_CONSENT_FIELD} value="on" defaultChecked={false} label={MARKETING_CONSENT_LABEL} />
      ) : null}
      <p className={`text-xs leading-relaxed ${text}`} data-consent-notice={form}>
        {noticeText(form)}{" "}
        <Link to={PRIVACY_NOTICE_PATH} className={link}>
          {PRIVACY_LINK_TEXT}
        </Link>
      </p>
    </div>
  );
}

/** The box's value when the form has one (true or false), for the JSON the form sends. */
export function marketingConsentOf(form: HTMLFormElement): { [MARKETING_CONSENT_FIELD]?: boolean } {
  const box = form.elements.namedItem(MARKETING_CONSENT_FIELD);
  return box instanceof HTMLInputElement ? { [MARKETING_CONSENT_FIELD]: box.checked } : {};
}
