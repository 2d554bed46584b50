import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import {
  adminLeadPath,
  type AssignmentRule,
  LEAD_ALERT_TITLES,
  type LeadAlertPayload,
} from "#contracts/leads/assignment.ts";
import type { AppConfig } from "#server/config.ts";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";
import type { ServerSecretsRepository } from "#server/platform/db/server-secrets-repository.ts";
import { type MailMessage, oneLine } from "#server/platform/mail.ts";
import type { MailOutbox } from "#server/platform/mail-outbox/mail-outbox.ts";
import { assignLead, type Assignee, cachedRules, type LeadToAssign, saveRules } from "./assignment-rules.ts";
import { dropPushSubscription, pushSubscriptionsOf, readAlertSettings } from "./alert-store.ts";
import { sendPush, type VapidKeys, vapidKeys } from "./web-push.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Assignment rules and alerts for new leads (server/leads/assignment/). */
    leadAlerts: LeadAlerts;
  }
}

export interface LeadAlerts {
  /** The database the rules, settings and subscriptions are kept in. */
  readonly db: Kysely<DatabaseSchema>;
  /** Gives a just-stored lead to its assignee and alerts them; never throws (failures are logged). */
  newLead(lead: LeadToAssign, log: FastifyBaseLogger): Promise<Assignee | null>;
  /** Replaces the assignment rules; the next lead is given out by them. */
  saveRules(rules: readonly AssignmentRule[]): Promise<void>;
  /** The VAPID public key browsers subscribe with. */
  publicKey(): Promise<string>;
}

export interface LeadAlertsOptions {
  db: Kysely<DatabaseSchema>;
  secrets: ServerSecretsRepository;
  config: Pick<AppConfig, "smtp" | "publicUrl">;
  now: () => Date;
  /** The alert e-mail is queued here (retries, and the lead's timeline shows it). */
  outbox: Pick<MailOutbox, "enabled" | "enqueue">;
}

/** The visitor's name as the form sent it, on one short line. */
function leadName(lead: LeadToAssign): string {
  const name = lead.data.fullName;
  return typeof name === "string" && name.trim() ? oneLine(name, 80) : "someone";
}

/** The push message: the lead's type and name, and the lead's own page in the admin. */
function alertPayload(lead: LeadToAssign, publicUrl: string | null): LeadAlertPayload {
  const kind = LEAD_ALERT_TITLES[lead.type];
  return {
    title: `New ${kind}`,
    body: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} from ${leadName(lead)} (#${lead.id}), assigned to you.`,
    url: `${publicUrl ?? ""}${adminLeadPath(lead.id)}`,
  };
}

/** The alert e-mail: plain text, the lead's type, name and link, nothing else the visitor wrote. */
function alertEmail(lead: LeadToAssign, from: string, to: string, publicUrl: string | null): MailMessage {
  const { body, url } = alertPayload(lead, publicUrl);
  return {
    from,
    to,
    subject: oneLine(`New ${LEAD_ALERT_TITLES[lead.type]} from ${leadName(lead)} (#${lead.id})`),
    text: [
      body,
      "",
      `Open it: ${url}`,
      "",
      "Answer within the hour: leads answered quickly are far likelier to become clients.",
    ].join("\n"),
  };
}

/**
 * Assignment and alerts for new leads: the rules choose the owner, who then gets an e-mail
 * through the mail outbox (SMTP set up and an address known) and a push on every browser where they turned alerts
 * on. Subscriptions the push service calls gone (404/410) are removed.
 */
export function createLeadAlerts(opts: LeadAlertsOptions): LeadAlerts {
  const { db, config } = opts;
  const rules = cachedRules(db);
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => {
    keys ??= vapidKeys(opts.secrets).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  // VAPID wants a contact for the push services: the site, or else the team's address.
  const subject = () =>
    config.publicUrl?.startsWith("https:")
      ? config.publicUrl
      : `mailto:${config.smtp?.notifyEmail ?? "alerts@crestline.invalid"}`;

  async function email(lead: LeadToAssign, assignee: Assignee, log: FastifyBaseLogger) {
    const settings = await readAlertSettings(db, assignee.id);
    if (!config.smtp || !opts.outbox.enabled || !settings?.emailOn || !settings.sendsTo) return;
    const message = alertEmail(lead, config.smtp.notifyEmail, settings.sendsTo, config.publicUrl);
    try {
      await opts.outbox.enqueue(message, { leadId: lead.id, kind: "lead-alert" });
    } catch (error) {
      log.warn({ err: error, submissionId: lead.id }, "lead alert e-mail not queued; the lead is assigned");
    }
  }

  async function push(lead: LeadToAssign, assignee: Assignee, log: FastifyBaseLogger) {
    const targets = await pushSubscriptionsOf(db, assignee.id);
    if (targets.length === 0) return;
    const details = { ...(await vapid()), subject: subject() };
    const payload = JSON.stringify(alertPayload(lead, config.publicUrl));
    await Promise.all(
      targets.map(async (target) => {
        try {
          const outcome = await sendPush(target, payload, details);
          if (outcome === "gone") await dropPushSubscription(db, target.id);
          else if (outcome === "failed") log.warn({ submissionId: lead.id }, "a push service refused a lead alert");
        } catch (error) {
          log.warn({ err: error, submissionId: lead.id }, "lead alert push failed");
        }
      }),
    );
  }

  return {
    db,
    async newLead(lead, log) {
      try {
        const assignee = await assignLead(db, lead, opts.now(), rules);
        if (assignee) await Promise.all([email(lead, assignee, log), push(lead, assignee, log)]);
        return assignee;
      } catch (error) {
        log.warn({ err: error, submissionId: lead.id }, "lead assignment failed; the lead stays unassigned");
        return null;
      }
    },
    async saveRules(changed) {
      await saveRules(db, changed);
      rules.forget();
    },
    publicKey: async () => (await vapid()).publicKey,
  };
}
