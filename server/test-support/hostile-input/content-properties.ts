import fc from "fast-check";
import { expect } from "vitest";
import {
  type ArticleInput,
  articleInputSchema,
  CONTENT_API_PATH,
  CONTENT_IMAGES_API_PATH,
  CONTENT_MARKDOWN_PREVIEW_API_PATH,
  CONTENT_STATUSES,
  type CaseStudyInput,
  caseStudyInputSchema,
  MSG_IMAGE_TOO_LARGE,
  MSG_NOT_AN_IMAGE,
  MSG_SLUG_TAKEN,
} from "#contracts/content/content-admin.ts";
import { UPLOADED_IMAGES_PATH } from "#contracts/content/uploaded-images.ts";
import { withoutScripts } from "#server/content/markdown.ts";
import { origin } from "./request-generators.ts";
import { anyJson, hostileBody, hostileText, SCRIPT_INJECTION } from "./payloads.ts";
import { jsonOf } from "./oracles.ts";
import {
  checkAnswer,
  contentType,
  mostlyOwnBody,
  type HostileRequest,
  type Method,
  pathId,
  queryString,
  randomHeaders,
} from "./requests.ts";
import { adminRequestOf, signedInProperty, signedOutProperty } from "./admin-properties.ts";
import type { HostileSuite } from "./suite.ts";

// Properties of content publishing's routes (contracts/content/content-admin.ts): never 5xx, 4xx as
// JSON with `error`, 401 without a session, 403 to changes from other origins; a save is
// accepted exactly when the shared schema accepts it and stores what it accepted (the
// article's Markdown without scripts); uploads are images or 400/413; image names never
// reach anything but a 404.

const validArticle: ArticleInput = {
  title: "Hostile input article",
  slug: "hostile-input-article",
  excerpt: "An article the hostile-input test writes and rewrites.",
  category: "SEO",
  author: "Meera Kapoor",
  authorRole: "Head of Performance Marketing",
  date: "2026-11-22",
  image: { src: "/images/blog/1.webp", alt: "A laptop showing a search results page" },
  body: "# Heading\n\nA paragraph with a [link](https://example.com).",
};

const figure = { value: "4.8x", description: "Return on ad spend" };
const validCaseStudy: CaseStudyInput = {
  title: "Hostile input case study",
  slug: "hostile-input-case-study",
  client: "Test Client",
  industry: "Fashion",
  service: "Paid Social",
  metric: "4.8x ROAS",
  timeframe: "3 months",
  duration: "6 months",
  description: "A case study the hostile-input test writes and rewrites.",
  image: { src: "/images/case-studies/1.webp", alt: "A model in a block-printed kurta" },
  overview: "Overview.",
  challenge: "Challenge.",
  strategy: ["One.", "Two.", "Three.", "Four.", "Five."],
  results: { roas: figure, conversions: figure, reach: figure, cpc: figure, engagement: figure, revenue: figure },
  cardResults: [
    { value: "4.8x", label: "ROAS" },
    { value: "3x", label: "Orders" },
    { value: "-40%", label: "CPC" },
  ],
  testimonial: { text: "They did well.", author: "A Founder", position: "Founder" },
};

const slugLike = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^[a-z]{1,6}(-[a-z0-9]{1,6}){0,3}$/) },
  fc.constantFrom(
    "hostile-input-article",
    "hostile-input-case-study",
    "facebook-advertising-guide-indian-brands",
    "aangan-threads-paid-social-roas",
    "new-name",
    "Bad Slug",
    "not-found",
    "123",
    "a--b",
    "-a",
    "",
  ),
  fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,3}$/),
  hostileText,
);

/** A field value: mostly plausible, often hostile, sometimes any JSON at all. */
const fieldValue = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom(...SCRIPT_INJECTION) },
  { weight: 1, arbitrary: anyJson },
);

/** The valid fields with a few replaced by hostile values (or an unknown key added). */
function nearValid(valid: object, keys: readonly string[]) {
  return fc
    .record({
      overrides: fc.oneof(
        { weight: 2, arbitrary: fc.constant({}) },
        {
          weight: 3,
          arbitrary: fc.dictionary(fc.constantFrom(...keys, "unknown", "__proto__"), fieldValue, { maxKeys: 3 }),
        },
      ),
      slug: slugLike,
      body: fc.oneof(
        fc.constantFrom(
          "Plain text",
          "<script>alert(1)</script>",
          "<script>alert(1)</script>Kept",
          "Text <img src=x onerror=alert(1)> [a](javascript:alert(1))",
          "`<script>` in code",
        ),
        hostileText,
      ),
    })
    .map(({ overrides, slug, body }) =>
      JSON.stringify({ ...valid, slug, ...("body" in valid ? { body } : {}), ...overrides }),
    );
}

