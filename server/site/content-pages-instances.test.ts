import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleInput } from "#contracts/content/content-admin.ts";
import type { DatabaseTarget } from "#server/config.ts";
import { type ContentRepository, createContentRepository } from "#server/content/content-repository.ts";
import { type AppDatabase, openDatabase } from "#server/platform/db/database.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { ContentPages } from "./content-pages.ts";
import { fakeRender, fakeSiteFiles } from "./test-support/fake-render.ts";

// Two instances on one database: a publish on one is on the other's pages after its next
// version check (every 500 ms in the server), and a scheduled article appears when its time
// comes, on both, without anyone touching it.

const article: ArticleInput = {
  title: "Published on the other instance",
  slug: "published-on-the-other-instance",
  excerpt: "A change made on one server shows on every server sharing the database.",
  category: "Analytics",
  author: "Meera Kapoor",
  authorRole: "Head of Performance Marketing",
  date: "2026-11-26",
  image: { src: "/images/blog/2.webp", alt: "A laptop showing an analytics dashboard" },
  body: "Every instance reads the **version** of the content.",
};

interface Instance {
  database: AppDatabase;
  repository: ContentRepository;
  pages: ContentPages;
}

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`content pages of two instances on ${name}`, () => {
    let now = new Date("2026-11-26T10:00:00.000Z");
    const instances: Instance[] = [];
    let sqliteDir: string | undefined;

    async function open(shared: DatabaseTarget): Promise<Instance> {
      const database = await openDatabase(shared);
      const repository = createContentRepository(database.db);
      const pages = new ContentPages({
        clientDir: "/nonexistent",
        render: fakeRender().render,
        files: fakeSiteFiles,
        source: repository,
        sitePaths: ["/"],
        now: () => now,
      });
      return { database, repository, pages };
    }

    beforeAll(async () => {
      let shared = await target();
      if (shared.dialect === "sqlite") {
        // One file both instances open (":memory:" would be one database each).
        sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-instances-"));
        shared = { dialect: "sqlite", filename: path.join(sqliteDir, "app.db") };
      }
      instances.push(await open(shared), await open(shared));
    });

    afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.database.close()));
      if (sqliteDir) fs.rmSync(sqliteDir, { recursive: true, force: true });
    });

    const blogOf = async (instance: Instance) => (await instance.pages.html("/blog")).page.body.toString();

    it("shows a publish made on one instance on the other after its version check", async () => {
      const [one, other] = instances as [Instance, Instance];
      await other.pages.checkForChanges();
      expect(await blogOf(other)).not.toContain(article.title);

      const created = await one.repository.create({ kind: "article", input: article }, "staff", now);
      if (created === "slug-taken") throw new Error("slug taken");
      await one.repository.publish("article", created.id, null, "staff", now);
      // Until its check, the other instance serves what it rendered.
      expect(await blogOf(other)).not.toContain(article.title);
      await other.pages.checkForChanges();
      expect(await blogOf(other)).toContain(article.title);
      expect((await other.pages.lookup(`/blog/${article.slug}`)) ?? {}).toEqual({ published: true });
    });

    it("shows a scheduled article on every instance when its time comes", async () => {
      const scheduled = { ...article, title: "Scheduled for the afternoon", slug: "scheduled-for-the-afternoon" };
      const [one, other] = instances as [Instance, Instance];
      const created = await one.repository.create({ kind: "article", input: scheduled }, "staff", now);
      if (created === "slug-taken") throw new Error("slug taken");
      await one.repository.publish("article", created.id, new Date("2026-11-26T14:00:00.000Z"), "staff", now);
      for (const instance of instances) {
        await instance.pages.checkForChanges();
        expect(await blogOf(instance)).not.toContain(scheduled.title);
      }
      now = new Date("2026-11-26T14:00:00.000Z");
      for (const instance of [other, one]) {
        await instance.pages.checkForChanges();
        expect(await blogOf(instance)).toContain(scheduled.title);
      }
    });
  });
}
