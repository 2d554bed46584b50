import type { z } from "zod";
import { passwordSchema } from "#contracts/accounts/accounts.ts";

// Checks the admin's account forms run before sending: the same rules and messages as the
// server (contracts/accounts/accounts.ts), so a mistake shows beside its field at once.

export const MSG_PASSWORDS_DIFFER = "The two passwords do not match.";

/** Each field's first message, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return fields;
}

/** A new password typed twice: the password rule first, then whether the two agree. */
export function newPasswordErrors(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) return { password: checked.error.issues[0]?.message };
  if (password !== confirmation) return { confirmation: MSG_PASSWORDS_DIFFER };
  return {};
}
