// "My data": a person asks, by e-mail address, for a copy of their data, a correction, an
// erasure, or the end of marketing; a signed link mailed to that address confirms it.
//
//   POST /api/privacy/requests             { email, kind, details } → 202 { message } | 503 { error } (no mail set up)
//   POST /forms/my-data                    the same form without JavaScript → an HTML page
//   GET  /my-data/confirm?token=…          a page with one button (mail scanners fetch links: GET changes nothing)
//   POST /my-data/confirm                  token → the request is confirmed
//   GET  /api/admin/data-requests          → DataRequestItem[]                                  staff and owners
//   GET  /api/admin/data-requests/:id/copy → JSON download of what is held for the address      staff and owners
//   POST /api/admin/data-requests/:id/erase                                                     owners
//   POST /api/admin/data-requests/:id/complete { outcome }                                      staff and owners
//   POST /api/admin/data-requests/:id/refuse { outcome }                                        staff and owners

export const MY_DATA_PAGE = "/my-data";
export const MY_DATA_API_PATH = "/api/privacy/requests";
export const MY_DATA_FORM_PATH = "/forms/my-data";
export const MY_DATA_CONFIRM_PATH = "/my-data/confirm";
/** Under ADMIN_API_PREFIX (contracts/auth/session.ts), spelt out so the public page needs no zod. */
export const DATA_REQUESTS_API_PATH = "/api/admin/data-requests";

export const DATA_REQUEST_KINDS = ["copy", "correct", "erase", "withdraw-marketing"] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** The choices as the page offers them. */
export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  copy: "Send me a copy of my data",
  correct: "Correct my data",
  erase: "Erase my data",
  "withdraw-marketing": "Withdraw my consent to marketing (stop the newsletter)",
};

/** The request as staff read it. */
export const DATA_REQUEST_KIND_NAMES: Record<DataRequestKind, string> = {
  copy: "Copy",
  correct: "Correction",
  erase: "Erasure",
  "withdraw-marketing": "Marketing consent withdrawn",
};

export type DataRequestStatus = "received" | "confirmed" | "completed" | "refused";

export const DATA_REQUEST_LIMITS = { email: 254, details: 2000, outcome: 1000 } as const;

/** The one answer to every accepted request: it never says whether we hold the address. */
export const MSG_DATA_REQUEST_SENT =
  "If we hold data for this address, we have sent it a link to confirm your request. Open the e-mail and press the button on the page it links to; the link works for 7 days.";

/** Without mail, no link can prove the address is yours: the page says whom to write to instead. */
export function mailNotSetUpMessage(contact: string): string {
  return `Requests on this page need e-mail, which is not set up on this site yet. Please write to our grievance officer at ${contact} from the address your request is about.`;
}

/** One request as the admin's desk lists it. */
export interface DataRequestItem {
  id: number;
  kind: DataRequestKind;
  status: DataRequestStatus;
  /** Only while the request is open (confirmed); null before confirmation and once it is closed. */
  email: string | null;
  details: string | null;
  outcome: string | null;
  requestedAt: string;
  confirmedAt: string | null;
  deadlineAt: string;
  completedAt: string | null;
  completedBy: string | null;
}