const articleBody = nearValid(validArticle, Object.keys(validArticle));
const caseStudyBody = nearValid(validCaseStudy, Object.keys(validCaseStudy));

const kindSegment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("article", "case-study") },
  { weight: 1, arbitrary: fc.constantFrom("Article", "case_study", "page", "", "%2e%2e", "images") },
  { weight: 1, arbitrary: hostileText.map(encodeURIComponent) },
);
const itemId = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
  { weight: 2, arbitrary: pathId },
);

// 1×1 PNG, and the first bytes of a PNG followed by nothing useful.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const uploadBody = fc.oneof(
  { weight: 1, arbitrary: fc.constant(TINY_PNG) },
  { weight: 2, arbitrary: fc.constant(TINY_PNG.subarray(0, 20)) },
  { weight: 3, arbitrary: hostileBody },
);
const imageType = fc.oneof(
  fc.constantFrom("image/png", "image/jpeg", "image/svg+xml", "application/octet-stream", "multipart/form-data"),
  contentType,
);

type Target = {
  method: Method;
  path: string;
  body?: fc.Arbitrary<string | Buffer | undefined>;
  type?: fc.Arbitrary<string | undefined>;
};

const targets: fc.Arbitrary<Target> = fc.oneof(
  fc.constantFrom<Target>({ method: "GET", path: CONTENT_API_PATH }),
  kindSegment.map((kind): Target => ({ method: "GET", path: `${CONTENT_API_PATH}/${kind}/1` })),
  fc
    .tuple(kindSegment, itemId)
    .map(([kind, id]): Target => ({ method: "GET", path: `${CONTENT_API_PATH}/${kind}/${id}` })),
  kindSegment.map((kind): Target => ({
    method: "POST",
    path: `${CONTENT_API_PATH}/${kind}`,
    body: kind === "case-study" ? caseStudyBody : articleBody,
  })),
  fc.tuple(kindSegment, itemId).map(([kind, id]): Target => ({
    method: "PUT",
    path: `${CONTENT_API_PATH}/${kind}/${id}`,
    body: kind === "case-study" ? caseStudyBody : articleBody,
  })),
  fc.tuple(kindSegment, itemId).map(([kind, id]): Target => ({
    method: "POST",
    path: `${CONTENT_API_PATH}/${kind}/${id}/publish`,
    body: fc
      .oneof(
        fc.constant({}),
        fc.record({
          publishAt: fc.oneof(
            fc.constantFrom("2026-11-22T10:00:00Z", "2030-01-01T00:00:00+05:30", "2026-02-30T00:00:00Z", "tomorrow"),
            fieldValue,
          ),
        }),
      )
      .map((value) => JSON.stringify(value)),
  })),
  fc
    .tuple(kindSegment, itemId)
    .map(([kind, id]): Target => ({ method: "POST", path: `${CONTENT_API_PATH}/${kind}/${id}/unpublish` })),
  fc
    .tuple(kindSegment, itemId)
    .map(([kind, id]): Target => ({ method: "DELETE", path: `${CONTENT_API_PATH}/${kind}/${id}` })),
  fc.constant<Target>({
    method: "POST",
    path: CONTENT_MARKDOWN_PREVIEW_API_PATH,
    body: fc
      .oneof(fc.record({ markdown: fc.oneof(hostileText, fc.constantFrom(...SCRIPT_INJECTION)) }), anyJson)
      .map((value) => JSON.stringify(value)),
  }),
  fc.constantFrom("cover", "body", "banner", "").map((use): Target => ({
    method: "POST",
    path: `${CONTENT_IMAGES_API_PATH}?use=${use}`,
    body: uploadBody,
    type: imageType,
  })),
);

const contentRequest = targets.chain((target) =>
  fc.record({
    target: fc.constant(target),
    query: target.path.includes("?") ? fc.constant("") : fc.oneof(fc.constant("?kind=article"), queryString),
    origin,
    headers: randomHeaders,
    body: mostlyOwnBody(fc.tuple(target.type ?? fc.constant("application/json"), target.body ?? hostileBody), 4),
  }),
);

