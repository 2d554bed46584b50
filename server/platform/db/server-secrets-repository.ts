import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "./schema.ts";

// Secrets the server makes for itself: 32 random bytes under a name, made by whichever
// instance needs one first and read by the others, so every instance behind a load balancer
// (and every restart) signs and checks with the same key. Nobody has to configure them.

export interface ServerSecretsRepository {
  /** The secret called `name`: made on first use, then the same bytes everywhere. */
  get(name: string): Promise<Buffer>;
}

export function createServerSecretsRepository(
  db: Kysely<DatabaseSchema>,
  now: () => Date = () => new Date(),
): ServerSecretsRepository {
  const cache = new Map<string, Promise<Buffer>>();

  const read = async (name: string) =>
    (await db.selectFrom("server_secrets").select("value").where("name", "=", name).executeTakeFirst())?.value;

  const load = async (name: string): Promise<Buffer> => {
    let value = await read(name);
    if (value === undefined) {
      // Instances starting together may both get here: the first insert wins, and both read it.
      await db
        .insertInto("server_secrets")
        .values({ name, value: crypto.randomBytes(32).toString("base64url"), created_at: now().toISOString() })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      value = await read(name);
    }
    if (value === undefined) throw new Error(`server secret ${name} could not be stored`);
    return Buffer.from(value, "base64url");
  };

  return {
    get(name) {
      let secret = cache.get(name);
      if (!secret) {
        secret = load(name);
        cache.set(name, secret);
        // A failed read (the database briefly away) is tried again on the next call.
        secret.catch(() => cache.delete(name));
      }
      return secret;
    },
  };
}
