import { expect } from "vitest";
import { FORM_SUBMISSION_TYPES, type FormSubmissionType } from "#contracts/leads/form-constants.ts";
import { submissionDataSchema, subscribeFormSchema } from "#contracts/leads/forms.ts";
import { newAccountSchema, ROLES } from "#contracts/accounts/accounts.ts";
import { ADMIN } from "#server/test-support/admin-app.ts";
import type { HostileSuite } from "./suite.ts";

// The check that closes the hostile-input run: what was stored is what the schemas accept.

/** afterwards: every stored row passes the shared schemas, the admin and its session are intact */
export async function storedRowsAreValid(suite: HostileSuite): Promise<void> {
  const { t, cookie, network } = suite;
  const submissions = await t.database.db.selectFrom("submissions").selectAll().execute();
  const subscribers = await t.database.db.selectFrom("subscribers").selectAll().execute();
  expect(submissions.length).toBeGreaterThan(0);
  expect(subscribers.length).toBeGreaterThan(0);
  for (const row of submissions) {
    expect(FORM_SUBMISSION_TYPES).toContain(row.type);
    const data = JSON.parse(row.data) as Record<string, unknown>;
    const parsed = submissionDataSchema(row.type as FormSubmissionType, data).safeParse(data);
    expect(parsed.success, `row ${row.id}: ${row.data}`).toBe(true);
    // Stored in the schema's own output form: validating it again changes nothing.
    expect(parsed.data, `row ${row.id}`).toEqual(data);
    expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
  }
  for (const row of subscribers) {
    const parsed = subscribeFormSchema.safeParse({ email: row.email });
    expect(parsed.success, `subscriber ${row.id}: ${row.email}`).toBe(true);
    expect(parsed.data?.email).toBe(row.email);
  }
  // Accounts the owner's generated requests created pass the account rules; the owner is intact.
  const admins = await t.database.db.selectFrom("admin_users").selectAll().execute();
  expect(admins.find((row) => row.username === ADMIN.username)).toMatchObject({ role: "owner", disabled_at: null });
  for (const row of admins) {
    expect(ROLES, row.username).toContain(row.role);
    if (row.username === ADMIN.username) continue;
    expect(
      newAccountSchema.safeParse({ username: row.username, displayName: row.display_name, link: true }).success,
      row.username,
    ).toBe(true);
    expect(row.password_hash).toMatch(/^scrypt\$/);
  }
  const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie } });
  expect(session.json()).toMatchObject({ signedIn: true });
  expect(network.attempts).toEqual([]);
}
