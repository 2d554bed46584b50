import { type Kysely, type Selectable, type Transaction, sql } from "kysely";
import { readTimeFor } from "#contracts/content/article-text.ts";
import type { Article, CaseStudy } from "#contracts/content/schema.ts";
import type {
  ArticleInput,
  CaseStudyInput,
  ContentItem,
  ContentKind,
  ContentStatus,
  ContentSummary,
} from "#contracts/content/content-admin.ts";
import type { ContentItemsTable, DatabaseSchema } from "#server/platform/db/schema.ts";
import type { ContentSource, PublishedContent } from "./content-source.ts";
import { createImageStore } from "./image-store.ts";
import { renderMarkdown, uploadedImageHashes } from "./markdown.ts";

// The articles and case studies staff publish (tables content_items and content_slugs):
// the editor's reads and changes, and the published content the site's pages render.
// Every change raises content_version in its own transaction; taking that row first also
// makes concurrent changes on PostgreSQL take turns (new ids, slug checks).

type Row = Selectable<ContentItemsTable>;

/** An item's fields, by kind. */
export type KindInput = { kind: "article"; input: ArticleInput } | { kind: "case-study"; input: CaseStudyInput };

type SaveResult = ContentItem | "not-found" | "slug-taken";

const SECTION_PATHS: Readonly<Record<ContentKind, string>> = { article: "/blog", "case-study": "/case-studies" };

function statusOf(row: Row, now: Date): ContentStatus {
  if (row.status !== "published" || row.publish_at === null) return "draft";
  return row.publish_at > now.toISOString() ? "scheduled" : "published";
}

