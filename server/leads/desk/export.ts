import { setImmediate } from "node:timers/promises";
import {
  type AdminLeadSource,
  type AdminSubmission,
  type AdminSubscriber,
  SUBMISSION_FIELD_LABELS,
  type SubmissionFilter,
} from "#contracts/leads/lead-desk.ts";
import type { SubmissionType } from "#contracts/leads/form-constants.ts";
import {
  applicationFormSchema,
  auditRequestFormSchema,
  contactFormSchema,
  homeQuoteFormSchema,
  quoteFormSchema,
} from "#contracts/leads/forms.ts";
import { UTM_KEYS } from "#contracts/leads/lead-source.ts";
import { BOOKING_LEAD_FIELDS } from "#contracts/booking/booking.ts";

// Exports are streamed: rows come from the database in batches and leave as text chunks,
// so a full export of 100,000 submissions never sits in memory whole (bench/admin-list.bench.ts),
// each chunk made in a turn of the event loop of its own (oneChunkPerTurn).

/**
 * The chunks, the next one made only after the event loop has had a turn. With SQLite's
 * synchronous driver and a client that reads as fast as it is sent, nothing else makes an
 * export wait: a 100,000-row CSV held every other request for about half a second.
 */
export async function* oneChunkPerTurn(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  for await (const chunk of chunks) {
    yield chunk;
    await setImmediate();
  }
}

/** A pretty-printed JSON array (two-space indent, one item after another), written item by item. */
export async function* jsonArrayChunks<T>(items: AsyncIterable<T>): AsyncGenerator<string> {
  let first = true;
  let buffer = "";
  for await (const item of items) {
    const pretty = JSON.stringify(item, null, 2).replace(/\n/g, "\n  ");
    buffer += `${first ? "[\n  " : ",\n  "}${pretty}`;
    first = false;
    if (buffer.length >= 64 * 1024) {
      yield buffer;
      buffer = "";
    }
  }
  yield `${buffer}${first ? "[]\n" : "\n]\n"}`;
}

/**
 * One CSV cell (RFC 4180). A cell that a spreadsheet would run as a formula (starts with
 * = + - @, tab or carriage return, other than a plain phone number) gets a leading
 * apostrophe: leads are typed by strangers.
 */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (Array.isArray(value))
    text = value.map((item) => (typeof item === "string" ? item : JSON.stringify(item))).join("; ");
  else if (typeof value === "object") text = JSON.stringify(value);
  else text = String(value);
  // A phone number such as "+91 98765 43210" is left alone: digits and punctuation run nothing.
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-][0-9 ()./-]*$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;

const dataColumns = Object.keys(SUBMISSION_FIELD_LABELS);

/** The fields a form's schema stores: its own, plus the E.164 phone it adds to a contact number. */
function storedFields(...shapes: object[]): Set<string> {
  const fields = new Set(shapes.flatMap((shape) => Object.keys(shape)));
  if (fields.has("contactNumber")) fields.add("contactNumberE164");
  return fields;
}

/** Each type's data columns, in the order of the labels (the detail panel's order). */
const TYPE_FIELDS: Record<SubmissionType, Set<string>> = {
  contact: storedFields(contactFormSchema.in.shape),
  quote: storedFields(quoteFormSchema.in.shape, homeQuoteFormSchema.in.shape),
  application: storedFields(applicationFormSchema.in.shape),
  audit: storedFields(auditRequestFormSchema.shape),
  booking: new Set(BOOKING_LEAD_FIELDS),
};

/** The data columns of an export: every known field for all types, only its own for one type. */
function dataColumnsOf(type: SubmissionFilter): string[] {
  if (type === "all") return dataColumns;
  const fields = TYPE_FIELDS[type];
  return dataColumns.filter((key) => fields.has(key));
}

/** The lead desk's columns, beside the source columns. */
const LEAD_COLUMNS: [string, (item: AdminSubmission) => unknown][] = [
  ["status", (item) => item.status],
  ["lost_reason", (item) => item.lostReason],
  ["owner", (item) => item.owner?.displayName],
  ["follow_up_on", (item) => item.followUpOn],
  ["value_estimate", (item) => item.valueEstimate],
  ["notes_count", (item) => item.notesCount],
];

/** Where the lead came from, one column each (empty when no source was recorded). */
const SOURCE_COLUMNS: [string, (source: AdminLeadSource) => unknown][] = [
  ["channel", (source) => source.channel],
  ["landing_page", (source) => source.landingPage],
  ["landed_at", (source) => source.landedAt],
  ["form_page", (source) => source.formPage],
  ["referrer_host", (source) => source.referrerHost],
  ...UTM_KEYS.map((key): [string, (source: AdminLeadSource) => unknown] => [key, (source) => source.utm?.[key]]),
  ["gclid", (source) => (source.gclid ? "yes" : "no")],
  ["fbclid", (source) => (source.fbclid ? "yes" : "no")],
  ["device", (source) => source.device],
  ["tools_used", (source) => source.toolsUsed?.map((use) => `${use.tool} ${use.at}`)],
  ["offer_tool", (source) => source.offerTool],
];
const sourceHeader = SOURCE_COLUMNS.map(([name]) => name);
const sourceCells = (source: AdminLeadSource | null) =>
  SOURCE_COLUMNS.map(([, value]) => (source ? value(source) : null));

/**
 * Submissions as CSV: a column per known field (all types' fields, or one type's own), the
 * rest as JSON in `other`, then the lead desk's and the source's columns.
 */
export async function* submissionCsvChunks(
  items: AsyncIterable<AdminSubmission>,
  type: SubmissionFilter = "all",
): AsyncGenerator<string> {
  const columns = dataColumnsOf(type);
  const known = new Set(columns);
  const header = ["id", "type", "timestamp", "read_at", ...columns, "other", ...LEAD_COLUMNS.map(([name]) => name)];
  // The byte-order mark makes Excel read the file as UTF-8 (₹ in the budgets).
  let buffer = `\uFEFF${csvLine([...header, ...sourceHeader])}`;
  for await (const item of items) {
    const other = Object.fromEntries(Object.entries(item.data).filter(([key]) => !known.has(key)));
    buffer += csvLine([
      item.id,
      item.type,
      item.timestamp,
      item.readAt,
      ...columns.map((key) => item.data[key]),
      Object.keys(other).length > 0 ? other : "",
      ...LEAD_COLUMNS.map(([, value]) => value(item)),
      ...sourceCells(item.source),
    ]);
    if (buffer.length >= 64 * 1024) {
      yield buffer;
      buffer = "";
    }
  }
  yield buffer;
}

export async function* subscriberCsvChunks(items: AsyncIterable<AdminSubscriber>): AsyncGenerator<string> {
  let buffer = `\uFEFF${csvLine(["id", "email", "timestamp", ...sourceHeader])}`;
  for await (const item of items) {
    buffer += csvLine([item.id, item.email, item.timestamp, ...sourceCells(item.source)]);
    if (buffer.length >= 64 * 1024) {
      yield buffer;
      buffer = "";
    }
  }
  yield buffer;
}
