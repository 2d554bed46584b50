import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  ALERT_PUSH_PATH,
  ALERT_RULES_PATH,
  ALERT_SETTINGS_PATH,
  type AlertSettingsView,
  alertSettingsInputSchema,
  type AssignmentRulesView,
  assignmentRulesInputSchema,
  MSG_PUSH_ENDPOINT,
  pushSubscriptionInputSchema,
  pushUnsubscribeSchema,
} from "#contracts/leads/assignment.ts";
import type { AppConfig } from "#server/config.ts";
import { requireOwner } from "#server/auth/owner-only.ts";
import { badQuery } from "#server/platform/bad-query.ts";
import { readRules } from "./assignment-rules.ts";
import {
  addPushSubscription,
  countPushDevices,
  readAlertSettings,
  removePushSubscription,
  saveAlertSettings,
} from "./alert-store.ts";
import { acceptedPushEndpoint } from "./web-push.ts";

export interface AlertRouteOptions {
  config: AppConfig;
  now: () => Date;
  /** Lets a test's local push service (plain HTTP) be subscribed; never set in production. */
  allowHttpPushEndpoints?: boolean;
}

/** The signed-in account's id (the admin scope's session hook has run). */
const userOf = (request: FastifyRequest) => request.adminSession?.userId ?? 0;

/**
 * The Alerts view's API, inside the admin scope (session and same-origin checks): the owner
 * edits the assignment rules; every account its own alert settings and browsers.
 */
export async function alertRoutes(app: FastifyInstance, opts: AlertRouteOptions) {
  const { db } = app.leadAlerts;

  async function rulesView(): Promise<AssignmentRulesView> {
    const accounts = await db
      .selectFrom("admin_users")
      .select(["id", "username", "display_name", "disabled_at"])
      .orderBy("id")
      .execute();
    return {
      rules: await readRules(db),
      accounts: accounts.map((row) => ({
        id: row.id,
        displayName: row.display_name ?? row.username,
        active: row.disabled_at === null,
      })),
    };
  }

  async function settingsView(userId: number, reply: FastifyReply): Promise<AlertSettingsView | FastifyReply> {
    const settings = await readAlertSettings(db, userId);
    if (!settings) return reply.code(404).send({ error: "This account no longer exists." });
    return {
      ...settings,
      mailOn: opts.config.smtp !== null,
      pushPublicKey: await app.leadAlerts.publicKey(),
      devices: await countPushDevices(db, userId),
    };
  }

  app.get(ALERT_RULES_PATH, { onRequest: requireOwner }, async () => rulesView());

  app.put(ALERT_RULES_PATH, { onRequest: requireOwner }, async (request, reply) => {
    const input = assignmentRulesInputSchema.safeParse(request.body);
    if (!input.success) return badQuery(reply, input.error);
    await app.leadAlerts.saveRules(input.data.rules);
    return rulesView();
  });

  app.get(ALERT_SETTINGS_PATH, async (request, reply) => settingsView(userOf(request), reply));

  app.put(ALERT_SETTINGS_PATH, async (request, reply) => {
    const input = alertSettingsInputSchema.safeParse(request.body);
    if (!input.success) return badQuery(reply, input.error);
    await saveAlertSettings(db, userOf(request), input.data);
    return settingsView(userOf(request), reply);
  });

  app.post(ALERT_PUSH_PATH, async (request, reply) => {
    const input = pushSubscriptionInputSchema.safeParse(request.body);
    if (!input.success) return badQuery(reply, input.error);
    if (!acceptedPushEndpoint(input.data.endpoint, opts.allowHttpPushEndpoints === true)) {
      return reply.code(400).send({ error: MSG_PUSH_ENDPOINT });
    }
    await addPushSubscription(db, userOf(request), input.data, opts.now());
    return reply.code(204).send();
  });

  app.delete(ALERT_PUSH_PATH, async (request, reply) => {
    const input = pushUnsubscribeSchema.safeParse(request.body);
    if (!input.success) return badQuery(reply, input.error);
    await removePushSubscription(db, userOf(request), input.data.endpoint);
    return reply.code(204).send();
  });
}
