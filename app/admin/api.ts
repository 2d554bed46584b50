import {
  ADMIN_API_PREFIX,
  AUTH_SESSION_PATH,
  AUTH_SIGN_IN_PATH,
  AUTH_SIGN_OUT_PATH,
  type AdminSessionInfo,
  type AdminStats,
  type AdminSubmission,
  type ExportFormat,
  type SignInResult,
  type SubmissionFilter,
  type SubmissionPage,
  type SubscriberPage,
} from "#contracts/admin.ts";
import { SOURCES_PATH, type SourcesReport } from "#contracts/sources-report.ts";

// The admin pages' one way to the server. Same-origin fetch: the session cookie
// (HttpOnly, SameSite=Strict) travels by itself, and the browser adds the Origin header the
// server checks on POST and DELETE.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** True when the answer means "no session" and the page should go back to /admin. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
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
    throw new ApiError(response.status, message);
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

export const adminApi = {
  session: () => request<AdminSessionInfo>("GET", AUTH_SESSION_PATH),
  signIn: (username: string, password: string) =>
    request<SignInResult>("POST", AUTH_SIGN_IN_PATH, { username, password }),
  signOut: () => request<void>("POST", AUTH_SIGN_OUT_PATH),
  stats: () => request<AdminStats>("GET", `${ADMIN_API_PREFIX}/stats`),
  submissions: (params: { type: SubmissionFilter; q: string; cursor?: string | null; limit?: number }) =>
    request<SubmissionPage>("GET", `${ADMIN_API_PREFIX}/submissions${query(params)}`),
  markRead: (id: number) => request<AdminSubmission>("POST", `${ADMIN_API_PREFIX}/submissions/${id}/read`),
  deleteSubmission: (id: number) => request<void>("DELETE", `${ADMIN_API_PREFIX}/submissions/${id}`),
  subscribers: (params: { q: string; cursor?: string | null; limit?: number }) =>
    request<SubscriberPage>("GET", `${ADMIN_API_PREFIX}/subscribers${query(params)}`),
  sources: (params: { from: string; to: string }) => request<SourcesReport>("GET", `${SOURCES_PATH}${query(params)}`),
};

/** The export's address: a plain link, so the browser streams the file straight to disk. */
export function submissionExportUrl(format: ExportFormat, type: SubmissionFilter, q: string): string {
  return `${ADMIN_API_PREFIX}/submissions/export${query({ format, type, q })}`;
}

export function subscriberExportUrl(format: ExportFormat, q: string): string {
  return `${ADMIN_API_PREFIX}/subscribers/export${query({ format, q })}`;
}
