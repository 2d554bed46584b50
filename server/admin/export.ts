import { type AdminSubmission, type AdminSubscriber, SUBMISSION_FIELD_LABELS } from "#contracts/admin.ts";

// Exports are streamed: rows come from the database in batches and leave as text chunks,
// so a full export of 100,000 submissions never sits in memory whole (bench/admin-list.bench.ts).

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

/** Submissions as CSV: fixed columns for every known field, the rest as JSON in `other`. */
export async function* submissionCsvChunks(items: AsyncIterable<AdminSubmission>): AsyncGenerator<string> {
  // The byte-order mark makes Excel read the file as UTF-8 (₹ in the budgets).
  let buffer = `\uFEFF${csvLine(["id", "type", "timestamp", "read_at", ...dataColumns, "other"])}`;
  for await (const item of items) {
    const other = Object.fromEntries(Object.entries(item.data).filter(([key]) => !(key in SUBMISSION_FIELD_LABELS)));
    buffer += csvLine([
      item.id,
      item.type,
      item.timestamp,
      item.readAt,
      ...dataColumns.map((key) => item.data[key]),
      Object.keys(other).length > 0 ? other : "",
    ]);
    if (buffer.length >= 64 * 1024) {
      yield buffer;
      buffer = "";
    }
  }
  yield buffer;
}

export async function* subscriberCsvChunks(items: AsyncIterable<AdminSubscriber>): AsyncGenerator<string> {
  let buffer = `\uFEFF${csvLine(["id", "email", "timestamp"])}`;
  for await (const item of items) {
    buffer += csvLine([item.id, item.email, item.timestamp]);
    if (buffer.length >= 64 * 1024) {
      yield buffer;
      buffer = "";
    }
  }
  yield buffer;
}
