import { RETENTION_DAYS, type RetentionKind } from "#contracts/privacy/retention.ts";

// The purge's periods: contracts/privacy/retention.ts (what the privacy pages show), each
// overridable by an environment variable. An override makes the purge differ from the
// published notice, so the server logs it at start (see scheduleRetentionPurge).

/** The kinds the purge deletes from the database (request logs go to stdout only: log rotation keeps them). */
export const PURGED_KINDS = [
  "leads",
  "applications",
  "unconfirmedSubscribers",
  "leftSubscribers",
  "auditLog",
  "mailOutbox",
] as const satisfies readonly RetentionKind[];
export type PurgedKind = (typeof PURGED_KINDS)[number];

export type RetentionPeriods = Record<PurgedKind, number>;

/** RETENTION_LEADS_DAYS, RETENTION_UNCONFIRMED_SUBSCRIBERS_DAYS, …: the kind's name in capitals. */
export function retentionEnvName(kind: PurgedKind): string {
  return `RETENTION_${kind.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase()}_DAYS`;
}

const MAX_DAYS = 36_500;

/** The periods in days from the contract, with the environment's overrides; a problem names the variable. */
export function parseRetentionPeriods(
  env: Record<string, string | undefined>,
): { periods: RetentionPeriods } | { problem: string } {
  const periods = {} as RetentionPeriods;
  for (const kind of PURGED_KINDS) {
    const name = retentionEnvName(kind);
    const text = env[name]?.trim();
    if (!text) {
      periods[kind] = RETENTION_DAYS[kind];
      continue;
    }
    const days = Number(text);
    if (!/^\d+$/.test(text) || days < 1 || days > MAX_DAYS)
      return { problem: `${name} "${text}" is not a whole number of days from 1 to ${MAX_DAYS}` };
    periods[kind] = days;
  }
  return { periods };
}

/** The kinds whose period differs from the published notice's. */
export function overriddenPeriods(periods: RetentionPeriods): Partial<RetentionPeriods> {
  return Object.fromEntries(
    PURGED_KINDS.filter((kind) => periods[kind] !== RETENTION_DAYS[kind]).map((k) => [k, periods[k]]),
  );
}
