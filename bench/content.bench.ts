import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { CONTENT_API_PATH, CONTENT_IMAGES_API_PATH, type ContentItem } from "#contracts/content/content-admin.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig, type DatabaseTarget } from "#server/config.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { withoutScripts } from "#server/content/markdown.ts";
import { medianTime } from "./measure/median-time.ts";
import { signedInAdmin } from "./admin-client.ts";

// Content publishing's server side on SQLite, with 200 articles: what a page render waits for
// (the published content, read whole, unchanged and right after a change: ≤ 20 ms median), saving an article (its
// Markdown rendered and sanitised, the version raised: ≤ 50 ms median), and an upload of a
// 12-megapixel photo made into four WebP/AVIF variants (printed; no bar, it runs once per image).

const ARTICLES = 200;
const RUNS = 30;
const PUBLISHED_BAR_MS = 20;
const SAVE_BAR_MS = 50;
const STRIP_BAR_MS = 100;
const ORIGIN = "http://localhost:80";

const paragraph =
  "Most of the accounts we audit waste a third of their budget on weak tracking, a cluttered structure or tired creative. ";
const body = Array.from(
  { length: 12 },
  (_, i) => `# Section ${i + 1}\n\n${paragraph.repeat(6)}\n\n- **One** point\n- [A link](https://example.com/${i})`,
).join("\n\n");

export default async function contentBench(): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-content-bench-"));
  const target: DatabaseTarget = { dialect: "sqlite", filename: path.join(dir, "bench.db") };
  const database = await openDatabase(target);
  const now = new Date("2026-11-26T10:00:00.000Z");
  const app = await buildApp({
    config: { ...loadConfig({}), database: target },
    database,
    clientDir: null,
    now: () => now,
  });
  try {
    await app.ready();
    const { cookie } = await signedInAdmin(app, database.db, now);
    const headers = { cookie, origin: ORIGIN };
    const article = (i: number) => ({
      title: `Article number ${i}`,
      slug: `article-number-${i}`,
      excerpt: "An article written for the benchmark.",
      category: "SEO",
      author: "Meera Kapoor",
      authorRole: "Head of Performance Marketing",
      date: "2026-11-01",
      image: { src: "/images/blog/1.webp", alt: "A laptop showing a search results page" },
      body,
    });
    let lastId = 0;
    for (let i = 0; i < ARTICLES; i++) {
      const created = await app.inject({
        method: "POST",
        url: `${CONTENT_API_PATH}/article`,
        headers,
        payload: article(i),
      });
      lastId = created.json<ContentItem>().id;
      await app.inject({ method: "POST", url: `${CONTENT_API_PATH}/article/${lastId}/publish`, headers, payload: {} });
    }

    const published = await medianTime(() => app.content.published(now), RUNS);
    let edit = 0;
    const save = await medianTime(async () => {
      edit += 1;
      const response = await app.inject({
        method: "PUT",
        url: `${CONTENT_API_PATH}/article/${lastId}`,
        headers,
        payload: { ...article(ARTICLES - 1), title: `Edited ${edit}` },
      });
      if (response.statusCode !== 200) throw new Error(`save: HTTP ${response.statusCode} ${response.body}`);
    }, RUNS);

    // What the first render after a change waits for: the changed article is built again.
    const afterChange: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await app.inject({
        method: "PUT",
        url: `${CONTENT_API_PATH}/article/${lastId}`,
        headers,
        payload: { ...article(ARTICLES - 1), title: `Changed ${i}` },
      });
      const started = performance.now();
      await app.content.published(now);
      afterChange.push(performance.now() - started);
    }
    afterChange.sort((a, b) => a - b);
    const publishedAfterChange = afterChange[Math.floor(RUNS / 2)] ?? Number.NaN;

    // The stored Markdown of a hostile 200 KB body: linear, whatever the tags.
    const hostile = "<script".repeat(28_000);
    const strip = await medianTime(async () => withoutScripts(hostile), 5);

    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: { r: 40, g: 120, b: 200 } },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg width="4000" height="3000"><circle cx="2000" cy="1500" r="1200" fill="orange"/></svg>`,
          ),
        },
      ])
      .jpeg({ quality: 90 })
      .toBuffer();
    const started = performance.now();
    const upload = await app.inject({
      method: "POST",
      url: `${CONTENT_IMAGES_API_PATH}?use=body`,
      headers: { ...headers, "content-type": "image/jpeg" },
      payload: photo,
    });
    const uploadMs = performance.now() - started;
    if (upload.statusCode !== 201) throw new Error(`upload: HTTP ${upload.statusCode} ${upload.body}`);

    console.table([
      {
        measure: `published content (${ARTICLES + 6} articles, 6 case studies)`,
        "median ms": published.toFixed(1),
        bar: `≤ ${PUBLISHED_BAR_MS}`,
      },
      {
        measure: "published content after one article changed",
        "median ms": publishedAfterChange.toFixed(1),
        bar: `≤ ${PUBLISHED_BAR_MS}`,
      },
      { measure: "scripts out of 200 KB of '<script'", "median ms": strip.toFixed(1), bar: `≤ ${STRIP_BAR_MS}` },
      { measure: "save an article (render, sanitise, version)", "median ms": save.toFixed(1), bar: `≤ ${SAVE_BAR_MS}` },
      {
        measure: `upload a 4000×3000 JPEG (${(photo.length / 1024).toFixed(0)} KB) → 4 variants`,
        "median ms": uploadMs.toFixed(0),
        bar: "—",
      },
    ]);
    return (
      published <= PUBLISHED_BAR_MS &&
      publishedAfterChange <= PUBLISHED_BAR_MS &&
      save <= SAVE_BAR_MS &&
      strip <= STRIP_BAR_MS
    );
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
