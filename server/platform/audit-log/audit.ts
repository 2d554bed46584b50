import type { FastifyRequest } from "fastify";
import type { AuditAction } from "#contracts/accounts/audit-log.ts";

// What the audit log says about who did what: the signed-in account as actor, the thing in
// words as target. Callers pass only facts that are safe to keep (never a password or token).

/**
 * `Lead #12`: a lead by its id only. The audit log outlives the lead and is kept for its own
 * period, so it never holds the person's name or e-mail (an erased person leaves no trace here).
 */
export function leadTarget(lead: { id: number }): string {
  return `Lead #${lead.id}`;
}

/** An export's filters for the log: its search words (perhaps a name or an e-mail) become only whether there were any. */
export function exportFilters(filters: Record<string, unknown> & { q?: string }): Record<string, unknown> {
  const { q, ...rest } = filters;
  return { ...rest, search: typeof q === "string" && q.trim() !== "" };
}

export function accountTarget(username: string): string {
  return `Account ${username}`;
}

/** Records an action of the request's signed-in account. */
export async function audit(
  request: FastifyRequest,
  at: Date,
  entry: { action: AuditAction; target: string; detail?: Record<string, unknown> },
): Promise<void> {
  const session = request.adminSession;
  await request.server.auditLog.record({
    ...entry,
    actor: { id: session?.userId ?? null, displayName: session?.displayName ?? "unknown" },
    at,
  });
}
