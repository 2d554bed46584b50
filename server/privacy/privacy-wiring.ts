import type { AppConfig } from "#server/config.ts";

// Whom a person writes to when the site cannot send mail.

/** The privacy notice's default Grievance Officer address (app/site/content/site.ts), when GRIEVANCE_EMAIL is unset. */
const DEFAULT_CONTACT = "hello@crestline.example";

export function grievanceContact(config: AppConfig): string {
  return config.grievanceEmail ?? DEFAULT_CONTACT;
}
