import { useEffect, useState } from "react";
import { ArrowLeft, ExternalLink } from "lucide-react";
import {
  CONTENT_KIND_LABELS,
  contentPreviewPath,
  type ContentItem,
  type ContentKind,
  type ContentStatus,
  type ContentSummary,
} from "#contracts/content/content-admin.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { ErrorSummary, problemsOf } from "#app/ui/error-summary.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import { TextField } from "#app/ui/field.tsx";
import { ContentApiError, contentApi } from "./content-api.ts";
import { useLoad } from "../shared/use-load.ts";
import { ArticleFields, CaseStudyFields } from "./content-fields.tsx";
import {
  checkForm,
  emptyForm,
  fieldId,
  localDate,
  localDateTimeToIso,
  suggestSlug,
  withValue,
  type ArticleForm,
  type CaseStudyForm,
  type ContentForm,
  type FieldErrors,
} from "./content-form.ts";
import { StatusBadge } from "./content-list.tsx";
import { PanelHeading } from "#app/ui/panel-heading.tsx";

export const MSG_FIX_FIELDS = "Please correct the fields marked below. Nothing you typed is lost.";
const MSG_SCHEDULE_FUTURE = "Choose a date and time in the future.";

/**
 * A refused save: an error summary linking each field to correct (it takes the focus), or the
 * plain message. A field the form does not show is named by its message, never left unmarked;
 * once every field is corrected, "correct the fields marked below" goes.
 */
function RefusalMessage({
  message,
  reason,
  errors,
}: {
  message: string | null;
  reason: string | null;
  errors: FieldErrors;
}) {
  const problems = problemsOf(errors, ["form"]);
  if (problems.length > 0 && message)
    return <ErrorSummary heading={message} problems={problems} idOf={fieldId} reason={reason} />;
  return message && message !== MSG_FIX_FIELDS ? <Alert>{message}</Alert> : null;
}

/** Saving keeps the status: a draft stays a draft, a scheduled item keeps its time, a published one is updated. */
const SAVE_LABELS: Readonly<Record<ContentStatus, string>> = {
  draft: "Save draft",
  scheduled: "Save",
  published: "Update",
};

type Action = "save" | "publish" | "schedule" | "unpublish" | "delete";
const BUSY: Readonly<Record<Action, string>> = {
  save: "Saving...",
  publish: "Publishing...",
  schedule: "Scheduling...",
  unpublish: "Unpublishing...",
  delete: "Deleting...",
};
const DONE: Readonly<Record<Exclude<Action, "delete">, string>> = {
  save: "Saved.",
  publish: "Published.",
  schedule: "Scheduled.",
  unpublish: "Unpublished: it is a draft again.",
};

function summaryOf(item: ContentItem): ContentSummary {
  const { kind, id, slug, title, status, publishAt, updatedAt, updatedBy } = item;
  return { kind, id, slug, title, status, publishAt, updatedAt, updatedBy };
}

interface ContentEditorProps {
  kind: ContentKind;
  /** null for a new item. */
  id: number | null;
  /** The signed-in account's name: a new article's author until changed. */
  author: string;
  /** Back to the list; `changed` when the list should load again. */
  onClose: (changed: boolean) => void;
  onSignedOut: (error: unknown) => boolean;
  /** Told whether the form has unsaved changes (the dashboard asks before logging out). */
  onDirty?: (dirty: boolean) => void;
}

