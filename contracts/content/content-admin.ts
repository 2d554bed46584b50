import { z } from "zod";
import { blogCategories, caseStudyIndustries, caseStudyServices } from "./taxonomies.ts";

// Contracts of the content the staff publish from the admin: articles and case studies,
// their images, and the published content the site renders. Pure: zod only. Any signed-in
// account (owner or staff) may use every route below.
//
//   GET    /api/admin/content?kind=article|case-study   → 200 ContentSummary[] (newest change first)
//   GET    /api/admin/content/:kind/:id                 → 200 ContentItem | 404
//   POST   /api/admin/content/:kind   ArticleInput | CaseStudyInput          → 201 ContentItem (a draft)
//   PUT    /api/admin/content/:kind/:id   ArticleInput | CaseStudyInput      → 200 ContentItem | 404 | 409 slug taken
//   POST   /api/admin/content/:kind/:id/publish  { publishAt?: ISO instant } → 200 ContentItem
//          (no publishAt or one in the past: live now; a future one: scheduled)
//   POST   /api/admin/content/:kind/:id/unpublish                            → 200 ContentItem (a draft again)
//   DELETE /api/admin/content/:kind/:id                                       → 204 | 404
//   POST   /api/admin/content/preview-markdown  { markdown }                 → 200 { html } (sanitised, as published)
//   POST   /api/admin/content/images?use=cover|body   the file itself as the request body, not multipart:
//          `fetch(CONTENT_IMAGES_API_PATH + "?use=body", { method: "POST", body: file })` (the browser
//          sends the file's type; the server reads the bytes whatever the type says).
//          JPEG, PNG, WebP, AVIF or GIF, ≤ 10 MB
//          → 201 UploadedImage | 400 { error: MSG_NOT_AN_IMAGE } | 413 { error: MSG_IMAGE_TOO_LARGE }
//          cover: cropped to 1200 × 750 and 800 × 500 (ContentImage's sizes); body: its own aspect,
//          800 and 1600 px wide at most; each as WebP and AVIF.
//   GET    /images/uploads/<name>  (UPLOADED_IMAGES_PATH)  the stored variants, immutable, long-cached
//
// Errors are JSON `{ error }`; a 400 for the fields also has `fields`: each invalid field's first
// reason by its path ("title", "image.alt", "strategy.2", "results.roas.value"), and a 409 has
// `fields: { slug: MSG_SLUG_TAKEN }`. An article's body is stored without <script>/<style>
// blocks (outside code); a body that is only those is refused like an empty one.
//
// Saving a published item changes its public page at once (as "Update" does in a blog
// engine). A draft's or a scheduled item's page is seen at its public URL with `?preview` by a
// signed-in account only (contentPreviewPath); for everyone else it does not exist.

