import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/platform/db/database.ts";
import {
  addAuditEntry,
  addSubmission,
  addSubscriber,
  ago,
  consentSubjects,
  idsOf,
} from "#server/privacy/retention-test-support.ts";
import { runAdminScript } from "./admin-test-support.ts";

describe("npm run admin -- purge", () => {
  let dir: string;
  let url: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-admin-purge-"));
    const file = path.join(dir, "purge.db");
    url = `file:${file}`;
    const database = await openDatabase({ dialect: "sqlite", filename: file });
    const now = new Date();
    ids.oldLead = await addSubmission(database.db, "contact", ago(now, 800), { noteAt: ago(now, 800) });
    ids.newLead = await addSubmission(database.db, "quote", ago(now, 11));
    ids.oldApplication = await addSubmission(database.db, "application", ago(now, 400));
    ids.unconfirmed = await addSubscriber(database.db, ago(now, 8));
    await addAuditEntry(database.db, ago(now, 400));
    await database.close();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function remaining() {
    const database = await openDatabase({ dialect: "sqlite", filename: url.slice("file:".length) });
    try {
      return {
        submissions: await idsOf(database.db, "submissions"),
        notes: (await idsOf(database.db, "lead_notes")).length,
        subscribers: await idsOf(database.db, "subscribers"),
        consent: (await consentSubjects(database.db)).length,
        audit: await database.db.selectFrom("audit_log").select(["action", "actor_name", "detail"]).execute(),
      };
    } finally {
      await database.close();
    }
  }

  it("--dry-run prints per kind what would be deleted and deletes nothing", async () => {
    const before = await remaining();
    const result = await runAdminScript(["purge", "--dry-run"], url);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Dry run: nothing was deleted");
    for (const line of ["leads: 1 ", "applications: 1 ", "unconfirmedSubscribers: 1 ", "auditLog: 1 ", "1 notes"])
      expect(result.stdout).toContain(line);
    expect(result.stdout).toContain("3 consent records");
    expect(result.stdout).toContain("requestLogs: not in the database");
    expect(await remaining()).toEqual(before);
  });

  it("follows a RETENTION_*_DAYS override and refuses a bad one", async () => {
    process.env.RETENTION_LEADS_DAYS = "10";
    try {
      const result = await runAdminScript(["purge", "--dry-run"], url);
      expect(result.stdout).toContain(
        "leads: 2 (leads (contact, quote, audit report) after their last activity, 10 days)",
      );
      process.env.RETENTION_LEADS_DAYS = "ten";
      const bad = await runAdminScript(["purge", "--dry-run"], url);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('RETENTION_LEADS_DAYS "ten" is not a whole number of days');
    } finally {
      delete process.env.RETENTION_LEADS_DAYS;
    }
  });

  it("without --dry-run deletes them, prints the counts and records the run in the audit log", async () => {
    const result = await runAdminScript(["purge"], url);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Deleted what was past its retention period");
    expect(result.stdout).toContain("leads: 1 ");
    const after = await remaining();
    expect(after.submissions).toEqual([ids.newLead]);
    expect(after).toMatchObject({ notes: 0, subscribers: [], consent: 1 });
    expect(after.audit).toHaveLength(1);
    expect(after.audit[0]).toMatchObject({ action: "retention.purged", actor_name: "system" });
    expect(JSON.parse(after.audit[0]!.detail)).toMatchObject({ trigger: "command", leads: 1, auditLog: 1 });
    expect((await runAdminScript(["purge", "--now"], url)).stderr).toContain("Usage:");
  });
});
