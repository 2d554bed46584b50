import { seoAuditRequestSchema } from "./audit.ts";

// Contract of POST /api/link-preview: the tags a page gives link previews (Open Graph,
// Twitter Card) and what its share image measures. Fetched through the SEO audit's guard.
//
//   POST /api/link-preview { url } → 200 LinkPreview | 400/413/415/422 { error } | 429 { error } + Retry-After

export const LINK_PREVIEW_PATH = "/api/link-preview";

export const linkPreviewRequestSchema = seoAuditRequestSchema;

export interface PreviewImage {
  url: string;
  /** null when the image could not be fetched or read. */
  width: number | null;
  height: number | null;
  /** Full size in bytes as the server states it, or null. */
  bytes: number | null;
  format: string | null;
  /** Why the image could not be measured, for the visitor. */
  problem: string | null;
}

export interface LinkPreview {
  finalUrl: string;
  /** The page's <title> and meta description (fallbacks for the cards). */
  title: string | null;
  description: string | null;
  siteName: string | null;
  /** og:* and twitter:* values as found (first of each), at most MAX_TAGS. */
  og: Record<string, string>;
  twitter: Record<string, string>;
  image: PreviewImage | null;
}

export interface LinkPreviewError {
  error: string;
  fields?: Record<string, string>;
}

