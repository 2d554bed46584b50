import { type FormEvent, useEffect, useId, useState } from "react";
import { type LeadNote, MSG_NOTE_REQUIRED, NOTE_MAX } from "#contracts/leads/lead-desk.ts";
import { Button } from "#app/ui/button.tsx";
import { TextArea } from "#app/ui/field.tsx";
import { adminApi } from "../../shared/api.ts";
import { formatDateTime } from "../../shared/format.ts";
import { useRemote } from "../../shared/use-remote.ts";
import { useBusy } from "../../shared/use-busy.ts";
import { SubmitButton } from "../../shared/dialog-parts.tsx";
import { DetailSection } from "./detail-section.tsx";

interface NotesProps {
  leadId: number;
  /** The signed-in account: only a note's author may edit it. */
  userId: number;
  onSignedOut: (error: unknown) => boolean;
  /** A note was added or edited: the timeline and the lead's notes count follow. */
  onChanged: (added: boolean) => void;
}

const SAVE_FAILED = "The note could not be saved. Please try again.";

/** The lead's notes, newest first, with a box to add one; authors edit their own in place. */
export function Notes({ leadId, userId, onSignedOut, onChanged }: NotesProps) {
  const notes = useRemote(String(leadId), () => adminApi.notes(leadId), onSignedOut, "The notes could not be loaded.");
  const [draft, setDraft] = useState("");
  // A failure leaves the text in the box, so nothing typed is lost.
  const { pending: adding, error: draftError, setError: setDraftError, run } = useBusy(onSignedOut, SAVE_FAILED);

  function add(event: FormEvent) {
    event.preventDefault();
    if (draft.trim() === "") {
      setDraftError(MSG_NOTE_REQUIRED);
      return;
    }
    const sent = draft;
    void run(async () => {
      const note = await adminApi.addNote(leadId, sent.trim());
      notes.update((list) => [note, ...list]);
      // Empty the box only if it still holds what was sent: text typed meanwhile stays.
      setDraft((current) => (current === sent ? "" : current));
      onChanged(true);
    });
  }

  return (
    <DetailSection title="Notes">
      <NoteForm
        className="mt-3"
        label="Add a note"
        value={draft}
        onValue={(value) => {
          setDraft(value);
          if (draftError) setDraftError(null);
        }}
        error={draftError}
        onSubmit={add}
      >
        <SubmitButton pending={adding}>{adding ? "Adding..." : "Add note"}</SubmitButton>
      </NoteForm>
      <div className="mt-3" aria-busy={notes.loading}>
        {notes.error ? (
          <p className="text-sm text-red-700">{notes.error}</p>
        ) : notes.loading || notes.data === null ? (
          <div aria-hidden="true" className="h-16 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
        ) : notes.data.length === 0 ? (
          <p className="text-sm text-slate-600">No notes yet.</p>
        ) : (
          <ul aria-label="Notes, newest first" className="space-y-3">
            {notes.data.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                editable={note.author.id === userId}
                onSave={async (body) => {
                  const saved = await adminApi.editNote(leadId, note.id, body);
                  notes.update((list) => list.map((item) => (item.id === saved.id ? saved : item)));
                  onChanged(false);
                }}
                onSignedOut={onSignedOut}
              />
            ))}
          </ul>
        )}
      </div>
    </DetailSection>
  );
}

interface NoteItemProps {
  note: LeadNote;
  editable: boolean;
  onSave: (body: string) => Promise<void>;
  onSignedOut: (error: unknown) => boolean;
}

function NoteItem({ note, editable, onSave, onSignedOut }: NoteItemProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const { pending: saving, error, setError, run } = useBusy(onSignedOut, SAVE_FAILED);
  const editId = useId();
  const isEditing = editing !== null;
  useEffect(() => {
    if (isEditing) document.getElementById(editId)?.focus();
  }, [isEditing, editId]);

  function save(event: FormEvent) {
    event.preventDefault();
    if (editing === null) return;
    if (editing.trim() === "") {
      setError(MSG_NOTE_REQUIRED);
      return;
    }
    void run(async () => {
      await onSave(editing.trim());
      setEditing(null);
    });
  }

  return (
    <li className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
      <p className="flex flex-wrap items-baseline gap-x-2 text-slate-600">
        <span className="font-semibold text-slate-900">{note.author.displayName}</span>
        <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
        {note.editedAt ? (
          <span title={`Edited ${formatDateTime(note.editedAt)}`} className="italic">
            (edited)
          </span>
        ) : null}
      </p>
      {editing === null ? (
        <>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
          {editable ? (
            <Button variant="ghost" className="mt-1 -ml-3 min-h-9 py-1" onClick={() => setEditing(note.body)}>
              Edit<span className="sr-only"> note from {formatDateTime(note.createdAt)}</span>
            </Button>
          ) : null}
        </>
      ) : (
        <NoteForm
          className="mt-2"
          label="Edit note"
          value={editing}
          onValue={setEditing}
          error={error}
          id={editId}
          onSubmit={save}
        >
          <Button variant="secondary" onClick={() => setEditing(null)} disabled={saving}>
            Cancel
          </Button>
          <SubmitButton pending={saving}>{saving ? "Saving..." : "Save"}</SubmitButton>
        </NoteForm>
      )}
    </li>
  );
}

/** A note's text box with its buttons under it: adding a note, or editing one. */
function NoteForm(props: {
  className: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error: string | null;
  id?: string;
  onSubmit: (event: FormEvent) => void;
  children: React.ReactNode;
}) {
  return (
    <form onSubmit={props.onSubmit} noValidate className={props.className}>
      <TextArea
        label={props.label}
        rows={3}
        maxLength={NOTE_MAX}
        value={props.value}
        onChange={(event) => props.onValue(event.target.value)}
        error={props.error}
        id={props.id}
      />
      <div className="mt-2 flex justify-end gap-2">{props.children}</div>
    </form>
  );
}
