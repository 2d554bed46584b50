import { type Kysely, type Selectable, type SqlBool, sql } from "kysely";
import type { AdminConsent } from "#contracts/leads/lead-desk.ts";
import { PURPOSES, type Purpose, WITHDRAWABLE_PURPOSES } from "#contracts/privacy/notice.ts";
import type { ConsentRecordsTable, DatabaseSchema } from "#server/platform/db/schema.ts";
import { consentRow, insertConsentQuery, type LeadConsent } from "#server/platform/db/submission-insert.ts";

type Db = Kysely<DatabaseSchema>;
type Subject = ConsentRecordsTable["subject"];

/** A stored consent as the admin and a person's copy of their data show it. */
interface ConsentRecord extends AdminConsent {
  email: string;
  subject: Subject;
  subjectId: number;
}

export interface ConsentRepository {
  /** Stores a consent (a submission's is stored with the submission itself: see NewSubmission). */
  record(record: {
    email: string;
    subject: Subject;
    subjectId: number;
    consent: LeadConsent;
    at: Date;
  }): Promise<number>;
  /** The consents of one submission or subscriber, oldest first. */
  listForSubject(subject: Subject, subjectId: number): Promise<ConsentRecord[]>;
  /** Every consent of one address, oldest first. */
  listForEmail(email: string): Promise<ConsentRecord[]>;
  /** Withdraws the newsletter and marketing consents of an address at `at`; returns how many changed. */
  withdrawMarketing(email: string, at: Date): Promise<number>;
  /** Deletes every consent of an address (erasure); returns how many were deleted. */
  deleteByEmail(email: string): Promise<number>;
}

const normalised = (email: string) => email.trim().toLowerCase();

/** The stored purposes; anything unreadable or unknown is left out rather than shown. */
function parsePurposes(text: string): Purpose[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is Purpose => PURPOSES.includes(item as Purpose)) : [];
  } catch {
    return [];
  }
}

function toRecord(row: Selectable<ConsentRecordsTable>): ConsentRecord {
  return {
    id: row.id,
    email: row.email,
    subject: row.subject,
    subjectId: Number(row.subject_id),
    form: row.form,
    noticeVersion: row.notice_version,
    purposes: parsePurposes(row.purposes),
    createdAt: row.created_at,
    withdrawnAt: row.withdrawn_at,
  };
}

/** Rows whose purposes include a withdrawable one (purposes is a JSON array of plain words). */
const withdrawable = sql<SqlBool>`(${sql.join(
  WITHDRAWABLE_PURPOSES.map((purpose) => sql`purposes like ${`%"${purpose}"%`}`),
  sql` or `,
)})`;

export function createConsentRepository(db: Db): ConsentRepository {
  const selectAll = () => db.selectFrom("consent_records").selectAll().orderBy("created_at").orderBy("id");
  return {
    async record({ email, subject, subjectId, consent, at }) {
      const row = consentRow({ email, subject, subjectId, consent, createdAt: at });
      const { id } = await insertConsentQuery(db, row).returning("id").executeTakeFirstOrThrow();
      return id;
    },

    async listForSubject(subject, subjectId) {
      const rows = await selectAll().where("subject", "=", subject).where("subject_id", "=", subjectId).execute();
      return rows.map(toRecord);
    },

    async listForEmail(email) {
      const rows = await selectAll().where("email", "=", normalised(email)).execute();
      return rows.map(toRecord);
    },

    async withdrawMarketing(email, at) {
      const result = await db
        .updateTable("consent_records")
        .set({ withdrawn_at: at.toISOString() })
        .where("email", "=", normalised(email))
        .where("withdrawn_at", "is", null)
        .where(withdrawable)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async deleteByEmail(email) {
      const result = await db.deleteFrom("consent_records").where("email", "=", normalised(email)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
