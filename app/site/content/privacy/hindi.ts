import notice from "./notice-hi.json" with { type: "json" };
import type { PrivacyContent } from "./schema.ts";

/**
 * The Hindi privacy notice of /privacy/hi: the English notice (../privacy.ts) translated,
 * section for section and item for item (a test holds the two in step). Periods are {kind}
 * tokens filled from contracts/privacy/retention.ts, as in English.
 * The text is data (notice-hi.json); content.test.ts checks it against the notice's schema.
 */
export const privacyHindi = notice as PrivacyContent;
