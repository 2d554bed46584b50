// The Grievance Officer shown on the privacy notice (English and Hindi). The pages are
// prerendered, so the contact is fixed at build time: GRIEVANCE_NAME and GRIEVANCE_EMAIL in
// the build's environment (vite.config.ts exposes the GRIEVANCE_ prefix) replace the defaults.
import { z } from "zod";
import { site } from "../site.ts";

export interface GrievanceContact {
  name: string;
  email: string;
}

export const defaultGrievanceContact: GrievanceContact = {
  name: `Grievance Officer, ${site.name}`,
  email: site.email,
};

const nameSchema = z.string().trim().min(1).max(120);
const emailSchema = z.email();

/** The contact from the build's environment; a bad value stops the build with a one-line error. */
export function grievanceContactFrom(env: Record<string, string | undefined>): GrievanceContact {
  const name = env.GRIEVANCE_NAME?.trim() ? env.GRIEVANCE_NAME : undefined;
  const email = env.GRIEVANCE_EMAIL?.trim() ? env.GRIEVANCE_EMAIL : undefined;
  if (name !== undefined && !nameSchema.safeParse(name).success) {
    throw new Error("GRIEVANCE_NAME must be 1 to 120 characters");
  }
  if (email !== undefined && !emailSchema.safeParse(email.trim()).success) {
    throw new Error(`GRIEVANCE_EMAIL is not an e-mail address: ${email}`);
  }
  return {
    name: name?.trim() ?? defaultGrievanceContact.name,
    email: email?.trim() ?? defaultGrievanceContact.email,
  };
}

// Vite writes the build's values in place of import.meta.env; elsewhere (Playwright's
// loader) it may be missing, and the defaults apply.
const buildEnv = (import.meta.env as Record<string, string | undefined> | undefined) ?? {};

export const grievanceContact: GrievanceContact = grievanceContactFrom({
  GRIEVANCE_NAME: buildEnv.GRIEVANCE_NAME,
  GRIEVANCE_EMAIL: buildEnv.GRIEVANCE_EMAIL,
});
