// How long each kind of personal data is kept: the one source for the privacy notice's
// periods (English and Hindi) and the scheduled purge that enforces them.

const DAY = 1;

/** What the purge deletes, each with its period in days. */
export const RETENTION_DAYS = {
  /** Contact messages, quote requests, audit-report requests and bookings: after the last activity. */
  leads: 730 * DAY,
  /** Job applications: after they were received (the hiring decision is not recorded). */
  applications: 365 * DAY,
  /** Newsletter addresses never confirmed. */
  unconfirmedSubscribers: 7 * DAY,
  /** Records that an address unsubscribed (kept so a resend is refused), then erased. */
  leftSubscribers: 30 * DAY,
  /** The staff audit log (lead ids only, never a name or e-mail). */
  auditLog: 365 * DAY,
  /** Copies of the e-mails we sent or could not send (address, subject, text): after sending, or after queuing when sending failed. */
  mailOutbox: 90 * DAY,
  /** Technical request logs (IP address, path, time). */
  requestLogs: 30 * DAY,
} as const;

export type RetentionKind = keyof typeof RETENTION_DAYS;

/** Days a person's data request (copy, correction, erasure) must be answered within. */
export const DATA_REQUEST_DEADLINE_DAYS = 90;
