import type { SubmissionType } from "#contracts/leads/form-constants.ts";
import { agreedPurposes, type ConsentForm, NOTICE_VERSION } from "#contracts/privacy/notice.ts";
import type { LeadConsent } from "#server/platform/db/submission-insert.ts";

/** Which form a submission came from, as its consent names it. */
function consentFormOf(type: SubmissionType, data: Record<string, unknown>): ConsentForm {
  if (type === "contact") return "contact";
  if (type === "application") return "application";
  if (type === "audit") return "audit-report";
  if (type === "booking") return "booking";
  return data.source === "home" ? "home-quote" : "quote";
}

/**
 * A checked form's data split into what is stored as the lead and the consent stored beside
 * it: the notice in force, the form's required purpose, and marketing only when its box was ticked.
 */
export function withConsent<Data extends { marketingConsent?: boolean }>(
  type: SubmissionType,
  checked: Data,
): { data: Omit<Data, "marketingConsent">; consent: LeadConsent } {
  const { marketingConsent, ...data } = checked;
  const form = consentFormOf(type, data);
  return {
    data,
    consent: { form, noticeVersion: NOTICE_VERSION, purposes: agreedPurposes(form, marketingConsent === true) },
  };
}
