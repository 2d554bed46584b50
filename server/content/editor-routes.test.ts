import { describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { seedArticles as articles, seedCaseStudies as caseStudies } from "#server/content/test-support/seed-content.ts";
import type { Article, CaseStudy } from "#contracts/content/schema.ts";
import {
  type ArticleInput,
  CONTENT_API_PATH,
  CONTENT_MARKDOWN_PREVIEW_API_PATH,
  type ContentItem,
  type ContentSummary,
  MSG_SLUG_TAKEN,
} from "#contracts/content/content-admin.ts";
import { type AdminTestApp, ORIGIN, signedInAdminSuite, signedInCookie } from "#server/test-support/admin-app.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { createContentRepository } from "./content-repository.ts";
import type { ContentChange } from "./editor-routes.ts";

// The editor's API (contracts/content/content-admin.ts) on both databases: sessions and origins,
// validation with reasons, drafts, slugs and their redirects, scheduling, the published
// content the pages render, the version and the change events, and the audit log.

const NOW = "2026-11-26T10:00:00.000Z";

const draft: ArticleInput = {
  title: "Google Ads for Local Clinics",
  slug: "google-ads-local-clinics",
  excerpt: "How clinics in Indian cities get patients from search without wasting budget.",
  category: "Google Ads",
  author: "Meera Kapoor",
  authorRole: "Head of Performance Marketing",
  date: "2026-11-26",
  image: { src: "/images/blog/2.webp", alt: "A doctor's clinic reception desk with a laptop" },
  body: "# Start with search terms\n\nMost clinics <script>alert(1)</script>bid on **broad** terms.\n\n- one\n- two",
};

function caseStudyInput(caseStudy: CaseStudy) {
  const { id: _id, ...input } = caseStudy;
  return input;
}

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`content routes on ${name}`, () => {
    let t: AdminTestApp;
    let app: FastifyInstance;
    let cookie: string;
    const events: ContentChange[] = [];

    signedInAdminSuite(target, { now: NOW, as: "staff" }, (ready, staff) => {
      [t, app, cookie] = [ready, ready.app, staff];
      app.contentEvents.on("changed", (change) => events.push(change));
    });

    const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers = {}) =>
      app.inject({
        method,
        url,
        headers: { cookie, origin: ORIGIN, ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    it("starts with today's six articles and six case studies, published and unchanged", async () => {
      const published = await app.content.published(t.clock.now());
      expect(published.articles.map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6]);
      published.articles.forEach((article, index) => expect(article).toEqual(articles[index]));
      expect(published.caseStudies).toEqual(caseStudies);
      expect(published.redirects["/blog/1"]).toBe(`/blog/${articles[0]?.slug}`);
      expect(published.redirects["/case-studies/6"]).toBe(`/case-studies/${caseStudies[5]?.slug}`);
      expect(published.nextChangeAt).toBeNull();

      const list = (await send("GET", `${CONTENT_API_PATH}?kind=article`)).json<ContentSummary[]>();
      expect(list).toHaveLength(6);
      expect(list[0]).toMatchObject({ kind: "article", id: 1, status: "published", updatedBy: null });
      const item = (await send("GET", `${CONTENT_API_PATH}/article/1`)).json<ContentItem>();
      expect(item.input).toMatchObject({ title: articles[0]?.title, slug: articles[0]?.slug });
      expect(item.kind === "article" && item.input.body).toMatch(/^Facebook and Instagram/);
    });

    it("refuses without a session (401) and state changes from another origin (403)", async () => {
      for (const [method, url] of [
        ["GET", CONTENT_API_PATH],
        ["GET", `${CONTENT_API_PATH}/article/1`],
        ["POST", `${CONTENT_API_PATH}/article`],
        ["PUT", `${CONTENT_API_PATH}/article/1`],
        ["POST", `${CONTENT_API_PATH}/article/1/publish`],
        ["POST", `${CONTENT_API_PATH}/article/1/unpublish`],
        ["DELETE", `${CONTENT_API_PATH}/article/1`],
        ["POST", CONTENT_MARKDOWN_PREVIEW_API_PATH],
        ["POST", `${CONTENT_API_PATH}/images?use=cover`],
      ] as const) {
        const anonymous = await app.inject({ method, url, headers: { origin: ORIGIN } });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        if (method !== "GET") {
          const foreign = await send(method, url, {}, { origin: "https://evil.example" });
          expect(foreign.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      expect((await app.content.published(t.clock.now())).articles).toHaveLength(6);
    });

    it("refuses invalid fields with the field's reason, unknown kinds and ids with 404", async () => {
      const bad = await send("POST", `${CONTENT_API_PATH}/article`, {
        ...draft,
        slug: "Bad Slug",
        image: { src: "/images/x.webp", alt: "short" },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        fields: {
          slug: "Use lowercase letters and digits joined by single hyphens.",
          "image.alt": expect.stringContaining("at least 15 characters"),
        },
      });
      const onlyScript = await send("POST", `${CONTENT_API_PATH}/article`, { ...draft, body: "<script>x()</script>" });
      expect(onlyScript.statusCode).toBe(400);
      expect(onlyScript.json()).toMatchObject({ fields: { body: "Please write the article." } });
      expect((await send("POST", `${CONTENT_API_PATH}/page`, draft)).statusCode).toBe(404);
      expect((await send("GET", `${CONTENT_API_PATH}/article/99`)).statusCode).toBe(404);
      expect((await send("PUT", `${CONTENT_API_PATH}/article/99`, draft)).statusCode).toBe(404);
      expect((await send("POST", `${CONTENT_API_PATH}/article/abc/publish`)).statusCode).toBe(404);
      expect((await send("DELETE", `${CONTENT_API_PATH}/case-study/0`)).statusCode).toBe(404);
      expect((await send("GET", `${CONTENT_API_PATH}?kind=page`)).statusCode).toBe(400);
      const junk = await app.inject({
        method: "POST",
        url: `${CONTENT_API_PATH}/article`,
        headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
        payload: "{not json",
      });
      expect(junk.statusCode).toBe(400);
    });

    let id = 0;
    it("creates a draft (id after the last, script removed, not public) and previews it by slug", async () => {
      const version = await app.content.version();
      const created = await send("POST", `${CONTENT_API_PATH}/article`, draft);
      expect(created.statusCode).toBe(201);
      const item = created.json<ContentItem>();
      id = item.id;
      expect(id).toBe(7);
      expect(item).toMatchObject({ status: "draft", publishAt: null, updatedBy: "Priya Nair", slug: draft.slug });
      expect(item.kind === "article" && item.input.body).not.toContain("script");
      expect(await app.content.version()).toBeGreaterThan(version);
      expect(events.at(-1)).toEqual({ kind: "article", id });

      const published = await app.content.published(t.clock.now());
      expect(published.articles.map((article) => article.id)).not.toContain(id);
      const preview = (await app.content.previewBySlug("article", draft.slug)) as Article;
      expect(preview).toMatchObject({ id, title: draft.title, readTime: "1 min read" });
      expect(preview.content).toContain("<h2>Start with search terms</h2>");
      expect(preview.content).not.toContain("script");
    });

    it("publishes now: first on the blog (newest date), with its id redirect", async () => {
      const response = await send("POST", `${CONTENT_API_PATH}/article/${id}/publish`, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: "published", publishAt: NOW });
      const published = await app.content.published(t.clock.now());
      expect(published.articles[0]).toMatchObject({ id, slug: draft.slug, date: "2026-11-26" });
      expect(published.redirects[`/blog/${id}`]).toBe(`/blog/${draft.slug}`);
    });

    it("renames the slug: the old one redirects; another item's slug is 409; an old one can be taken over", async () => {
      const renamed = await send("PUT", `${CONTENT_API_PATH}/article/${id}`, { ...draft, slug: "clinic-google-ads" });
      expect(renamed.statusCode).toBe(200);
      let published = await app.content.published(t.clock.now());
      expect(published.redirects[`/blog/${draft.slug}`]).toBe("/blog/clinic-google-ads");
      expect(published.redirects[`/blog/${id}`]).toBe("/blog/clinic-google-ads");

      const version = await app.content.version();
      const taken = await send("PUT", `${CONTENT_API_PATH}/article/${id}`, { ...draft, slug: articles[1]?.slug });
      expect(taken.statusCode).toBe(409);
      expect(await app.content.version(), "a refused change changes nothing").toBe(version);
      expect(taken.json()).toEqual({ error: MSG_SLUG_TAKEN, fields: { slug: MSG_SLUG_TAKEN } });
      const takenByNew = await send("POST", `${CONTENT_API_PATH}/article`, { ...draft, slug: "clinic-google-ads" });
      expect(takenByNew.statusCode).toBe(409);

      const other = await send("POST", `${CONTENT_API_PATH}/article`, { ...draft, slug: draft.slug });
      expect(other.statusCode).toBe(201);
      const otherId = other.json<ContentItem>().id;
      expect(otherId).toBe(id + 1);
      published = await app.content.published(t.clock.now());
      expect(published.redirects[`/blog/${draft.slug}`]).toBeUndefined();
      expect((await send("DELETE", `${CONTENT_API_PATH}/article/${otherId}`)).statusCode).toBe(204);

      const back = await send("PUT", `${CONTENT_API_PATH}/article/${id}`, draft);
      expect(back.statusCode).toBe(200);
      published = await app.content.published(t.clock.now());
      expect(published.redirects[`/blog/${draft.slug}`]).toBeUndefined();
      expect(published.redirects["/blog/clinic-google-ads"]).toBe(`/blog/${draft.slug}`);
    });

    it("saving a published item changes its page at once, on this instance and on another", async () => {
      const otherInstance = createContentRepository(t.database.db);
      expect((await otherInstance.published(t.clock.now())).articles[0]?.title).toBe(draft.title);
      const response = await send("PUT", `${CONTENT_API_PATH}/article/${id}`, {
        ...draft,
        title: "Search Ads for Clinics",
      });
      expect(response.json()).toMatchObject({ status: "published", title: "Search Ads for Clinics" });
      const published = await app.content.published(t.clock.now());
      expect(published.articles.find((article) => article.id === id)?.title).toBe("Search Ads for Clinics");
      expect((await otherInstance.published(t.clock.now())).articles[0]?.title).toBe("Search Ads for Clinics");
    });

    it("schedules: not public before its time, public after, nextChangeAt names it", async () => {
      const at = "2026-11-27T09:00:00.000Z";
      const response = await send("POST", `${CONTENT_API_PATH}/article/${id}/publish`, {
        publishAt: "2026-11-27T14:30:00+05:30",
      });
      expect(response.json()).toMatchObject({ status: "scheduled", publishAt: at });
      let published = await app.content.published(t.clock.now());
      expect(published.articles.map((article) => article.id)).not.toContain(id);
      expect(published.nextChangeAt).toBe(at);
      expect(published.redirects[`/blog/${id}`]).toBeUndefined();
      published = await app.content.published(new Date(at));
      expect(published.articles.map((article) => article.id)).toContain(id);
      expect(published.nextChangeAt).toBeNull();

      const past = await send("POST", `${CONTENT_API_PATH}/article/${id}/publish`, {
        publishAt: "2020-01-01T00:00:00Z",
      });
      expect(past.json()).toMatchObject({ status: "published", publishAt: NOW });
      const badTime = await send("POST", `${CONTENT_API_PATH}/article/${id}/publish`, { publishAt: "tomorrow" });
      expect(badTime.statusCode).toBe(400);
    });

    it("unpublishes (a draft again, gone from the site) and deletes (gone, 404 after)", async () => {
      const response = await send("POST", `${CONTENT_API_PATH}/article/${id}/unpublish`);
      expect(response.json()).toMatchObject({ status: "draft", publishAt: null });
      expect((await app.content.published(t.clock.now())).articles.map((article) => article.id)).not.toContain(id);
      expect((await send("DELETE", `${CONTENT_API_PATH}/article/${id}`)).statusCode).toBe(204);
      expect((await send("GET", `${CONTENT_API_PATH}/article/${id}`)).statusCode).toBe(404);
      expect((await send("DELETE", `${CONTENT_API_PATH}/article/${id}`)).statusCode).toBe(404);
      expect(await app.content.previewBySlug("article", draft.slug)).toBeUndefined();
      const next = await send("POST", `${CONTENT_API_PATH}/article`, { ...draft, slug: "after-delete" });
      expect(next.json<ContentItem>().id).toBe(id + 2);
    });

    it("edits a case study, whose page fields follow", async () => {
      const first = caseStudies[0];
      if (!first) throw new Error("no case study");
      const response = await send("PUT", `${CONTENT_API_PATH}/case-study/1`, {
        ...caseStudyInput(first),
        metric: "5.1x ROAS",
      });
      expect(response.statusCode).toBe(200);
      const published = await app.content.published(t.clock.now());
      expect(published.caseStudies[0]).toEqual({ ...first, metric: "5.1x ROAS" });
      const strategy = await send("PUT", `${CONTENT_API_PATH}/case-study/1`, {
        ...caseStudyInput(first),
        strategy: ["one"],
      });
      expect(strategy.json()).toMatchObject({ fields: { strategy: "A case study has five strategy steps." } });
    });

    it("previews Markdown as published (sanitised)", async () => {
      const response = await send("POST", CONTENT_MARKDOWN_PREVIEW_API_PATH, {
        markdown: "# Hi\n\n<img src=x onerror=alert(1)>[a](javascript:alert(1))",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ html: string }>().html).toBe("<h2>Hi</h2>\n<p>[a](javascript:alert(1))</p>");
      expect((await send("POST", CONTENT_MARKDOWN_PREVIEW_API_PATH, { markdown: 1 })).statusCode).toBe(400);
    });

    it("takes a full-length article body (beyond the API's default body limit)", async () => {
      const body = `${"A long paragraph of words. ".repeat(7000)}`;
      const response = await send("POST", `${CONTENT_API_PATH}/article`, { ...draft, slug: "long-read", body });
      expect(response.statusCode).toBe(201);
    });

    it("takes changes sent at once in turn: distinct ids, one winner for a slug, never a 5xx", async () => {
      const many = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          send("POST", `${CONTENT_API_PATH}/article`, { ...draft, slug: `at-once-${i}` }),
        ),
      );
      expect(many.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
      const ids = many.map((response) => response.json<ContentItem>().id).sort((a, b) => a - b);
      expect(new Set(ids).size).toBe(5);
      expect(ids.at(-1)! - ids[0]!).toBe(4);

      const same = await Promise.all(
        Array.from({ length: 4 }, () => send("POST", `${CONTENT_API_PATH}/article`, { ...draft, slug: "one-winner" })),
      );
      expect(same.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    });

    it("records creations, publications, unpublications and deletions in the audit log", async () => {
      const owner = await signedInCookie(app);
      const log = await app.inject({ method: "GET", url: "/api/admin/audit-log", headers: { cookie: owner } });
      const actions = log.json<{ items: { action: string; target: string }[] }>().items.map((entry) => entry.action);
      for (const action of ["content.created", "content.published", "content.unpublished", "content.deleted"]) {
        expect(actions).toContain(action);
      }
    });
  });
}
