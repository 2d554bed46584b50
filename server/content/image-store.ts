import type { Kysely } from "kysely";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";
import type { ImageVariant, ImageVariants } from "./markdown.ts";

// Uploaded images' variants in the database (table content_images), so every instance on
// PostgreSQL serves every upload. Names are content hashes: the same image uploaded twice
// is stored once, and a stored variant never changes.

export interface StoredImage extends ImageVariant {
  hash: string;
  contentType: string;
  bytes: Buffer;
}

export interface ImageStore {
  /** Stores the variants, skipping those already stored. */
  save(variants: readonly StoredImage[], now: Date): Promise<void>;
  /** A variant's type and bytes by its file name, or undefined. */
  read(name: string): Promise<{ contentType: string; bytes: Buffer } | undefined>;
  /** The variants of these images (by hash), their sizes without their bytes. */
  variantsOf(hashes: readonly string[]): Promise<ImageVariants>;
}

export function createImageStore(db: Kysely<DatabaseSchema>): ImageStore {
  return {
    async save(variants, now) {
      if (variants.length === 0) return;
      await db
        .insertInto("content_images")
        .values(
          variants.map((variant) => ({
            name: variant.name,
            hash: variant.hash,
            content_type: variant.contentType,
            width: variant.width,
            height: variant.height,
            bytes: variant.bytes,
            created_at: now.toISOString(),
          })),
        )
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
    },

    async read(name) {
      const row = await db
        .selectFrom("content_images")
        .select(["content_type", "bytes"])
        .where("name", "=", name)
        .executeTakeFirst();
      return row && { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
    },

    async variantsOf(hashes) {
      const variants = new Map<string, ImageVariant[]>();
      if (hashes.length === 0) return variants;
      const rows = await db
        .selectFrom("content_images")
        .select(["hash", "name", "width", "height"])
        .where("hash", "in", [...hashes])
        .execute();
      for (const row of rows) {
        const list = variants.get(row.hash) ?? [];
        list.push({ name: row.name, width: Number(row.width), height: Number(row.height) });
        variants.set(row.hash, list);
      }
      return variants;
    },
  };
}
