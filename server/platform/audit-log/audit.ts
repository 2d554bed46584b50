import type { FastifyRequest } from "fastify";
import type { AuditAction } from "#contracts/accounts/audit-log.ts";
import { localDateString } from "../calendar.ts";

// What the audit log says about who did what: the signed-in account as actor, the thing in
// words as target. Callers pass only facts that are safe to keep (never a password or token).

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `22 Nov 2026`: the local (Asia/Kolkata) day of an instant. */
function localDayLabel(iso: string): string {
  const [year, month, day] = localDateString(new Date(iso)).split("-").map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1] ?? ""} ${year}`;
}

/** `Lead #12 (Asha Rao, 22 Nov 2026)`: the lead as the delete confirmation named it. */
export function leadTarget(lead: { id: number; createdAt: string; data: Record<string, unknown> }): string {
  const name = [lead.data.fullName, lead.data.email].find((value) => typeof value === "string" && value.trim());
  const who = typeof name === "string" ? name.trim() : "no name";
  return `Lead #${lead.id} (${who}, ${localDayLabel(lead.createdAt)})`;
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
