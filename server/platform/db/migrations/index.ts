import type { ColumnDefinitionBuilder, Migration } from "kysely";
import type { Dialect } from "../schema.ts";
import { consentRecordsMigration } from "./2026-11-28-001-consent-records.ts";
import { newsletterOptIn } from "./2026-11-28-002-newsletter-opt-in.ts";
import { dataRequestsMigration } from "./2026-11-28-003-data-requests.ts";
import { mailOutboxMigration } from "./2026-11-29-001-mail-outbox.ts";
import { submissionIdempotency } from "./2026-11-29-002-submission-idempotency.ts";
import { bookingsMigration } from "./2026-11-29-003-bookings.ts";
import { leadAlertsMigration } from "./2026-11-29-004-lead-alerts.ts";
import { firstResponseMigration } from "./2026-11-29-005-first-response.ts";

// The migrations written as files of their own, by name (Kysely applies them in name order).
// A new migration is a file here named by its date and number, and one line below.

type IdColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export function migrationsInFiles(dialect: Dialect, idColumn: IdColumn): Record<string, Migration> {
  return {
    "2026-11-28-001-consent-records": consentRecordsMigration(dialect),
    "2026-11-28-002-newsletter-opt-in": newsletterOptIn,
    "2026-11-28-003-data-requests": dataRequestsMigration(idColumn),
    "2026-11-29-001-mail-outbox": mailOutboxMigration(idColumn),
    "2026-11-29-002-submission-idempotency": submissionIdempotency,
    "2026-11-29-003-bookings": bookingsMigration(idColumn),
    "2026-11-29-004-lead-alerts": leadAlertsMigration(idColumn),
    "2026-11-29-005-first-response": firstResponseMigration,
  };
}
