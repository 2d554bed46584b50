import { useId } from "react";
import { ExternalLink } from "lucide-react";
import { type AdminSubmission } from "#contracts/leads/lead-desk.ts";
import { isHttpUrl } from "#contracts/site/web-address.ts";
import { fieldLabel, orderedFields, textOf } from "../../shared/format.ts";
import { LeadSourceDetails } from "./lead-source-details.tsx";

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
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-5">
      <h4 id={headingId} className="text-base font-bold text-slate-900">
        Submitted fields
      </h4>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        <div className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-3 sm:gap-3">
          <dt className="font-semibold text-slate-600">Submission id</dt>
          <dd className="text-slate-900 sm:col-span-2">{submission.id}</dd>
        </div>
        {fields.map(([key, value]) => (
          <div key={key} className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-3 sm:gap-3">
            <dt className="font-semibold text-slate-600">{fieldLabel(key)}</dt>
            <dd className="min-w-0 break-words text-slate-900 sm:col-span-2">
              <FieldValue name={key} value={value} />
            </dd>
          </div>
        ))}
      </dl>
      <LeadSourceDetails source={submission.source} />
    </section>
  );
}
