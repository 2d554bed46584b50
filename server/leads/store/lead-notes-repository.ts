import { type Kysely, sql } from "kysely";
import type { LeadNote, TimelineActor } from "#contracts/leads/lead-desk.ts";
import { insertLeadEvent } from "./lead-events-repository.ts";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";

type Db = Kysely<DatabaseSchema>;

/** How much of a note its timeline event shows. */
const EXCERPT_MAX = 140;

type NoteEditResult = { note: LeadNote } | { error: "not-found" | "not-yours" };

export interface LeadNotesRepository {
  /** The lead's notes, newest first; null when the lead does not exist. */
  list(submissionId: number): Promise<LeadNote[] | null>;
  /** Adds a note, counts it on the lead and records it in the timeline; null when the lead does not exist. */
  add(submissionId: number, author: TimelineActor, body: string, now: Date): Promise<LeadNote | null>;
  /** Changes a note's text; only its author may. */
  /** Only the note's author may edit it; the edit is an event of the lead's timeline. */
  edit(submissionId: number, noteId: number, author: TimelineActor, body: string, now: Date): Promise<NoteEditResult>;
}

interface NoteRow {
  id: number;
  body: string;
  author_id: number | null;
  author_name: string;
  created_at: string;
  edited_at: string | null;
}

function toLeadNote(row: NoteRow): LeadNote {
  return {
    id: row.id,
    body: row.body,
    author: { id: row.author_id, displayName: row.author_name },
    createdAt: row.created_at,
    editedAt: row.edited_at,
  };
}

/** The note's first words on one line, for the timeline. */
function excerptOf(body: string): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > EXCERPT_MAX ? `${line.slice(0, EXCERPT_MAX - 1)}…` : line;
}

const NOTE_COLUMNS = ["id", "body", "author_id", "author_name", "created_at", "edited_at"] as const;

/** The lead_notes table; each lead's notes_count follows it. */
/** A note added or edited, as an event of its lead's timeline (with the start of its text). */
function insertNoteEvent(
  trx: Kysely<DatabaseSchema>,
  submissionId: number,
  author: TimelineActor,
  { kind, noteId, body }: { kind: "note" | "note-edited"; noteId: number; body: string },
  now: Date,
) {
  return insertLeadEvent(trx, submissionId, author, { kind, noteId, excerpt: excerptOf(body) }, now);
}

export function createLeadNotesRepository(db: Db): LeadNotesRepository {
  const leadExists = async (trx: Db, id: number) =>
    (await trx.selectFrom("submissions").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;

  return {
    async list(submissionId) {
      if (!(await leadExists(db, submissionId))) return null;
      const rows = await db
        .selectFrom("lead_notes")
        .select(NOTE_COLUMNS)
        .where("submission_id", "=", submissionId)
        .orderBy("id", "desc")
        .execute();
      return rows.map(toLeadNote);
    },

    async add(submissionId, author, body, now) {
      return db.transaction().execute(async (trx) => {
        const counted = await trx
          .updateTable("submissions")
          .set({ notes_count: sql<number>`notes_count + 1` })
          .where("id", "=", submissionId)
          .executeTakeFirst();
        if (Number(counted.numUpdatedRows) === 0) return null;
        const row = await trx
          .insertInto("lead_notes")
          .values({
            submission_id: submissionId,
            author_id: author.id,
            author_name: author.displayName,
            body,
            created_at: now.toISOString(),
          })
          .returning(NOTE_COLUMNS)
          .executeTakeFirstOrThrow();
        await insertNoteEvent(trx, submissionId, author, { kind: "note", noteId: row.id, body }, now);
        return toLeadNote(row);
      });
    },

    async edit(submissionId, noteId, author, body, now) {
      return db.transaction().execute(async (trx): Promise<NoteEditResult> => {
        const note = await trx
          .selectFrom("lead_notes")
          .select("author_id")
          .where("id", "=", noteId)
          .where("submission_id", "=", submissionId)
          .executeTakeFirst();
        if (!note) return { error: "not-found" };
        if (author.id === null || note.author_id !== author.id) return { error: "not-yours" };
        const row = await trx
          .updateTable("lead_notes")
          .set({ body, edited_at: now.toISOString() })
          .where("id", "=", noteId)
          .returning(NOTE_COLUMNS)
          .executeTakeFirstOrThrow();
        await insertNoteEvent(trx, submissionId, author, { kind: "note-edited", noteId, body }, now);
        return { note: toLeadNote(row) };
      });
    },
  };
}