/** Writes one article or case study: its fields, live preview, and the publishing actions. */
export function ContentEditor({ kind, id, author, onClose, onSignedOut, onDirty }: ContentEditorProps) {
  const [item, setItem] = useState<ContentSummary | null>(null);
  const [form, setForm] = useState<ContentForm | null>(() =>
    id === null ? emptyForm(kind, author, localDate(new Date())) : null,
  );
  const [saved, setSaved] = useState<string>(() => JSON.stringify(form));
  const [loadError, setLoadError] = useState<string | null>(null);
  const [slugTouched, setSlugTouched] = useState(id !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [publishAt, setPublishAt] = useState("");
  const [publishAtError, setPublishAtError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"delete" | "leave" | null>(null);
  const [changed, setChanged] = useState(false);
  // The server's words for a refused save, said when the field it names is not in the form.
  const [reason, setReason] = useState<string | null>(null);
  const dirty = form !== null && JSON.stringify(form) !== saved;

  // A new item (no id yet) loads nothing: the key is null, so `load` never runs without an id.
  useLoad(
    id === null ? null : `${kind}/${id}`,
    () => contentApi.get(kind, id ?? 0),
    (loaded) => {
      setItem(summaryOf(loaded));
      setForm(loaded.input);
      setSaved(JSON.stringify(loaded.input));
    },
    (error) => {
      if (!onSignedOut(error)) setLoadError(`This ${CONTENT_KIND_LABELS[kind].toLowerCase()} could not be loaded.`);
    },
  );

  useEffect(() => {
    onDirty?.(dirty);
  }, [dirty, onDirty]);
  useEffect(() => () => onDirty?.(false), [onDirty]);

  // Closing the tab or reloading with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  function change(path: string, value: string) {
    setDone(null);
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });
    setForm((current) => {
      if (current === null) return current;
      const next = withValue(current, path, value);
      return path === "title" && !slugTouched ? withValue(next, "slug", suggestSlug(value)) : next;
    });
  }

  function changeSlug(value: string) {
    // An emptied URL name follows the title again.
    setSlugTouched(value !== "");
    change("slug", value);
  }

  function refused(error: unknown) {
    if (onSignedOut(error)) return;
    if (error instanceof ContentApiError && Object.keys(error.fields).length > 0) {
      setErrors(error.fields);
      setReason(error.message);
      setMessage(error.fields.form ?? MSG_FIX_FIELDS);
    } else {
      setMessage(error instanceof Error ? error.message : "Something went wrong. Please try again.");
    }
  }

  /** Saves the form (creates the item the first time); null when it was refused. */
  async function save(): Promise<ContentSummary | null> {
    if (form === null) return null;
    const checked = checkForm(kind, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage(MSG_FIX_FIELDS);
      return null;
    }
    const stored =
      item === null
        ? await contentApi.create(kind, checked.input)
        : await contentApi.update(kind, item.id, checked.input);
    setItem(summaryOf(stored));
    // The form as stored (trimmed, scripts removed), unless the writer typed on meanwhile:
    // then their text stays, and shows as unsaved.
    setForm((current) => (current === form ? stored.input : current));
    setSaved(JSON.stringify(stored.input));
    setSlugTouched(true);
    setChanged(true);
    return summaryOf(stored);
  }

  async function run(action: Exclude<Action, "delete">) {
    let at: string | undefined;
    if (action === "schedule") {
      const iso = localDateTimeToIso(publishAt);
      if (iso === null || new Date(iso).getTime() <= Date.now()) {
        setPublishAtError(MSG_SCHEDULE_FUTURE);
        return;
      }
      at = iso;
    }
    setPublishAtError(null);
    setBusy(action);
    setDone(null);
    setMessage(null);
    setReason(null);
    setErrors({});
    try {
      if (action === "unpublish") {
        if (item === null) return;
        setItem(summaryOf(await contentApi.unpublish(kind, item.id)));
        setChanged(true);
      } else {
        const stored = await save();
        if (stored === null) return;
        if (action !== "save") setItem(summaryOf(await contentApi.publish(kind, stored.id, at)));
      }
      setDone(DONE[action]);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (item === null) return;
    setBusy("delete");
    try {
      await contentApi.remove(kind, item.id);
      setConfirm(null);
      onClose(true);
    } catch (error) {
      setConfirm(null);
      refused(error);
    } finally {
      setBusy(null);
    }
  }

  function leave() {
    if (dirty) setConfirm("leave");
    else onClose(changed);
  }

  const label = CONTENT_KIND_LABELS[kind].toLowerCase();
  const heading = item === null && id === null ? `New ${label}` : `Edit ${label}`;
  const status = item?.status ?? "draft";
  const disabled = busy !== null || form === null;
  const fieldProps = { errors, onChange: change, onSlug: changeSlug, onSignedOut };

  return (
    <section
      aria-labelledby="content-editor-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <PanelHeading id="content-editor-heading">{heading}</PanelHeading>
          {item ? <StatusBadge item={item} /> : null}
        </div>
        <Button variant="ghost" onClick={leave}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to the list
        </Button>
      </div>

      {loadError ? <Alert className="mt-4">{loadError}</Alert> : null}
      {form === null && !loadError ? (
        <p role="status" aria-busy="true" className="mt-4 text-sm text-slate-600">
          Loading...
        </p>
      ) : null}

      {form !== null ? (
        <form
          noValidate
          aria-labelledby="content-editor-heading"
          className="mt-4 space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            void run("save");
          }}
        >
          <RefusalMessage message={message} reason={reason} errors={errors} />
          {kind === "article" ? (
            <ArticleFields form={form as ArticleForm} {...fieldProps} />
          ) : (
            <CaseStudyFields form={form as CaseStudyForm} {...fieldProps} />
          )}

          {status !== "published" ? (
            <div className="flex flex-wrap items-start gap-2 rounded-xl border border-slate-200 p-4">
              <div className="w-full sm:w-64">
                <TextField
                  id="content-publish-at"
                  label="Publish at (your time)"
                  type="datetime-local"
                  value={publishAt}
                  error={publishAtError}
                  onChange={(event) => {
                    setPublishAt(event.target.value);
                    setPublishAtError(null);
                  }}
                />
              </div>
              <Button
                variant="secondary"
                className="sm:mt-7"
                onClick={() => void run("schedule")}
                disabled={disabled}
                aria-busy={busy === "schedule"}
              >
                {busy === "schedule" ? BUSY.schedule : status === "scheduled" ? "Reschedule" : "Schedule"}
              </Button>
            </div>
          ) : null}
          {/* The actions stay in sight while writing (not on a phone, where they would cover the form). */}
          <div className="-mx-4 space-y-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:sticky sm:bottom-0 sm:-mx-6 sm:px-6">
            <div className="flex flex-wrap items-end gap-2">
              <Button
                type="submit"
                variant={status === "published" ? "primary" : "secondary"}
                disabled={disabled}
                aria-busy={busy === "save"}
              >
                {busy === "save" ? BUSY.save : SAVE_LABELS[status]}
              </Button>
              {status !== "published" ? (
                <Button onClick={() => void run("publish")} disabled={disabled} aria-busy={busy === "publish"}>
                  {busy === "publish" ? BUSY.publish : status === "scheduled" ? "Publish now" : "Publish"}
                </Button>
              ) : null}
              {item !== null && status !== "draft" ? (
                <Button
                  variant="secondary"
                  onClick={() => void run("unpublish")}
                  disabled={disabled}
                  aria-busy={busy === "unpublish"}
                >
                  {busy === "unpublish" ? BUSY.unpublish : "Unpublish"}
                </Button>
              ) : null}
              {item !== null ? (
                <a
                  href={contentPreviewPath(kind, item.slug)}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  Preview<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              {item !== null ? (
                <Button
                  variant="danger"
                  onClick={() => setConfirm("delete")}
                  disabled={disabled}
                  className="sm:ml-auto"
                >
                  Delete
                </Button>
              ) : null}
            </div>
            <p role="status" className="text-sm font-medium text-slate-700">
              {busy ? BUSY[busy] : dirty ? "Unsaved changes." : (done ?? (item ? "All changes saved." : ""))}
            </p>
          </div>
        </form>
      ) : null}

      <Dialog open={confirm === "delete"} onClose={() => setConfirm(null)} title={`Delete ${label}`}>
        <p className="text-slate-700">
          Delete “{item?.title}”? Its page stops existing at once. This cannot be undone.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirm(null)} disabled={busy === "delete"}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => void remove()}
            disabled={busy === "delete"}
            aria-busy={busy === "delete"}
          >
            {busy === "delete" ? BUSY.delete : "Delete"}
          </Button>
        </div>
      </Dialog>
      <Dialog open={confirm === "leave"} onClose={() => setConfirm(null)} title="Leave without saving?">
        <p className="text-slate-700">Your changes to this {label} are not saved yet.</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirm(null)}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={() => onClose(changed)}>
            Leave without saving
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
