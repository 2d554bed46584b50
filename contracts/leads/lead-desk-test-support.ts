import type { AdminSubmission } from "./lead-desk.ts";

/** The desk's fields of a lead nobody has worked yet, as the admin API shows them. */
export const UNWORKED_LEAD = {
  source: null,
  status: "new",
  lostReason: null,
  owner: null,
  followUpOn: null,
  valueEstimate: null,
  notesCount: 0,
  earlierRequests: 0,
} as const satisfies Partial<AdminSubmission>;
