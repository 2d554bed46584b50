import { FilePlus2 } from "lucide-react";
import { type ContentKind, type ContentSummary } from "#contracts/content/content-admin.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { formatDateTime } from "../shared/format.ts";
import { PanelHeading } from "#app/ui/panel-heading.tsx";

export const KIND_PLURALS: Readonly<Record<ContentKind, string>> = {
  article: "Articles",
  "case-study": "Case studies",
};
const NEW_LABELS: Readonly<Record<ContentKind, string>> = { article: "New article", "case-study": "New case study" };

/** "Draft", "Scheduled for 1 Dec 2026, 9:30 am" or "Published". */
export function statusLabel(item: Pick<ContentSummary, "status" | "publishAt">): string {
  if (item.status === "scheduled" && item.publishAt) return `Scheduled for ${formatDateTime(item.publishAt)}`;
  return item.status === "published" ? "Published" : item.status === "scheduled" ? "Scheduled" : "Draft";
}

const STATUS_TONES: Readonly<Record<ContentSummary["status"], string>> = {
  draft: "bg-slate-100 text-slate-700 ring-slate-300",
  scheduled: "bg-amber-50 text-amber-900 ring-amber-300",
  published: "bg-green-50 text-green-800 ring-green-300",
};

export function StatusBadge({ item }: { item: Pick<ContentSummary, "status" | "publishAt"> }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[item.status]}`}
    >
      {statusLabel(item)}
    </span>
  );
}

interface ContentListProps {
  kind: ContentKind;
  /** null while the list loads. */
  items: readonly ContentSummary[] | null;
  error: string | null;
  onKind: (kind: ContentKind) => void;
  onOpen: (item: ContentSummary) => void;
  onNew: () => void;
}

/** The Content view's list: a kind switch, the new-item button, and one row per item. */
export function ContentList({ kind, items, error, onKind, onOpen, onNew }: ContentListProps) {
  return (
    <section
      aria-labelledby="content-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PanelHeading id="content-heading">Content</PanelHeading>
        <Button onClick={onNew}>
          <FilePlus2 aria-hidden="true" className="h-4 w-4" />
          {NEW_LABELS[kind]}
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Kind of content">
        {(Object.keys(KIND_PLURALS) as ContentKind[]).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={kind === value}
            onClick={() => onKind(value)}
            className={`min-h-11 rounded-lg px-3 py-2 text-sm font-semibold sm:px-4 ${
              kind === value
                ? "bg-brand-700 text-white"
                : "bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50"
            }`}
          >
            {KIND_PLURALS[value]}
          </button>
        ))}
      </div>
      {error ? <Alert className="mt-4">{error}</Alert> : null}
      {items === null && !error ? (
        <div className="mt-4">
          <p role="status" aria-busy="true" className="text-sm text-slate-600">
            Loading {KIND_PLURALS[kind].toLowerCase()}...
          </p>
          <ul aria-hidden="true" className="mt-3 space-y-2">
            {[0, 1, 2].map((index) => (
              <li key={index} className="h-16 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />
            ))}
          </ul>
        </div>
      ) : null}
      {items !== null && items.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No {KIND_PLURALS[kind].toLowerCase()} yet. Use “{NEW_LABELS[kind]}” to write the first one.
        </p>
      ) : null}
      {items !== null && items.length > 0 ? (
        <ul aria-label={KIND_PLURALS[kind]} className="mt-4 divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <button
                  type="button"
                  onClick={() => onOpen(item)}
                  className="rounded text-left font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  {item.title}
                </button>
                <p className="mt-0.5 text-sm text-slate-600">
                  Changed {formatDateTime(item.updatedAt)}
                  {item.updatedBy ? ` by ${item.updatedBy}` : ""} · /{item.slug}
                </p>
              </div>
              <StatusBadge item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