export const CONTENT_KINDS = ["article", "case-study"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_KIND_LABELS: Readonly<Record<ContentKind, string>> = {
  article: "Article",
  "case-study": "Case study",
};

export const CONTENT_API_PATH = "/api/admin/content";
export const CONTENT_IMAGES_API_PATH = "/api/admin/content/images";
export const CONTENT_MARKDOWN_PREVIEW_API_PATH = "/api/admin/content/preview-markdown";
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_USES = ["cover", "body"] as const;
export type ImageUse = (typeof IMAGE_USES)[number];

/** draft: never public; scheduled: public from publishAt; published: public now. */
export const CONTENT_STATUSES = ["draft", "scheduled", "published"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const MSG_SLUG_TAKEN = "Another item already uses that URL name.";
export const MSG_NOT_AN_IMAGE = "That file is not an image we can use (JPEG, PNG, WebP, AVIF or GIF).";
export const MSG_IMAGE_TOO_LARGE = "That image is larger than 10 MB.";

/** The public URL of a draft's preview: its own page, seen only when signed in. */
export function contentPreviewPath(kind: ContentKind, slug: string): string {
  return `${kind === "article" ? "/blog" : "/case-studies"}/${slug}?preview`;
}

const text = (label: string, max = 300) =>
  z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `${label[0]?.toUpperCase()}${label.slice(1)} has at most ${max} characters.`);

/** As contracts/content/schema.ts's ContentSlugSchema, with messages a person can act on. */
export const contentSlugSchema = z
  .string({ error: "Please enter a URL name." })
  .trim()
  .max(80, "A URL name has at most 80 characters.")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase letters and digits joined by single hyphens.")
  .regex(/[a-z]/, "A URL name has at least one letter.")
  .refine((slug) => slug !== "not-found", "not-found cannot be used as a URL name.");

/** An image of ours: a site illustration or an upload (contracts/content/uploaded-images.ts). */
const contentImageSchema = z.strictObject({
  src: z
    .string({ error: "Please add a cover image." })
    .regex(/^\/images\/[a-z0-9\-/]+\.(webp|avif|png|jpg|svg)$/, "Please add a cover image."),
  alt: z
    .string({ error: "Please describe the image." })
    .trim()
    .min(15, "Describe the image in at least 15 characters (it is read to people who cannot see it)."),
});

export const articleInputSchema = z.strictObject({
  title: text("a title", 160),
  slug: contentSlugSchema,
  excerpt: text("an excerpt", 400),
  category: z.enum(blogCategories, { error: "Please choose a category." }),
  author: text("the author", 80),
  authorRole: text("the author's role", 80),
  /** The date shown on the article (YYYY-MM-DD). */
  date: z.iso.date({ error: "Please enter a date." }),
  image: contentImageSchema,
  /** Markdown; rendered and sanitised on the server. */
  body: z.string({ error: "Please write the article." }).trim().min(1, "Please write the article.").max(200_000),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

const resultFigure = z.strictObject({ value: text("a figure", 40), description: text("what the figure means", 200) });

export const caseStudyInputSchema = z.strictObject({
  title: text("a title", 160),
  slug: contentSlugSchema,
  client: text("the client", 120),
  industry: z.enum(caseStudyIndustries, { error: "Please choose an industry." }),
  service: z.enum(caseStudyServices, { error: "Please choose a service." }),
  metric: text("the headline metric", 40),
  timeframe: z
    .string({ error: "Please enter the timeframe." })
    .trim()
    .regex(/^\d+ (weeks|months)$/, 'Write the timeframe as "6 weeks" or "3 months".'),
  duration: text("the duration", 60),
  description: text("the card text", 400),
  image: contentImageSchema,
  overview: text("the overview", 4000),
  challenge: text("the challenge", 4000),
  strategy: z.array(text("a strategy step", 1000)).length(5, "A case study has five strategy steps."),
  results: z.strictObject({
    roas: resultFigure,
    conversions: resultFigure,
    reach: resultFigure,
    cpc: resultFigure,
    engagement: resultFigure,
    revenue: resultFigure,
  }),
  cardResults: z
    .array(z.strictObject({ value: text("a figure", 40), label: text("a label", 60) }))
    .length(3, "A case study card shows three figures."),
  testimonial: z.strictObject({
    text: text("the testimonial", 2000),
    author: text("who said it", 80),
    position: text("their position", 120),
  }),
});
export type CaseStudyInput = z.infer<typeof caseStudyInputSchema>;

export const contentInputSchemas = { article: articleInputSchema, "case-study": caseStudyInputSchema } as const;

export const publishBodySchema = z.strictObject({ publishAt: z.iso.datetime({ offset: true }).optional() });
export const markdownPreviewBodySchema = z.strictObject({ markdown: z.string().max(200_000) });

/** One row of the admin's content list. */
export interface ContentSummary {
  kind: ContentKind;
  id: number;
  slug: string;
  title: string;
  status: ContentStatus;
  /** When it is or will be public (ISO instant), or null for a draft. */
  publishAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

/** One item as the editor loads it: the summary plus the saved fields. */
export type ContentItem =
  | (ContentSummary & { kind: "article"; input: ArticleInput })
  | (ContentSummary & { kind: "case-study"; input: CaseStudyInput });

export interface UploadedImage {
  /** The largest WebP variant (ContentImage's `src`; `-800.webp` beside it). */
  src: string;
  width: number;
  height: number;
  /** Markdown to paste into a body: `![](src)`, the alt text left for the author to write. */
  markdown: string;
}
