import { EventEmitter } from "node:events";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  CONTENT_API_PATH,
  CONTENT_IMAGES_API_PATH,
  CONTENT_KIND_LABELS,
  CONTENT_KINDS,
  CONTENT_MARKDOWN_PREVIEW_API_PATH,
  type ContentKind,
  contentInputSchemas,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_USES,
  markdownPreviewBodySchema,
  MSG_IMAGE_TOO_LARGE,
  MSG_NOT_AN_IMAGE,
  MSG_SLUG_TAKEN,
  publishBodySchema,
} from "#contracts/content/content-admin.ts";
import { UPLOADED_IMAGES_PATH } from "#contracts/content/uploaded-images.ts";
import type { AuditAction } from "#contracts/accounts/audit-log.ts";
import { audit } from "#server/platform/audit-log/audit.ts";
import type { AppConfig } from "#server/config.ts";
import type { AppDatabase } from "#server/platform/db/database.ts";
import { requireSameOrigin } from "#server/platform/origin.ts";
import { requireAdminSession } from "#server/auth/routes.ts";
import { MAX_ROW_ID } from "#server/platform/db/keyset-pagination.ts";
import { type ContentRepository, createContentRepository, type KindInput } from "./content-repository.ts";
import { NotAnImageError, processUploadInTurn, uploadedImageOf } from "./image-processing.ts";
import { createImageStore, type ImageStore } from "./image-store.ts";
import { withoutScripts } from "./markdown.ts";

// Content publishing's server side (contracts/content/content-admin.ts): the editor's API for any
// signed-in account, uploaded images served from the database, and two decorations for the
// site's pages: `content` (the ContentSource they render), `contentImages` (the uploads a
// page may carry in its own bytes) and `contentEvents` ("changed" after every change on this
// instance; other instances see content.version() rise).

declare module "fastify" {
  interface FastifyInstance {
    content: ContentRepository;
    contentImages: ImageStore;
    contentEvents: EventEmitter<{ changed: [ContentChange] }>;
  }
}

/** What changed: the page cache drops what it shows. */
export interface ContentChange {
  kind: ContentKind;
  id: number;
}

export interface ContentRouteOptions {
  config: AppConfig;
  database: AppDatabase;
  now?: () => Date;
}

const kindParams = z.object({ kind: z.enum(CONTENT_KINDS) });
const itemParams = z.object({
  kind: z.enum(CONTENT_KINDS),
  id: z.coerce.number().int().positive().max(MAX_ROW_ID),
});
const listQuery = z.object({ kind: z.enum(CONTENT_KINDS, { error: "kind is article or case-study." }).optional() });
const uploadQuery = z.object({ use: z.enum(IMAGE_USES, { error: "use is cover or body." }) });
const imageName = z.string().regex(/^[a-f0-9]{32}-\d{1,5}\.(webp|avif)$/);

const NOT_FOUND = { error: "This item no longer exists." };
/** An article body is at most 200,000 characters; JSON may escape each into several bytes. */
const INPUT_BODY_LIMIT = 2 * 1024 * 1024;

/** 400 with the first reason and each field's first reason, by its path ("image.alt", "strategy.2"). */
function invalid(reply: FastifyReply, error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return reply.code(400).send({ error: error.issues[0]?.message ?? "Invalid request.", fields });
}

/** The request's fields for its kind, the article's Markdown without scripts; or the 400 reason. */
function parseInput(kind: ContentKind, body: unknown): { item: KindInput } | { error: z.ZodError } {
  const parsed = contentInputSchemas[kind].safeParse(body ?? {});
  if (!parsed.success) return { error: parsed.error };
  if (kind === "case-study") return { item: { kind, input: parsed.data as KindInput["input"] } as KindInput };
  const input = parsed.data as z.infer<(typeof contentInputSchemas)["article"]>;
  const markdown = withoutScripts(input.body).trim();
  if (markdown === "") {
    return {
      error: new z.ZodError([
        { code: "custom", path: ["body"], message: "Please write the article.", input: input.body },
      ]),
    };
  }
  return { item: { kind, input: { ...input, body: markdown } } };
}

const targetOf = (kind: ContentKind, id: number, title: string) => `${CONTENT_KIND_LABELS[kind]} #${id} (${title})`;

