import type { FastifyInstance } from "fastify";
import { type AdminSessionsRepository, createAdminSessionsRepository } from "#server/auth/admin-sessions-repository.ts";
import { type AdminUsersRepository, createAdminUsersRepository } from "#server/accounts/admin-users-repository.ts";
import type { AppDatabase } from "#server/platform/db/database.ts";
import { type AuditLogRepository, createAuditLogRepository } from "#server/platform/audit-log/audit-log-repository.ts";
import { createLeadEventsRepository, type LeadEventsRepository } from "#server/leads/store/lead-events-repository.ts";
import { createLeadNotesRepository, type LeadNotesRepository } from "#server/leads/store/lead-notes-repository.ts";
import {
  createLeadRepeatsRepository,
  type LeadRepeatsRepository,
} from "#server/leads/store/lead-repeats-repository.ts";
import { createLeadSourcesRepository, type LeadSourcesRepository } from "#server/sources/lead-sources-repository.ts";
import { createSubmissionsRepository, type SubmissionsRepository } from "#server/leads/store/submissions-repository.ts";
import { createSubscribersRepository, type SubscribersRepository } from "#server/leads/store/subscribers-repository.ts";
import {
  createServerSecretsRepository,
  type ServerSecretsRepository,
} from "#server/platform/db/server-secrets-repository.ts";
import { SharedCounters } from "#server/platform/limits/shared-limits.ts";
import { type ConsentRepository, createConsentRepository } from "#server/privacy/consent-repository.ts";
import { createDataRequestsRepository, type DataRequestsRepository } from "#server/privacy/data-requests-repository.ts";
import type { PersonalDataStore } from "#server/privacy/personal-data.ts";

declare module "fastify" {
  interface FastifyInstance {
    submissions: SubmissionsRepository;
    /** The lead a form's idempotency key was first stored with (server/leads/idempotency.ts). */
    leadRepeats: LeadRepeatsRepository;
    subscribers: SubscribersRepository;
    adminUsers: AdminUsersRepository;
    adminSessions: AdminSessionsRepository;
    leadSources: LeadSourcesRepository;
    auditLog: AuditLogRepository;
    leadNotes: LeadNotesRepository;
    leadEvents: LeadEventsRepository;
    serverSecrets: ServerSecretsRepository;
    /** Counters in the database (shared_limits), for limits that must hold across instances and restarts. */
    sharedCounters: SharedCounters;
    /** What each stored submission and subscriber agreed to (contracts/privacy/notice.ts). */
    consents: ConsentRepository;
    dataRequests: DataRequestsRepository;
    /** Every table that holds a person's data, for a copy or an erasure (server/privacy/personal-data.ts). */
    personalData: PersonalDataStore;
  }
}

/**
 * One repository per table, decorated on the instance so that every route plugin
 * registered after this one reads and writes through `app.submissions`, `app.subscribers`,
 * `app.adminUsers` and `app.adminSessions`.
 */
async function repositoriesPlugin(app: FastifyInstance, opts: { database: AppDatabase }): Promise<void> {
  const { database } = opts;
  app.decorate("submissions", createSubmissionsRepository(database));
  app.decorate("leadRepeats", createLeadRepeatsRepository(database.db));
  app.decorate("subscribers", createSubscribersRepository(database));
  app.decorate("adminUsers", createAdminUsersRepository(database.db));
  app.decorate("adminSessions", createAdminSessionsRepository(database.db));
  app.decorate("leadSources", createLeadSourcesRepository(database.db, database.dialect));
  app.decorate("auditLog", createAuditLogRepository(database.db));
  app.decorate("leadNotes", createLeadNotesRepository(database.db));
  app.decorate("leadEvents", createLeadEventsRepository(database.db));
  app.decorate("serverSecrets", createServerSecretsRepository(database.db));
  app.decorate("sharedCounters", new SharedCounters(database.db));
  app.decorate("consents", createConsentRepository(database.db));
  app.decorate("dataRequests", createDataRequestsRepository(database.db));
  app.decorate("personalData", {
    db: database.db,
    deleteSubmission: (id: number) => app.submissions.delete(id),
    consent: app.consents,
  } satisfies PersonalDataStore);
}

// Not encapsulated (what fastify-plugin does): the decorations belong to the parent instance.
export const repositories = Object.assign(repositoriesPlugin, {
  [Symbol.for("skip-override")]: true,
  [Symbol.for("fastify.display-name")]: "repositories",
});
