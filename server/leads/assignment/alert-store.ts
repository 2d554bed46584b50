import type { Kysely } from "kysely";
import { MAX_PUSH_DEVICES, type PushSubscriptionInput } from "#contracts/leads/assignment.ts";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";

type Db = Kysely<DatabaseSchema>;

/** An account's alert settings; without a row, e-mail alerts are on and go to the username if it is an address. */
export interface AlertSettings {
  email: string | null;
  emailOn: boolean;
  /** Where alert e-mails go now; null: no address known. */
  sendsTo: string | null;
}

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

export async function readAlertSettings(db: Db, userId: number): Promise<AlertSettings | null> {
  const row = await db
    .selectFrom("admin_users")
    .leftJoin("alert_settings", "alert_settings.user_id", "admin_users.id")
    .select(["admin_users.username", "alert_settings.email", "alert_settings.email_on"])
    .where("admin_users.id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const email = row.email ?? null;
  return {
    email,
    emailOn: row.email_on !== 0,
    sendsTo: email ?? (looksLikeEmail(row.username) ? row.username : null),
  };
}

export async function saveAlertSettings(db: Db, userId: number, settings: { email: string | null; emailOn: boolean }) {
  const values = { email: settings.email, email_on: settings.emailOn ? 1 : 0 };
  await db
    .insertInto("alert_settings")
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet(values))
    .execute();
}

export async function countPushDevices(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("push_subscriptions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Alerts this account in this browser. An endpoint is one browser's: subscribed again (or
 * by another account signing in there) it moves to the latest account. Past
 * MAX_PUSH_DEVICES the oldest of the account's browsers is dropped.
 */
export async function addPushSubscription(db: Db, userId: number, input: PushSubscriptionInput, at: Date) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("push_subscriptions").where("endpoint", "=", input.endpoint).execute();
    await trx
      .insertInto("push_subscriptions")
      .values({
        user_id: userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        created_at: at.toISOString(),
      })
      .execute();
    const extra = await trx
      .selectFrom("push_subscriptions")
      .select("id")
      .where("user_id", "=", userId)
      .orderBy("id", "desc")
      .offset(MAX_PUSH_DEVICES)
      .limit(100)
      .execute();
    if (extra.length > 0) {
      await trx
        .deleteFrom("push_subscriptions")
        .where(
          "id",
          "in",
          extra.map((row) => row.id),
        )
        .execute();
    }
  });
}

/** Turns alerts off in one browser of this account. */
export async function removePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).where("endpoint", "=", endpoint).execute();
}

export async function pushSubscriptionsOf(db: Db, userId: number) {
  return db
    .selectFrom("push_subscriptions")
    .select(["id", "endpoint", "p256dh", "auth"])
    .where("user_id", "=", userId)
    .execute();
}

/** The push service said this subscription is gone (404/410): it will never deliver again. */
export async function dropPushSubscription(db: Db, id: number): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("id", "=", id).execute();
}
