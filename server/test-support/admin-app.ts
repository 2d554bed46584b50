import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { DatabaseTarget } from "#server/config.ts";
import { createAdmin } from "#server/auth/admin-users.ts";
import { createTestApp, TEST_MAIL_CONFIG, type TestApp } from "#server/test-support/test-app.ts";

/** The last columns of every lead export's CSV: the lead desk's fields, then where the lead came from. */
export const CSV_DESK_AND_SOURCE_COLUMNS =
  "status,lost_reason,owner,follow_up_on,value_estimate,notes_count," +
  "channel,landing_page,landed_at,form_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,fbclid,device,tools_used,offer_tool";

export const ORIGIN = "http://localhost:80";
export const ADMIN = { username: "staff", password: "correct horse battery" };

/** A settable clock for buildApp's `now`: tests move time instead of waiting. */
class TestClock {
  constructor(public current: Date) {}
  now = () => new Date(this.current);
  set(iso: string) {
    this.current = new Date(iso);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface AdminTestApp extends TestApp {
  clock: TestClock;
}

export interface AdminTestAppOptions {
  now?: string;
  production?: boolean;
  knownTools?: ReadonlySet<string>;
  /** SMTP and a public URL whose mail goes nowhere: the newsletter can take sign-ups. */
  mail?: boolean;
}

export async function createAdminTestApp(
  target: DatabaseTarget,
  { now = "2026-11-22T10:00:00.000Z", production = false, knownTools, mail = false }: AdminTestAppOptions = {},
): Promise<AdminTestApp> {
  const clock = new TestClock(new Date(now));
  const testApp = await createTestApp(target, {
    now: clock.now,
    knownTools,
    config: { production, demoMode: false, ...(mail && TEST_MAIL_CONFIG) },
    ...(mail && { loadMailTransport: async () => ({ send: async () => {} }) }),
  });
  await createAdmin(testApp.database.db, ADMIN.username, ADMIN.password, clock.now());
  return { ...testApp, clock };
}

export function signIn(app: FastifyInstance, body: unknown = ADMIN, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    payload: body as object,
    headers: { origin: ORIGIN, ...headers },
  });
}

/** The `name=value` pair of the session cookie from a sign-in answer, for the Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.includes("crestline_admin"));
  if (!cookie) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}

export async function signedInCookie(app: FastifyInstance): Promise<string> {
  return sessionCookie(await signIn(app));
}

export const STAFF = { username: "priya", password: "staff password 1", displayName: "Priya Nair" };

/** Adds a staff account (STAFF unless told otherwise), signs it in, and returns its id and session cookie. */
export async function signedInStaff(
  t: AdminTestApp,
  staff: { username: string; password: string; displayName: string } = STAFF,
): Promise<{ id: number; cookie: string }> {
  const id = await createAdmin(t.database.db, staff.username, staff.password, t.clock.now(), {
    role: "staff",
    displayName: staff.displayName,
  });
  return { id, cookie: sessionCookie(await signIn(t.app, { username: staff.username, password: staff.password })) };
}

/**
 * The hooks of a suite that calls the admin API signed in: an app built with `options` and
 * signed in as the owner (or as STAFF, `as: "staff"`) before all its tests, or before each
 * (`each`), and closed after. `ready` gets the app and the session cookie.
 */
export function signedInAdminSuite(
  target: () => Promise<DatabaseTarget>,
  { each = false, as = "owner", ...options }: AdminTestAppOptions & { each?: boolean; as?: "owner" | "staff" },
  ready: (t: AdminTestApp, cookie: string) => void,
): void {
  let t: AdminTestApp | undefined;
  (each ? beforeEach : beforeAll)(async () => {
    t = await createAdminTestApp(await target(), options);
    ready(t, as === "owner" ? await signedInCookie(t.app) : (await signedInStaff(t)).cookie);
  });
  (each ? afterEach : afterAll)(async () => {
    await t?.close();
    t = undefined;
  });
}