/** The editor's API, behind a session and the same-origin check like the rest of /api/admin. */
async function contentAdminRoutes(app: FastifyInstance, opts: ContentRouteOptions & { images: ImageStore }) {
  const now = opts.now ?? (() => new Date());
  const { content, contentEvents } = app;
  if (!app.hasRequestDecorator("adminSession")) app.decorateRequest("adminSession", null);
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  app.addHook("onRequest", requireAdminSession({ config: opts.config, now }));
  app.addHook("onRequest", requireSameOrigin);

  const by = (request: FastifyRequest) => request.adminSession?.displayName ?? "unknown";
  const changed = async (
    request: FastifyRequest,
    at: Date,
    change: ContentChange & { title: string },
    action?: AuditAction,
    detail?: Record<string, unknown>,
  ) => {
    contentEvents.emit("changed", { kind: change.kind, id: change.id });
    if (action) await audit(request, at, { action, target: targetOf(change.kind, change.id, change.title), detail });
  };
  const inputLimit = { bodyLimit: INPUT_BODY_LIMIT };

  app.get(CONTENT_API_PATH, async (request, reply) => {
    const query = listQuery.safeParse(request.query ?? {});
    if (!query.success) return invalid(reply, query.error);
    return content.list(query.data.kind, now());
  });

  app.post(CONTENT_MARKDOWN_PREVIEW_API_PATH, inputLimit, async (request, reply) => {
    const body = markdownPreviewBodySchema.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    return { html: await content.renderBody(body.data.markdown) };
  });

  app.get(`${CONTENT_API_PATH}/:kind/:id`, async (request, reply) => {
    const params = itemParams.safeParse(request.params);
    const item = params.success ? await content.get(params.data.kind, params.data.id, now()) : undefined;
    return item ?? reply.code(404).send(NOT_FOUND);
  });

  app.post(`${CONTENT_API_PATH}/:kind`, inputLimit, async (request, reply) => {
    const params = kindParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: "Not found" });
    const parsed = parseInput(params.data.kind, request.body);
    if ("error" in parsed) return invalid(reply, parsed.error);
    const at = now();
    const created = await content.create(parsed.item, by(request), at);
    if (created === "slug-taken")
      return reply.code(409).send({ error: MSG_SLUG_TAKEN, fields: { slug: MSG_SLUG_TAKEN } });
    await changed(request, at, { ...created, title: created.title }, "content.created");
    return reply.code(201).send(created);
  });

  app.put(`${CONTENT_API_PATH}/:kind/:id`, inputLimit, async (request, reply) => {
    const params = itemParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(NOT_FOUND);
    const parsed = parseInput(params.data.kind, request.body);
    if ("error" in parsed) return invalid(reply, parsed.error);
    const at = now();
    const saved = await content.update(parsed.item, params.data.id, by(request), at);
    if (saved === "not-found") return reply.code(404).send(NOT_FOUND);
    if (saved === "slug-taken")
      return reply.code(409).send({ error: MSG_SLUG_TAKEN, fields: { slug: MSG_SLUG_TAKEN } });
    await changed(request, at, saved);
    return saved;
  });

  app.post(`${CONTENT_API_PATH}/:kind/:id/publish`, async (request, reply) => {
    const params = itemParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(NOT_FOUND);
    const body = publishBodySchema.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const at = now();
    const publishAt = body.data.publishAt === undefined ? null : new Date(body.data.publishAt);
    const item = await content.publish(params.data.kind, params.data.id, publishAt, by(request), at);
    if (!item) return reply.code(404).send(NOT_FOUND);
    await changed(request, at, item, "content.published", item.status === "scheduled" ? { from: item.publishAt } : {});
    return item;
  });

  app.post(`${CONTENT_API_PATH}/:kind/:id/unpublish`, async (request, reply) => {
    const params = itemParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(NOT_FOUND);
    const at = now();
    const item = await content.unpublish(params.data.kind, params.data.id, by(request), at);
    if (!item) return reply.code(404).send(NOT_FOUND);
    await changed(request, at, item, "content.unpublished");
    return item;
  });

  app.delete(`${CONTENT_API_PATH}/:kind/:id`, async (request, reply) => {
    const params = itemParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(NOT_FOUND);
    const at = now();
    const deleted = await content.delete(params.data.kind, params.data.id, at);
    if (!deleted) return reply.code(404).send(NOT_FOUND);
    await changed(request, at, deleted, "content.deleted");
    return reply.code(204).send();
  });

  // The upload is the request body itself, whatever its declared type: sharp decides what it is.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: IMAGE_UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    uploads.setErrorHandler((error: Partial<Error> & { statusCode?: number }, _request, reply) => {
      if (error.statusCode === 413) return reply.code(413).send({ error: MSG_IMAGE_TOO_LARGE });
      throw error;
    });
    uploads.post(CONTENT_IMAGES_API_PATH, async (request, reply) => {
      const query = uploadQuery.safeParse(request.query ?? {});
      if (!query.success) return invalid(reply, query.error);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        return reply.code(400).send({ error: MSG_NOT_AN_IMAGE });
      }
      try {
        const variants = await processUploadInTurn(request.body, query.data.use);
        await opts.images.save(variants, now());
        return reply.code(201).send(uploadedImageOf(variants));
      } catch (error) {
        if (error instanceof NotAnImageError) return reply.code(400).send({ error: MSG_NOT_AN_IMAGE });
        throw error;
      }
    });
  });
}

/** Uploaded images, public: immutable (the name is the content's hash). */
async function uploadedImageRoutes(app: FastifyInstance, opts: { images: ImageStore }) {
  app.get(`${UPLOADED_IMAGES_PATH}/:name`, async (request, reply) => {
    const name = imageName.safeParse((request.params as { name?: unknown }).name);
    const image = name.success ? await opts.images.read(name.data) : undefined;
    if (!image) return reply.code(404).header("cache-control", "no-store").send({ error: "Not found" });
    return reply
      .header("content-type", image.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(image.bytes);
  });
}

/**
 * Decorates the instance with `content` and `contentEvents` (for the pages registered after
 * it), and adds the editor's API and the uploaded images' route.
 */
async function contentPublishingPlugin(app: FastifyInstance, opts: ContentRouteOptions) {
  const { db } = opts.database;
  const images = createImageStore(db);
  app.decorate("content", createContentRepository(db));
  app.decorate("contentImages", images);
  app.decorate("contentEvents", new EventEmitter<{ changed: [ContentChange] }>());
  await app.register(contentAdminRoutes, { ...opts, images });
  await app.register(uploadedImageRoutes, { images });
}

// Not encapsulated: the decorations belong to the parent instance.
export const contentPublishing = Object.assign(contentPublishingPlugin, {
  [Symbol.for("skip-override")]: true,
  [Symbol.for("fastify.display-name")]: "content-publishing",
});