function summaryOf(row: Row, now: Date): ContentSummary {
  const input = JSON.parse(row.input) as { title: string };
  return {
    kind: row.kind,
    id: row.id,
    slug: row.slug,
    title: input.title,
    status: statusOf(row, now),
    publishAt: row.status === "published" ? row.publish_at : null,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

function itemOf(row: Row, now: Date): ContentItem {
  const summary = summaryOf(row, now);
  return row.kind === "article"
    ? { ...summary, kind: "article", input: JSON.parse(row.input) as ArticleInput }
    : { ...summary, kind: "case-study", input: JSON.parse(row.input) as CaseStudyInput };
}

/** The row as the app's Article (readTime from the HTML the page shows). */
function articleOf(row: Row): Article {
  const input = JSON.parse(row.input) as ArticleInput;
  const content = row.html ?? "";
  return {
    id: row.id,
    slug: row.slug,
    title: input.title,
    excerpt: input.excerpt,
    category: input.category,
    author: input.author,
    authorRole: input.authorRole,
    date: input.date,
    readTime: readTimeFor(content),
    image: input.image,
    content,
  };
}

function caseStudyOf(row: Row): CaseStudy {
  const { slug, ...fields } = JSON.parse(row.input) as CaseStudyInput;
  return { id: row.id, slug, ...fields };
}

const publicOf = (row: Row): Article | CaseStudy => (row.kind === "article" ? articleOf(row) : caseStudyOf(row));

export interface ContentRepository extends ContentSource {
  list(kind: ContentKind | undefined, now: Date): Promise<ContentSummary[]>;
  get(kind: ContentKind, id: number, now: Date): Promise<ContentItem | undefined>;
  /** A new draft; "slug-taken" when another item of the kind has that slug now. */
  create(item: KindInput, by: string, now: Date): Promise<ContentItem | "slug-taken">;
  /** Saves the fields; a new slug keeps the old one as a redirect. */
  update(item: KindInput, id: number, by: string, now: Date): Promise<SaveResult>;
  /** Public from `publishAt` (now when null or past). */
  publish(
    kind: ContentKind,
    id: number,
    publishAt: Date | null,
    by: string,
    now: Date,
  ): Promise<ContentItem | undefined>;
  unpublish(kind: ContentKind, id: number, by: string, now: Date): Promise<ContentItem | undefined>;
  delete(kind: ContentKind, id: number, now: Date): Promise<ContentSummary | undefined>;
  /** An article body's HTML as the page will show it (uploaded images with their variants). */
  renderBody(markdown: string): Promise<string>;
}

/** Ends a change's transaction without a trace (no version raised) and says why. */
class Refused extends Error {
  constructor(readonly reason: "not-found" | "slug-taken") {
    super(reason);
  }
}

async function unlessRefused<T>(change: Promise<T>): Promise<T | Refused["reason"]> {
  try {
    return await change;
  } catch (error) {
    if (error instanceof Refused) return error.reason;
    throw error;
  }
}

export function createContentRepository(db: Kysely<DatabaseSchema>): ContentRepository {
  const images = createImageStore(db);

  const find = (trx: Kysely<DatabaseSchema>, kind: ContentKind, id: number) =>
    trx.selectFrom("content_items").selectAll().where("kind", "=", kind).where("id", "=", id).executeTakeFirst();

  /** Raises the version; the first statement of every change, so changes take turns. */
  const raiseVersion = (trx: Transaction<DatabaseSchema>) =>
    trx
      .updateTable("content_version")
      .set({ version: sql`version + 1` })
      .where("id", "=", 1)
      .execute();

  /**
   * Whether `slug` can be the item's: not another item's current slug. An old slug of
   * another item (or of this one) is taken over: that redirect goes.
   */
  async function claimSlug(trx: Transaction<DatabaseSchema>, kind: ContentKind, slug: string, id: number | null) {
    const owner = await trx
      .selectFrom("content_items")
      .select("id")
      .where("kind", "=", kind)
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (owner && owner.id !== id) return false;
    await trx.deleteFrom("content_slugs").where("kind", "=", kind).where("slug", "=", slug).execute();
    return true;
  }

  /**
   * The public objects of these items, each built once per saved version (parsing the
   * fields and counting an article's words is most of the work; after a change only the
   * changed item is built again). Frozen: every reader shares them.
   */
  const built = new Map<string, { revision: number; value: Article | CaseStudy }>();
  async function builtItems(rows: Pick<Row, "kind" | "id" | "revision">[]): Promise<(Article | CaseStudy)[]> {
    const key = (row: Pick<Row, "kind" | "id">) => `${row.kind}/${row.id}`;
    const stale = rows.filter((row) => built.get(key(row))?.revision !== Number(row.revision));
    for (const kind of ["article", "case-study"] as const) {
      const ids = stale.filter((row) => row.kind === kind).map((row) => row.id);
      if (ids.length === 0) continue;
      const fresh = await db
        .selectFrom("content_items")
        .selectAll()
        .where("kind", "=", kind)
        .where("id", "in", ids)
        .execute();
      for (const row of fresh)
        built.set(key(row), { revision: Number(row.revision), value: Object.freeze(publicOf(row)) });
    }
    const live = new Set(rows.map(key));
    for (const cached of built.keys()) if (!live.has(cached)) built.delete(cached);
    return rows.flatMap((row) => {
      const item = built.get(key(row));
      return item ? [item.value] : [];
    });
  }

  async function renderBody(markdown: string): Promise<string> {
    return renderMarkdown(markdown, await images.variantsOf(uploadedImageHashes(markdown)));
  }

  const htmlOf = async (item: KindInput) => (item.kind === "article" ? renderBody(item.input.body) : null);

  /** Sets the item's status and publication time; undefined for an unknown item. */
  async function setStatus(
    kind: ContentKind,
    id: number,
    status: Row["status"],
    publishAt: string | null,
    by: string,
    now: Date,
  ) {
    const changed = db.transaction().execute(async (trx) => {
      await raiseVersion(trx);
      const row = await trx
        .updateTable("content_items")
        .set({
          status,
          publish_at: publishAt,
          updated_at: now.toISOString(),
          updated_by: by,
          revision: sql`revision + 1`,
        })
        .where("kind", "=", kind)
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new Refused("not-found");
      return itemOf(row, now);
    });
    const result = await unlessRefused(changed);
    return typeof result === "string" ? undefined : result;
  }

  return {
    async published(now) {
      const at = now.toISOString();
      // Keys and versions first; the fields only of items this instance has not built yet.
      const rows = await db
        .selectFrom("content_items")
        .select(["kind", "id", "slug", "revision"])
        .where("status", "=", "published")
        .where("publish_at", "<=", at)
        .execute();
      const items = await builtItems(rows);
      const articles = items
        .filter((item): item is Article => "readTime" in item)
        .toSorted((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
      const caseStudies = items
        .filter((item): item is CaseStudy => !("readTime" in item))
        .toSorted((a, b) => a.id - b.id);

      const redirects: PublishedContent["redirects"] = {};
      const live = new Map(rows.map((row) => [`${row.kind}/${row.id}`, row]));
      for (const row of rows)
        redirects[`${SECTION_PATHS[row.kind]}/${row.id}`] = `${SECTION_PATHS[row.kind]}/${row.slug}`;
      for (const old of await db.selectFrom("content_slugs").selectAll().execute()) {
        const row = live.get(`${old.kind}/${old.id}`);
        if (row) redirects[`${SECTION_PATHS[old.kind]}/${old.slug}`] = `${SECTION_PATHS[old.kind]}/${row.slug}`;
      }

      const next = await db
        .selectFrom("content_items")
        .select((eb) => eb.fn.min("publish_at").as("at"))
        .where("status", "=", "published")
        .where("publish_at", ">", at)
        .executeTakeFirst();
      return { articles, caseStudies, redirects, nextChangeAt: next?.at ?? null };
    },

    async previewBySlug(kind, slug) {
      const row = await db
        .selectFrom("content_items")
        .selectAll()
        .where("kind", "=", kind)
        .where("slug", "=", slug)
        .executeTakeFirst();
      return row && publicOf(row);
    },

    async version() {
      const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
      return Number(row?.version ?? 0);
    },

    async list(kind, now) {
      let query = db.selectFrom("content_items").selectAll();
      if (kind) query = query.where("kind", "=", kind);
      const rows = await query.orderBy("updated_at", "desc").orderBy("kind").orderBy("id", "desc").execute();
      return rows.map((row) => summaryOf(row, now));
    },

    async get(kind, id, now) {
      const row = await find(db, kind, id);
      return row && itemOf(row, now);
    },

    async create(item, by, now) {
      const html = await htmlOf(item);
      const created = db.transaction().execute(async (trx) => {
        await raiseVersion(trx);
        if (!(await claimSlug(trx, item.kind, item.input.slug, null))) throw new Refused("slug-taken");
        const ids = await trx
          .updateTable("content_ids")
          .set({ last_id: sql`last_id + 1` })
          .where("kind", "=", item.kind)
          .returning("last_id")
          .executeTakeFirstOrThrow();
        const at = now.toISOString();
        const row = await trx
          .insertInto("content_items")
          .values({
            kind: item.kind,
            id: Number(ids.last_id),
            slug: item.input.slug,
            status: "draft",
            publish_at: null,
            input: JSON.stringify(item.input),
            html,
            created_at: at,
            updated_at: at,
            updated_by: by,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return itemOf(row, now);
      });
      return unlessRefused(created) as Promise<ContentItem | "slug-taken">;
    },

    async update(item, id, by, now) {
      const html = await htmlOf(item);
      const saved = db.transaction().execute(async (trx) => {
        await raiseVersion(trx);
        const before = await find(trx, item.kind, id);
        if (!before) throw new Refused("not-found");
        const slug = item.input.slug;
        if (slug !== before.slug) {
          if (!(await claimSlug(trx, item.kind, slug, id))) throw new Refused("slug-taken");
          await trx
            .insertInto("content_slugs")
            .values({ kind: item.kind, slug: before.slug, id })
            .onConflict((oc) => oc.columns(["kind", "slug"]).doUpdateSet({ id }))
            .execute();
        }
        const row = await trx
          .updateTable("content_items")
          .set({
            slug,
            input: JSON.stringify(item.input),
            html,
            updated_at: now.toISOString(),
            updated_by: by,
            revision: sql`revision + 1`,
          })
          .where("kind", "=", item.kind)
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return itemOf(row, now);
      });
      return unlessRefused(saved);
    },

    publish(kind, id, publishAt, by, now) {
      const at = publishAt && publishAt > now ? publishAt : now;
      return setStatus(kind, id, "published", at.toISOString(), by, now);
    },

    unpublish(kind, id, by, now) {
      return setStatus(kind, id, "draft", null, by, now);
    },

    async delete(kind, id, now) {
      const deleted = db.transaction().execute(async (trx) => {
        await raiseVersion(trx);
        const row = await trx
          .deleteFrom("content_items")
          .where("kind", "=", kind)
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new Refused("not-found");
        await trx.deleteFrom("content_slugs").where("kind", "=", kind).where("id", "=", id).execute();
        return summaryOf(row, now);
      });
      const result = await unlessRefused(deleted);
      return typeof result === "string" ? undefined : result;
    },

    renderBody,
  };
}
