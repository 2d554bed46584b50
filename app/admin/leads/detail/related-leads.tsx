import { useId } from "react";
import { LEAD_STATUS_LABELS, type RelatedLead } from "#contracts/leads/lead-desk.ts";
import { HeadedSection } from "#app/ui/headed-section.tsx";
import { formatDateTime, typeLabel } from "../../shared/format.ts";

const MATCH_LABELS: Readonly<Record<RelatedLead["match"], string>> = {
  email: "same e-mail",
  phone: "same phone",
  both: "same e-mail and phone",
};

/** "Same person: 2 other requests"; null when there are none. Pure. */
export function relatedHeading(count: number): string | null {
  if (count === 0) return null;
  return `Same person: ${count} other request${count === 1 ? "" : "s"}`;
}

interface RelatedLeadsProps {
  related: readonly RelatedLead[] | null;
  error: string | null;
  onOpen: (id: number) => void;
}

/** Other submissions from the same e-mail or phone, each opening in this panel. */
export function RelatedLeads({ related, error, onOpen }: RelatedLeadsProps) {
  const headingId = useId();
  if (error) return <p className="mt-4 text-sm text-red-700">{error}</p>;
  const heading = related ? relatedHeading(related.length) : null;
  if (!related || !heading) return null;
  return (
    <HeadedSection
      id={headingId}
      heading={heading}
      level={4}
      className="mt-5 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-100"
      headingClassName="text-sm font-bold text-brand-900"
    >
      <ul className="mt-2 space-y-1">
        {related.map((lead) => (
          <li key={lead.id}>
            <button
              type="button"
              onClick={() => onOpen(lead.id)}
              className="flex min-h-11 w-full flex-wrap items-center gap-x-2 rounded-md px-2 py-1 text-left text-sm hover:bg-white"
            >
              <span className="font-semibold text-brand-800 underline">
                {typeLabel(lead.type)}, <time dateTime={lead.timestamp}>{formatDateTime(lead.timestamp)}</time>
              </span>
              <span className="text-slate-700">
                {LEAD_STATUS_LABELS[lead.status]} · {MATCH_LABELS[lead.match]}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
