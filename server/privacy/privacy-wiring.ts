import type { AppConfig } from "#server/config.ts";

// Whom a person writes to when the site cannot send mail.

/** The site's contact address (app/site/content/site.ts), until a grievance officer is configured. */
const SITE_CONTACT = "hello@crestline.example";

export function grievanceContact(_config: AppConfig): string {
  return SITE_CONTACT;
}
