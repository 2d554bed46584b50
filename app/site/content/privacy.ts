import notice from "./privacy/notice-en.json" with { type: "json" };
import type { PrivacyContent } from "./privacy/schema.ts";

/**
 * The privacy notice of /privacy (its Hindi translation: privacy/hindi.ts, same structure).
 * It describes what this site actually stores: keep it in step with the server (forms,
 * subscribers, consent records, data requests, the .doc converter and the SEO audit).
 * Periods are {kind} tokens filled from contracts/privacy/retention.ts, never written here.
 * The text is data (notice-en.json); content.test.ts checks it against the notice's schema.
 */
export const privacy = notice as PrivacyContent;
