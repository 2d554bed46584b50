import {
  ADMIN_API_PREFIX,
  AUTH_SESSION_PATH,
  AUTH_SIGN_IN_PATH,
  AUTH_SIGN_OUT_PATH,
  type AdminSessionInfo,
  type SignInResult,
} from "#contracts/auth/session.ts";
import {
  type AdminConsent,
  type AdminStats,
  type AdminSubmission,
  type Board,
  type ExportFormat,
  type LeadNote,
  type LeadUpdate,
  type PipelineCounts,
  type RelatedLead,
  type ReplyQueued,
  type SubmissionPage,
  type SubscriberPage,
  type TimelineEvent,
} from "#contracts/leads/lead-desk.ts";
import type { TeamMember } from "#contracts/accounts/accounts.ts";
import type { SecondStep } from "#contracts/auth/two-factor.ts";
import { SOURCES_PATH, type SourcesReport } from "#contracts/sources/sources-report.ts";
import { type LeadQuery, leadQueryParams } from "../leads/lead-query.ts";

// The admin pages' one way to the server. Same-origin fetch: the session cookie
// (HttpOnly, SameSite=Strict) travels by itself, and the browser adds the Origin header the
// server checks on POST and DELETE.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's JSON answer, when it sent one (a refused save's per-field reasons). */
    readonly payload: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** True when the answer means "no session" and the page should go back to /admin. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** A request to our API: a file (Blob) goes as the body itself (the browser names its type), anything else as JSON. */
export async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const file = body instanceof Blob;
  const json = body !== undefined && !file;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(json ? { "content-type": "application/json" } : {}) },
      body: body === undefined ? undefined : file ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "The server cannot be reached. Check your connection and try again.");
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      payload && typeof payload === "object" && "error" in payload && typeof payload.error === "string"
        ? payload.error
        : `The server answered ${response.status}.`;
    throw new ApiError(response.status, message, payload);
  }
  return payload as T;
}

function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

const LEAD = `${ADMIN_API_PREFIX}/submissions`;

export const adminApi = {
  session: () => request<AdminSessionInfo>("GET", AUTH_SESSION_PATH),
  signIn: (username: string, password: string) =>
    request<SignInResult | SecondStep>("POST", AUTH_SIGN_IN_PATH, { username, password }),
  signOut: () => request<void>("POST", AUTH_SIGN_OUT_PATH),
  stats: () => request<AdminStats>("GET", `${ADMIN_API_PREFIX}/stats`),
  submissions: (params: LeadQuery & { cursor?: string | null; limit?: number }) =>
    request<SubmissionPage>(
      "GET",
      `${ADMIN_API_PREFIX}/submissions${query({ ...leadQueryParams(params), cursor: params.cursor, limit: params.limit })}`,
    ),
  submission: (id: number) => request<AdminSubmission>("GET", `${LEAD}/${id}`),
  pipeline: (params: LeadQuery) =>
    request<PipelineCounts>("GET", `${ADMIN_API_PREFIX}/pipeline${query(leadQueryParams({ ...params, status: "" }))}`),
  board: (params: LeadQuery) =>
    request<Board>("GET", `${ADMIN_API_PREFIX}/board${query(leadQueryParams({ ...params, status: "" }))}`),
  team: () => request<TeamMember[]>("GET", `${ADMIN_API_PREFIX}/team`),
  markRead: (id: number) => request<AdminSubmission>("POST", `${LEAD}/${id}/read`),
  markUnread: (id: number) => request<AdminSubmission>("POST", `${LEAD}/${id}/unread`),
  updateLead: (id: number, update: LeadUpdate) => request<AdminSubmission>("PATCH", `${LEAD}/${id}`, update),
  notes: (id: number) => request<LeadNote[]>("GET", `${LEAD}/${id}/notes`),
  addNote: (id: number, body: string) => request<LeadNote>("POST", `${LEAD}/${id}/notes`, { body }),
  editNote: (id: number, noteId: number, body: string) =>
    request<LeadNote>("PATCH", `${LEAD}/${id}/notes/${noteId}`, { body }),
  timeline: (id: number) => request<TimelineEvent[]>("GET", `${LEAD}/${id}/timeline`),
  related: (id: number) => request<RelatedLead[]>("GET", `${LEAD}/${id}/related`),
  consent: (id: number) => request<AdminConsent[]>("GET", `${LEAD}/${id}/consent`),
  reply: (id: number, message: { subject: string; body: string }) =>
    request<ReplyQueued>("POST", `${LEAD}/${id}/reply`, message),
  deleteSubmission: (id: number) => request<void>("DELETE", `${LEAD}/${id}`),
  subscribers: (params: { q: string; cursor?: string | null; limit?: number }) =>
    request<SubscriberPage>("GET", `${ADMIN_API_PREFIX}/subscribers${query(params)}`),
  sources: (params: { from: string; to: string }) => request<SourcesReport>("GET", `${SOURCES_PATH}${query(params)}`),
};

/** The export's address: a plain link, so the browser streams the file straight to disk. */
export function submissionExportUrl(format: ExportFormat, filters: LeadQuery): string {
  return `${LEAD}/export${query({ format, ...leadQueryParams(filters) })}`;
}

export function subscriberExportUrl(format: ExportFormat, q: string): string {
  return `${ADMIN_API_PREFIX}/subscribers/export${query({ format, q })}`;
}
