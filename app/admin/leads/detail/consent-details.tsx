import type { AdminConsent } from "#contracts/leads/lead-desk.ts";
import { type ConsentForm, PURPOSE_LABELS, type Purpose } from "#contracts/privacy/notice.ts";
import { formatDateTime } from "../../shared/format.ts";
import { DetailRow, DetailSection } from "./detail-section.tsx";

// The lead detail panel's "Consent" section: what the person agreed to when they sent the
// lead (contracts/privacy/notice.ts), as the server stored it beside the lead.

const FORM_LABELS: Readonly<Record<ConsentForm, string>> = {
  contact: "Contact form",
  quote: "Quote form (/quote)",
  "home-quote": "Home page quote form",
  application: "Job application form",
  "audit-report": "SEO audit: E-mail me this report",
  booking: "Call booking (/book)",
  subscribe: "Newsletter sign-up",
};

/** "reply (answer this request), marketing (news and offers by e-mail)". Pure. */
export function purposesText(purposes: readonly string[]): string {
  return purposes.map((purpose) => PURPOSE_LABELS[purpose as Purpose] ?? purpose).join(", ");
}

export function ConsentDetails({
  consents,
  error,
}: {
  consents: readonly AdminConsent[] | null;
  error: string | null;
}) {
  return (
    <DetailSection title="Consent">
      {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
      {consents && consents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No consent recorded: this lead was stored before consents were kept.
        </p>
      ) : null}
      {consents?.map((consent) => (
        <dl key={consent.id} className="mt-2 divide-y divide-slate-100 text-sm">
          <DetailRow label="Purposes agreed">{purposesText(consent.purposes)}</DetailRow>
          <DetailRow label="Notice version">{consent.noticeVersion}</DetailRow>
          <DetailRow label="Form">{FORM_LABELS[consent.form as ConsentForm] ?? consent.form}</DetailRow>
          <DetailRow label="Agreed at">
            <time dateTime={consent.createdAt}>{formatDateTime(consent.createdAt)}</time>
          </DetailRow>
          {consent.withdrawnAt ? (
            <DetailRow label="Marketing withdrawn">
              <time dateTime={consent.withdrawnAt}>{formatDateTime(consent.withdrawnAt)}</time>
            </DetailRow>
          ) : null}
        </dl>
      ))}
    </DetailSection>
  );
}
