import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CaseStudyInput } from "#contracts/content/content-admin.ts";
import { seedArticles as articles, seedCaseStudies as caseStudies } from "#server/content/test-support/seed-content.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { databaseAtRelease } from "#server/platform/db/test-support/raw-database.ts";
import { createContentRepository } from "./content-repository.ts";
import { renderMarkdown } from "./markdown.ts";

// The content migration on a database of the previous release that already holds leads:
// the leads stay; today's six articles and six case studies become published items with their
// ids, slugs, dates and HTML (the pages do not change); each article gets a Markdown body
// that renders back to the same text; new ids continue after 6.

const PREVIOUS = "2026-11-25-003-partial-lead-desk-indexes";

/** The HTML's structure and words, whitespace aside (Markdown cannot say "a quote without a paragraph"). */
const normalised = (html: string) =>
  html
    .replace(/<\/?p>/g, " ")
    .replace(/\s*(<[^>]+>)\s*/g, "$1")
    .replace(/\s+/g, " ")
    .trim();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-content-migration-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`content migration on ${name}`, () => {
    it("keeps the leads and makes today's articles and case studies published items", async () => {
      const { databaseTarget, old } = await databaseAtRelease({ name, target }, PREVIOUS, dir);
      await old
        .insertInto("submissions")
        .values({ type: "contact", data: JSON.stringify({ fullName: "Asha" }), created_at: "2026-11-20T10:00:00.000Z" })
        .execute();
      await old.destroy();

      const database = await openDatabase(databaseTarget);
      try {
        expect(await database.db.selectFrom("submissions").select("data").execute()).toHaveLength(1);
        const rows = await database.db.selectFrom("content_items").selectAll().orderBy("kind").orderBy("id").execute();
        expect(rows.map((row) => `${row.kind}/${row.id}`)).toEqual([
          ...articles.map((article) => `article/${article.id}`),
          ...caseStudies.map((caseStudy) => `case-study/${caseStudy.id}`),
        ]);
        for (const row of rows) {
          expect(row.status).toBe("published");
          expect(row.updated_by).toBeNull();
        }
        for (const article of articles) {
          const row = rows.find((candidate) => candidate.kind === "article" && candidate.id === article.id);
          expect(row).toMatchObject({ slug: article.slug, publish_at: `${article.date}T00:00:00.000Z` });
          expect(row?.html).toBe(article.content);
          const input = JSON.parse(row?.input ?? "{}") as { body: string; title: string };
          expect(input.title).toBe(article.title);
          expect(normalised(renderMarkdown(input.body))).toBe(normalised(article.content));
        }
        expect(await database.db.selectFrom("content_version").selectAll().execute()).toEqual([{ id: 1, version: 1 }]);

        // As the site sees it: the same objects as the build's modules, and new ids after 6.
        const content = createContentRepository(database.db);
        const published = await content.published(new Date("2026-11-26T00:00:00.000Z"));
        expect(published.articles).toEqual(articles);
        expect(published.caseStudies).toEqual(caseStudies);
        const input = JSON.parse(rows.find((row) => row.kind === "case-study")?.input ?? "{}") as CaseStudyInput;
        const created = await content.create(
          { kind: "case-study", input: { ...input, slug: "a-new-case-study" } },
          "Priya",
          new Date(),
        );
        expect(created).toMatchObject({ id: 7, status: "draft" });
      } finally {
        await database.close();
      }
    });
  });
}
