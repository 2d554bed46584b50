import { describe, expect, it } from "vitest";
import { RETENTION_DAYS } from "#contracts/privacy/retention.ts";
import { overriddenPeriods, PURGED_KINDS, parseRetentionPeriods, retentionEnvName } from "./retention-periods.ts";

describe("retention periods", () => {
  it("are the privacy notice's by default, each overridable by its RETENTION_*_DAYS variable", () => {
    expect(PURGED_KINDS.map(retentionEnvName)).toEqual([
      "RETENTION_LEADS_DAYS",
      "RETENTION_APPLICATIONS_DAYS",
      "RETENTION_UNCONFIRMED_SUBSCRIBERS_DAYS",
      "RETENTION_LEFT_SUBSCRIBERS_DAYS",
      "RETENTION_AUDIT_LOG_DAYS",
      "RETENTION_MAIL_OUTBOX_DAYS",
    ]);
    const defaults = parseRetentionPeriods({});
    expect(defaults).toEqual({ periods: Object.fromEntries(PURGED_KINDS.map((kind) => [kind, RETENTION_DAYS[kind]])) });
    const changed = parseRetentionPeriods({ RETENTION_AUDIT_LOG_DAYS: " 90 ", RETENTION_LEADS_DAYS: "" });
    expect(changed).toMatchObject({ periods: { auditLog: 90, leads: RETENTION_DAYS.leads } });
    expect("periods" in changed && overriddenPeriods(changed.periods)).toEqual({ auditLog: 90 });
  });

  it("refuses anything but a whole number of days from 1", () => {
    for (const value of ["0", "-5", "1.5", "30d", "99999999"])
      expect(parseRetentionPeriods({ RETENTION_APPLICATIONS_DAYS: value })).toEqual({
        problem: expect.stringContaining(`RETENTION_APPLICATIONS_DAYS "${value}"`),
      });
  });
});
