import { ExternalLink, Trash2 } from "lucide-react";
import { type AdminSubmission, isHttpUrl } from "#contracts/admin.ts";
import { Button } from "#app/components/ui/button.tsx";
import { displayName, fieldLabel, formatDateTime, orderedFields, textOf, typeLabel } from "./format.ts";
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
  // The number normalised by the server (contracts/phone-number.ts): "+" and digits only.
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

/** Every field of the selected submission, with its delete button (owner only: no onDelete, no button). */
export function SubmissionDetail({ submission, onDelete }: { submission: AdminSubmission; onDelete?: () => void }) {
  const fields = orderedFields(submission.data);
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold break-words text-slate-900">{displayName(submission.data)}</h3>
          <p className="text-sm text-slate-600">
            {typeLabel(submission.type)} ·{" "}
            <time dateTime={submission.timestamp}>{formatDateTime(submission.timestamp)}</time>
          </p>
        </div>
        {onDelete ? (
          <Button variant="danger" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </Button>
        ) : null}
      </div>
      <dl className="mt-5 divide-y divide-slate-100 text-sm">
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
    </div>
  );
}
