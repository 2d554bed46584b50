import {
  CONTENT_API_PATH,
  CONTENT_IMAGES_API_PATH,
  CONTENT_MARKDOWN_PREVIEW_API_PATH,
  MSG_SLUG_TAKEN,
  type ArticleInput,
  type CaseStudyInput,
  type ContentItem,
  type ContentKind,
  type ContentSummary,
  type ImageUse,
  type UploadedImage,
} from "#contracts/content/content-admin.ts";
import { ApiError, request } from "../shared/api.ts";
import type { FieldErrors } from "./content-form.ts";

// The content editor's way to the server (contracts/content/content-admin.ts): api.ts's request,
// but a refused save also says which fields were wrong, so the editor shows each message
// beside its field.

/** A 4xx with per-field messages: the server's zod issues, or "slug taken" (409). */
export class ContentApiError extends ApiError {
  constructor(
    status: number,
    message: string,
    readonly fields: FieldErrors,
  ) {
    super(status, message);
    this.name = "ContentApiError";
  }
}

/** The per-field messages of a refused request: `issues` (zod, whole paths) or `fields`. */
export function answerFields(status: number, payload: unknown): FieldErrors {
  const fields: FieldErrors = {};
  if (payload && typeof payload === "object") {
    if ("issues" in payload && Array.isArray(payload.issues)) {
      for (const issue of payload.issues as unknown[]) {
        if (!issue || typeof issue !== "object" || !("message" in issue) || typeof issue.message !== "string") continue;
        const path = "path" in issue && Array.isArray(issue.path) ? issue.path.join(".") : "";
        fields[path || "form"] ??= issue.message;
      }
    }
    if ("fields" in payload && payload.fields && typeof payload.fields === "object") {
      for (const [key, message] of Object.entries(payload.fields)) {
        if (typeof message === "string") fields[key] ??= message;
      }
    }
  }
  if (status === 409) fields.slug ??= MSG_SLUG_TAKEN;
  return fields;
}

/** api.ts's request, with a refused request's per-field messages (ContentApiError). */
async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  try {
    return await request<T>(method, url, body);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    const { status, payload } = error;
    const named = payload && typeof payload === "object" && "error" in payload && typeof payload.error === "string";
    const message = !named && status === 409 ? MSG_SLUG_TAKEN : error.message;
    throw new ContentApiError(status, message, answerFields(status, payload));
  }
}

const itemPath = (kind: ContentKind, id: number) => `${CONTENT_API_PATH}/${kind}/${id}`;

export const contentApi = {
  list: (kind: ContentKind) => send<ContentSummary[]>("GET", `${CONTENT_API_PATH}?kind=${kind}`),
  get: (kind: ContentKind, id: number) => send<ContentItem>("GET", itemPath(kind, id)),
  create: (kind: ContentKind, input: ArticleInput | CaseStudyInput) =>
    send<ContentItem>("POST", `${CONTENT_API_PATH}/${kind}`, input),
  update: (kind: ContentKind, id: number, input: ArticleInput | CaseStudyInput) =>
    send<ContentItem>("PUT", itemPath(kind, id), input),
  /** No `publishAt`: live now; a future one: scheduled. */
  publish: (kind: ContentKind, id: number, publishAt?: string) =>
    send<ContentItem>("POST", `${itemPath(kind, id)}/publish`, publishAt ? { publishAt } : {}),
  unpublish: (kind: ContentKind, id: number) => send<ContentItem>("POST", `${itemPath(kind, id)}/unpublish`),
  remove: (kind: ContentKind, id: number) => send<void>("DELETE", itemPath(kind, id)),
  previewMarkdown: (markdown: string, signal?: AbortSignal) =>
    fetch(CONTENT_MARKDOWN_PREVIEW_API_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ markdown }),
      signal,
    }).then(async (response) => {
      if (!response.ok) throw new ApiError(response.status, `The server answered ${response.status}.`);
      return ((await response.json()) as { html: string }).html;
    }),
  /** The file itself is the body (not multipart), as the contract asks. */
  uploadImage: (file: File, use: ImageUse) =>
    send<UploadedImage>("POST", `${CONTENT_IMAGES_API_PATH}?use=${use}`, file),
};
