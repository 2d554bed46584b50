import type { Kysely, Selectable } from "kysely";
import {
  DATA_REQUEST_KINDS,
  type DataRequestItem,
  type DataRequestKind,
  type DataRequestStatus,
} from "#contracts/privacy/data-requests.ts";
import { DATA_REQUEST_DEADLINE_DAYS } from "#contracts/privacy/retention.ts";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";

// The data requests of the "my data" page. A request is stored when its link is mailed, with
// only a keyed hash of the address; confirming it adds the address (staff need it to act);
// closing it (completed or refused) removes the address again, so what stays is a
// pseudonymous record: the hash, the kind, the dates, who closed it and the outcome.

const DAY_MS = 24 * 60 * 60 * 1000;

type Row = Selectable<DatabaseSchema["data_requests"]>;

interface OpenRequest {
  id: number;
  kind: DataRequestKind;
  status: DataRequestStatus;
  emailHash: string;
  email: string | null;
  deadlineAt: string;
}

export interface DataRequestsRepository {
  create(request: { kind: DataRequestKind; emailHash: string; details: string; at: Date }): Promise<number>;
  get(id: number): Promise<OpenRequest | null>;
  /** received → confirmed with the address; false when it was not waiting for confirmation. */
  confirm(id: number, email: string, at: Date): Promise<boolean>;
  /** confirmed → completed or refused; the address and details go. False when it was not open. */
  close(
    id: number,
    close: { status: "completed" | "refused"; outcome: string; by: string | null; at: Date },
  ): Promise<boolean>;
  /** Every confirmed or closed request, open ones first by deadline, then the closed newest first. */
  list(): Promise<DataRequestItem[]>;
}

const isKind = (value: string): value is DataRequestKind => (DATA_REQUEST_KINDS as readonly string[]).includes(value);

function toItem(row: Row): DataRequestItem {
  return {
    id: row.id,
    kind: isKind(row.kind) ? row.kind : "copy",
    status: row.status as DataRequestStatus,
    email: row.email,
    details: row.details,
    outcome: row.outcome,
    requestedAt: row.requested_at,
    confirmedAt: row.confirmed_at,
    deadlineAt: row.deadline_at,
    completedAt: row.completed_at,
    completedBy: row.completed_by,
  };
}

export function createDataRequestsRepository(db: Kysely<DatabaseSchema>): DataRequestsRepository {
  return {
    async create({ kind, emailHash, details, at }) {
      const row = await db
        .insertInto("data_requests")
        .values({
          kind,
          email_hash: emailHash,
          email: null,
          details: details.replaceAll("\u0000", "") || null,
          status: "received",
          requested_at: at.toISOString(),
          deadline_at: new Date(at.getTime() + DATA_REQUEST_DEADLINE_DAYS * DAY_MS).toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async get(id) {
      const row = await db.selectFrom("data_requests").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row || !isKind(row.kind)) return null;
      return {
        id: row.id,
        kind: row.kind,
        status: row.status as DataRequestStatus,
        emailHash: row.email_hash,
        email: row.email,
        deadlineAt: row.deadline_at,
      };
    },

    async confirm(id, email, at) {
      const result = await db
        .updateTable("data_requests")
        .set({ status: "confirmed", email, confirmed_at: at.toISOString() })
        .where("id", "=", id)
        .where("status", "=", "received")
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async close(id, { status, outcome, by, at }) {
      const result = await db
        .updateTable("data_requests")
        .set({
          status,
          outcome: outcome.replaceAll("\u0000", ""),
          completed_at: at.toISOString(),
          completed_by: by,
          email: null,
          details: null,
        })
        .where("id", "=", id)
        .where("status", "=", "confirmed")
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async list() {
      const rows = await db
        .selectFrom("data_requests")
        .selectAll()
        .where("status", "!=", "received")
        .orderBy("completed_at", "desc")
        .orderBy("deadline_at", "asc")
        .orderBy("id", "desc")
        .limit(500)
        .execute();
      const open = rows.filter((row) => row.status === "confirmed");
      const closed = rows.filter((row) => row.status !== "confirmed");
      return [...open.sort((a, b) => a.deadline_at.localeCompare(b.deadline_at)), ...closed].map(toItem);
    },
  };
}