/** The content routes without a live session */
export function contentWithoutSessionProperty(suite: HostileSuite): Promise<void> {
  return signedOutProperty(suite, {
    label: "content",
    requests: contentRequest,
    toRequest: adminRequestOf,
    offset: 61,
    numRuns: suite.runs.contentAnonymous,
  });
}

const SAVE_PATH = new RegExp(`^${CONTENT_API_PATH}/(article|case-study)(/[1-9][0-9]?)?$`);

/** What a save of this JSON must store, or null when the schema refuses it. */
function acceptedInput(kind: string, value: unknown): object | null {
  const parsed = (kind === "article" ? articleInputSchema : caseStudyInputSchema).safeParse(value);
  if (!parsed.success) return null;
  if (!("body" in parsed.data)) return parsed.data;
  const body = withoutScripts(parsed.data.body).trim();
  return body === "" ? null : { ...parsed.data, body };
}

/** The content routes with a live session: never 5xx, 403 to changes from other origins, the schemas decide saves. */
export function contentWithSessionProperty(suite: HostileSuite): Promise<void> {
  const { t } = suite;
  const group = { label: "content", requests: contentRequest, offset: 62, numRuns: suite.runs.contentSignedIn };
  return signedInProperty(suite, group, async (sent, r, request) => {
    if (r.origin.kind !== "same") return;
    const { response, status } = sent;
    const answer = sent.answer as Record<string, unknown> | undefined;

    if (r.target.path.split("?")[0] === CONTENT_IMAGES_API_PATH) {
      if (status === 201) expect(String(answer?.src)).toMatch(/^\/images\/uploads\/[a-f0-9]{32}-\d+\.webp$/);
      if (status === 400 && String(answer?.error) !== MSG_NOT_AN_IMAGE) expect(answer?.fields).toBeDefined();
      if (status === 413) expect(answer?.error).toBe(MSG_IMAGE_TOO_LARGE);
      return;
    }

    const save = SAVE_PATH.exec(r.target.path);
    const type = request.headers["content-type"];
    const json = jsonOf(request.payload);
    const plainJson =
      (type === "application/json" || type === "application/json; charset=utf-8") &&
      typeof request.payload === "string" &&
      !/"(__proto__|constructor)"/.test(request.payload) &&
      request.headers["content-encoding"] === undefined &&
      json.ok;
    if (!save || !plainJson || !["POST", "PUT"].includes(request.method) || (request.method === "PUT") !== !!save[2]) {
      if (status === 200 && request.method === "GET" && r.target.path === CONTENT_API_PATH) {
        for (const item of answer as unknown as { status: string }[]) expect(CONTENT_STATUSES).toContain(item.status);
      }
      return;
    }
    const expected = acceptedInput(save[1] ?? "", json.value);
    if (expected === null) {
      expect(status, `refused by the schema but answered ${status}: ${response.body}`).toBe(400);
      return;
    }
    expect([200, 201, 404, 409], `accepted by the schema but answered ${status}: ${response.body}`).toContain(status);
    if (status === 409) expect(answer?.error).toBe(MSG_SLUG_TAKEN);
    if (status === 200 || status === 201) {
      expect(answer?.input, "stores exactly what the schema accepted").toEqual(expected);
      const stored = await t.app.content.get(save[1] as "article", Number(answer?.id), t.clock.now());
      expect(stored?.input).toEqual(expected);
    }
  });
}

/** Uploaded images' public route: a stored name or a JSON 404, never anything else. */
export async function uploadedImagesProperty(suite: HostileSuite): Promise<void> {
  const { t, runs, log, params } = suite;
  const name = fc.oneof(
    fc.stringMatching(/^[a-f0-9]{32}-\d{1,4}\.(webp|avif)$/),
    pathId,
    hostileText.map(encodeURIComponent),
    fc.constantFrom("..%2F..%2Fpackage.json", "%2e%2e", "x.webp%00.png"),
  );
  await fc.assert(
    fc.asyncProperty(name, fc.constantFrom<Method>("GET", "HEAD"), async (file, method) => {
      const request: HostileRequest = { method, url: `${UPLOADED_IMAGES_PATH}/${file}`, headers: {} };
      const response = await log.send(t.app, "uploaded images", request);
      checkAnswer(request, response);
      // 414: a name longer than the router takes.
      expect([200, 400, 404, 414]).toContain(response.statusCode);
    }),
    params(63, runs.other),
  );
}
