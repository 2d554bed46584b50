import { z } from "zod";
import { ADMIN_API_PREFIX } from "../auth/session.ts";
import { PLATFORM_OPTIONS, SUBMISSION_TYPES, type SubmissionType } from "./form-constants.ts";

// Assignment rules and alerts (server/leads/assignment/, app/admin/alerts/):
//   GET  /api/admin/alerts/rules     → AssignmentRulesView (owner only)
//   PUT  /api/admin/alerts/rules     AssignmentRulesInput → AssignmentRulesView (owner only)
//   GET  /api/admin/alerts/settings  → AlertSettingsView (the signed-in account's own)
//   PUT  /api/admin/alerts/settings  AlertSettingsInput → AlertSettingsView
//   POST   /api/admin/alerts/push    PushSubscriptionInput → 204 (this browser alerts this account)
//   DELETE /api/admin/alerts/push    { endpoint } → 204
// A new lead goes to the first rule that matches it; the rule's accounts take turns.

export const ALERT_RULES_PATH = `${ADMIN_API_PREFIX}/alerts/rules`;
export const ALERT_SETTINGS_PATH = `${ADMIN_API_PREFIX}/alerts/settings`;
export const ALERT_PUSH_PATH = `${ADMIN_API_PREFIX}/alerts/push`;
/** The admin's service worker: under /admin/ so its scope is the admin and nothing else. */
export const ALERTS_SERVICE_WORKER_PATH = "/admin/alerts-sw.js";
export const ALERTS_SERVICE_WORKER_SCOPE = "/admin/";

/** A lead's own page in the admin: what the e-mail and the notification open. */
export function adminLeadPath(id: number): string {
  return `/admin/leads/${id}`;
}

export const RULE_KINDS = ["any", "type", "platform"] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
export const RULE_KIND_LABELS: Record<RuleKind, string> = {
  any: "Every lead",
  type: "Leads of a type",
  platform: "Quotes for a platform",
};

/** A lead type as rules and alerts name it ("New quote request"). */
export const LEAD_ALERT_TITLES: Record<SubmissionType, string> = {
  contact: "contact message",
  quote: "quote request",
  application: "job application",
  audit: "SEO audit request",
  booking: "call booking",
};

/** At most this many rules, and accounts in a rule: a short list read on every lead. */
export const MAX_RULES = 20;
const MAX_RULE_ACCOUNTS = 50;
/** The browsers one account may turn alerts on in; a new one replaces the oldest. */
export const MAX_PUSH_DEVICES = 10;

const MSG_RULE_MATCH = "Choose what this rule matches.";

const assignmentRuleSchema = z
  .object({
    kind: z.enum(RULE_KINDS, { error: "Choose a kind of rule." }),
    match: z.string().max(80).nullable(),
    /** The accounts taking turns; empty: every active account. */
    accountIds: z.array(z.number().int().positive()).max(MAX_RULE_ACCOUNTS),
  })
  .refine(
    (rule) =>
      rule.kind === "any"
        ? rule.match === null
        : ((rule.kind === "type" ? SUBMISSION_TYPES : PLATFORM_OPTIONS) as readonly string[]).includes(
            rule.match ?? "",
          ),
    { message: MSG_RULE_MATCH, path: ["match"] },
  );
export type AssignmentRule = z.infer<typeof assignmentRuleSchema>;

export const assignmentRulesInputSchema = z.object({
  rules: z.array(assignmentRuleSchema).max(MAX_RULES, `At most ${MAX_RULES} rules.`),
});
export type AssignmentRulesInput = z.infer<typeof assignmentRulesInputSchema>;

export interface AssignmentRulesView {
  rules: AssignmentRule[];
  /** Accounts a rule may name (disabled ones are skipped when leads are given out). */
  accounts: { id: number; displayName: string; active: boolean }[];
}

export const alertSettingsInputSchema = z.object({
  /** Where alert e-mails go; null: the username, when it is an e-mail address. */
  email: z.union([
    z.literal("").transform(() => null),
    z.email("Please enter a valid email address.").max(254),
    z.null(),
  ]),
  emailOn: z.boolean(),
});
export type AlertSettingsInput = z.input<typeof alertSettingsInputSchema>;

export interface AlertSettingsView {
  email: string | null;
  emailOn: boolean;
  /** The address alert e-mails go to now; null: none known, e-mail alerts cannot be sent. */
  sendsTo: string | null;
  /** Whether the server can send mail at all (SMTP set up). */
  mailOn: boolean;
  /** The server's VAPID public key (base64url), for PushManager.subscribe. */
  pushPublicKey: string;
  /** How many browsers have alerts on for this account. */
  devices: number;
}

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, "Not base64url.");

export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url().max(1024),
  keys: z.object({ p256dh: base64url(200), auth: base64url(64) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(1024) });

/** What a push message carries; the service worker shows it and opens `url` on a click. */
export interface LeadAlertPayload {
  title: string;
  body: string;
  url: string;
}

export const MSG_PUSH_ENDPOINT = "This browser's push service address is not accepted.";
