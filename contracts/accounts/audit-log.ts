import { z } from "zod";

// The audit log of the admin: who did what, when. Owners read it.
//
//   GET    /api/admin/audit-log?cursor&limit        → 200 AuditLogPage (newest first)          owner only

const AUDIT_LOG_PAGE_SIZE = 50;
export const auditLogQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(AUDIT_LOG_PAGE_SIZE),
});

export const AUDIT_ACTIONS = [
  "lead.deleted",
  "export.submissions",
  "export.subscribers",
  "account.created",
  "account.updated",
  "account.disabled",
  "account.enabled",
  "account.password-reset",
  "account.password-changed",
  "content.created",
  "content.published",
  "content.unpublished",
  "content.deleted",
  "sign-in.succeeded",
  "sign-in.failed",
  "sign-in.locked",
  "two-factor.enabled",
  "two-factor.disabled",
  "two-factor.recovery-code-used",
  "settings.two-factor-required",
  "retention.purged",
  "data-request.copied",
  "data-request.erased",
  "data-request.completed",
  "data-request.refused",
  "reply-template.updated",
  "reply-template.reset",
  "response-target.updated",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: number | null; displayName: string };
  action: AuditAction;
  /** What it was done to, in words: "Lead #12" (never a lead's name or e-mail), "Account priya". */
  target: string;
  /** Extra facts (export filters, changed fields); never a password or a token. */
  detail: Record<string, unknown>;
}

export interface AuditLogPage {
  items: AuditEntry[];
  nextCursor: string | null;
}
