import { ExternalLink } from "lucide-react";
import { type AdminSubmission } from "#contracts/leads/lead-desk.ts";
import { isHttpUrl } from "#contracts/site/web-address.ts";
import { fieldLabel, orderedFields, textOf } from "../../shared/format.ts";
import { LeadSourceDetails } from "./lead-source-details.tsx";
import { DetailRow, DetailSection } from "./detail-section.tsx";

function FieldValue({ name, value }: { name: string; value: unknown }) {
  if (Array.isArray(value)) {
    return (
      <ul className="list-disc space-y-0.5 pl-5">
        {value.map((item, index) => (
          <li key={index}>{textOf(item)}</li>
        ))}
      </ul>
    );
  }
  // The number normalised by the server (contracts/leads/phone-number.ts): "+" and digits only.
  if (name === "contactNumberE164" && typeof value === "string" && /^\+[1-9][0-9]{6,14}$/.test(value)) {
    return (
      <a href={`tel:${value}`} className="font-medium text-brand-700 underline hover:text-brand-800">
        {value}
      </a>
    );
  }
  // Links typed by visitors are clickable only when they are http(s): never javascript: or data:.
  if (isHttpUrl(value)) {
    return (
      <a
        href={value}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="inline-flex items-center gap-1 font-medium break-all text-brand-700 underline hover:text-brand-800"
      >
        {value}
        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  const text = textOf(value);
  return (
    <span className={name === "message" || name === "goals" || name === "coverNote" ? "whitespace-pre-wrap" : ""}>
      {text}
    </span>
  );
}

/** Every field the lead's form sent, then where it came from. */
export function SubmissionDetail({ submission }: { submission: AdminSubmission }) {
  const fields = orderedFields(submission.data);
  return (
    <DetailSection title="Submitted fields">
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        <DetailRow label="Submission id">{submission.id}</DetailRow>
        {fields.map(([key, value]) => (
          <DetailRow key={key} label={fieldLabel(key)}>
            <FieldValue name={key} value={value} />
          </DetailRow>
        ))}
      </dl>
      <LeadSourceDetails source={submission.source} />
    </DetailSection>
  );
}
