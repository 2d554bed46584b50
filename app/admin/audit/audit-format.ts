import type { AuditAction, AuditEntry } from "#contracts/accounts/audit-log.ts";

// How the audit log reads: an action in words, and its extra facts in one line.

const ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  "lead.deleted": "Deleted a lead",
  "export.submissions": "Exported submissions",
  "export.subscribers": "Exported subscribers",
  "account.created": "Created an account",
  "account.updated": "Changed an account",
  "account.disabled": "Disabled an account",
  "account.enabled": "Enabled an account",
  "account.password-reset": "Reset a password",
  "account.password-changed": "Changed a password",
  "content.created": "Created an article or case study",
  "content.published": "Published an article or case study",
  "content.unpublished": "Unpublished an article or case study",
  "content.deleted": "Deleted an article or case study",
  "sign-in.succeeded": "Signed in",
  "sign-in.failed": "Failed to sign in (wrong password or code)",
  "sign-in.locked": "Locked sign-in from new browsers after too many failures",
  "two-factor.enabled": "Turned on two-factor sign-in",
  "two-factor.disabled": "Turned off two-factor sign-in",
  "two-factor.recovery-code-used": "Signed in with a recovery code",
  "settings.two-factor-required": "Changed whether owners must use two-factor sign-in",
  "retention.purged": "Deleted data past its retention period",
  "data-request.copied": "Downloaded the copy of a person's data",
  "data-request.erased": "Erased a person's data",
  "data-request.completed": "Completed a data request",
  "data-request.refused": "Refused a data request",
  "reply-template.updated": "Changed an instant-reply template",
  "reply-template.reset": "Set an instant-reply template back to the default",
  "response-target.updated": "Changed the response target",
};

/** The action in words; an action this page does not know yet is shown as the server names it. */
export function auditActionLabel(action: string): string {
  return (ACTION_LABELS as Readonly<Record<string, string>>)[action] ?? action;
}

function factText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "object") {
    if ("from" in value && "to" in value) return `${factText(value.from)} → ${factText(value.to)}`;
    return Object.entries(value)
      .map(([key, inner]) => `${key} ${factText(inner)}`.trim())
      .join(", ");
  }
  return String(value as string | number | boolean);
}

/** A fact's name in words: "displayName" → "display name". */
const factName = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();

/** "format: csv · type: all": the entry's extra facts, empty ones left out. */
export function auditDetailText(detail: AuditEntry["detail"]): string {
  return Object.entries(detail)
    .map(([key, value]) => [factName(key), factText(value)] as const)
    .filter(([, text]) => text !== "")
    .map(([key, text]) => `${key}: ${text}`)
    .join(" · ");
}
