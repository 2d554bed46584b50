import { type ReactNode, useId } from "react";
import type { AdminConsent } from "#contracts/leads/lead-desk.ts";
import { type ConsentForm, PURPOSE_LABELS, type Purpose } from "#contracts/privacy/notice.ts";
import { formatDateTime } from "../../shared/format.ts";

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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-3 sm:gap-3">
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

export function ConsentDetails({
  consents,
  error,
}: {
  consents: readonly AdminConsent[] | null;
  error: string | null;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-5">
      <h4 id={headingId} className="text-base font-bold text-slate-900">
        Consent
      </h4>
      {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
      {consents && consents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No consent recorded: this lead was stored before consents were kept.
        </p>
      ) : null}
      {consents?.map((consent) => (
        <dl key={consent.id} className="mt-2 divide-y divide-slate-100 text-sm">
          <Row label="Purposes agreed">{purposesText(consent.purposes)}</Row>
          <Row label="Notice version">{consent.noticeVersion}</Row>
          <Row label="Form">{FORM_LABELS[consent.form as ConsentForm] ?? consent.form}</Row>
          <Row label="Agreed at">
            <time dateTime={consent.createdAt}>{formatDateTime(consent.createdAt)}</time>
          </Row>
          {consent.withdrawnAt ? (
            <Row label="Marketing withdrawn">
              <time dateTime={consent.withdrawnAt}>{formatDateTime(consent.withdrawnAt)}</time>
            </Row>
          ) : null}
        </dl>
      ))}
    </section>
  );
}
