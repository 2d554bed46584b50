import { useId, useState } from "react";
import {
  REPLY_PLACEHOLDERS,
  REPLY_TEMPLATE_BODY_MAX,
  REPLY_TEMPLATE_SUBJECT_MAX,
  REPLY_TEMPLATE_TYPES,
  REPLY_TYPE_LABELS,
  renderReplyTemplate,
  replyTemplateSchema,
  type ReplyTemplateEntry,
  type ReplyTemplatesAnswer,
  type ReplyTemplateType,
  sampleReplyValues,
} from "#contracts/leads/reply-templates.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { SelectField, TextArea, TextField } from "#app/ui/field.tsx";
import { useLoad } from "../shared/use-load.ts";
import { MailOffNote } from "./mail-off-note.tsx";
import { replyTemplatesApi } from "./reply-templates-api.ts";
import { AdminCard } from "#app/admin/shared/admin-card.tsx";
import type { PanelProps } from "#app/admin/shared/panel-props.ts";

// "Replies" (owner only): the e-mail each form's visitor gets at once, edited as plain text
// with placeholders, and shown filled in beside the editor before it is saved.

const OPTIONS = REPLY_TEMPLATE_TYPES.map((type) => ({ value: type, label: REPLY_TYPE_LABELS[type] }));

export function ReplyTemplatesPanel({ onSignedOut, tick }: PanelProps) {
  const [answer, setAnswer] = useState<ReplyTemplatesAnswer | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [type, setType] = useState<ReplyTemplateType>("contact");
  const [drafts, setDrafts] = useState<Partial<Record<ReplyTemplateType, { subject: string; body: string }>>>({});
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useLoad(
    String(tick),
    () => replyTemplatesApi.list(),
    (next) => {
      setAnswer(next);
      setLoadError(null);
    },
    (error) => {
      if (!onSignedOut(error))
        setLoadError(error instanceof Error ? error.message : "The templates could not be loaded.");
    },
  );

  const saved = answer?.templates.find((entry) => entry.type === type);
  const draft = drafts[type] ?? (saved ? { subject: saved.subject, body: saved.body } : null);
  const checked = draft ? replyTemplateSchema.safeParse(draft) : null;
  const problems = checked && !checked.success ? checked.error.issues.map((issue) => issue.message) : [];
  const changed = Boolean(draft && saved && (draft.subject !== saved.subject || draft.body !== saved.body));
  const preview =
    draft && answer ? renderReplyTemplate(draft, sampleReplyValues(type, answer.bookingLink, new Date())) : null;

  const edit = (change: Partial<{ subject: string; body: string }>) => {
    if (!draft) return;
    setDrafts((current) => ({ ...current, [type]: { ...draft, ...change } }));
    setStatus(null);
  };

  async function store(action: () => Promise<ReplyTemplateEntry>, done: string) {
    setBusy(true);
    try {
      const entry = await action();
      setAnswer(
        (current) =>
          current && { ...current, templates: current.templates.map((one) => (one.type === entry.type ? entry : one)) },
      );
      setDrafts((current) => ({ ...current, [entry.type]: undefined }));
      setStatus({ tone: "success", text: done });
    } catch (error) {
      if (!onSignedOut(error))
        setStatus({ tone: "error", text: error instanceof Error ? error.message : "The template was not saved." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminCard
      title="Instant replies"
      intro={
        <>
          The e-mail a visitor gets the moment their form arrives. Plain text; the placeholders below are filled in for
          each visitor.
        </>
      }
    >
      {answer && !answer.mailOn ? <MailOffNote /> : null}
      {loadError ? <Alert className="mt-4">{loadError}</Alert> : null}
      {!answer && !loadError ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Loading templates...
        </p>
      ) : null}
      {draft && saved ? (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (checked?.success)
                void store(() => replyTemplatesApi.save(type, checked.data), "Saved. New leads get this reply.");
            }}
          >
            <SelectField
              label="Form"
              value={type}
              options={OPTIONS}
              onChange={(event) => {
                setType(event.target.value as ReplyTemplateType);
                setStatus(null);
              }}
              hint={saved.custom ? "Your own template." : "The default template."}
            />
            <TextField
              label="Subject"
              value={draft.subject}
              maxLength={REPLY_TEMPLATE_SUBJECT_MAX}
              onChange={(event) => edit({ subject: event.target.value })}
              required
            />
            <TextArea
              label="E-mail"
              value={draft.body}
              rows={14}
              maxLength={REPLY_TEMPLATE_BODY_MAX}
              onChange={(event) => edit({ body: event.target.value })}
              required
            />
            {problems.length > 0 ? <Alert>{problems.join(" ")}</Alert> : null}
            {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy || !changed || problems.length > 0} aria-busy={busy}>
                {busy ? "Saving..." : "Save template"}
              </Button>
              <Button
                variant="secondary"
                disabled={busy || (!saved.custom && !changed)}
                onClick={() => void store(() => replyTemplatesApi.reset(type), "Back to the default template.")}
              >
                Use the default
              </Button>
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-800">Placeholders</h3>
              <dl className="mt-1 grid gap-x-3 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
                {Object.entries(REPLY_PLACEHOLDERS).map(([key, meaning]) => (
                  <div key={key} className="contents">
                    <dt className="font-mono text-slate-900">{`{${key}}`}</dt>
                    <dd className="mb-1.5 sm:mb-0">{meaning}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </form>
          <PreviewPane subject={preview?.subject ?? ""} body={preview?.body ?? ""} />
        </div>
      ) : null}
    </AdminCard>
  );
}

/** The filled-in e-mail as a visitor named Asha would get it now. */
function PreviewPane({ subject, body }: { subject: string; body: string }) {
  const id = useId();
  return (
    // As tall as its text (not the editor's column), and in view while the long e-mail is edited.
    <section
      aria-labelledby={id}
      className="self-start rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 lg:sticky lg:top-4"
    >
      <h3 id={id} className="text-sm font-semibold text-slate-800">
        Preview (for a visitor named Asha, sent now)
      </h3>
      <p className="mt-2 text-sm break-words text-slate-900">
        <span className="font-semibold">Subject:</span> {subject}
      </p>
      <pre className="mt-2 font-sans text-sm break-words whitespace-pre-wrap text-slate-800">{body}</pre>
    </section>
  );
}
