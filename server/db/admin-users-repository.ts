import type { Kysely, Selectable } from "kysely";
import type { AdminUsersTable, DatabaseSchema } from "./schema.ts";

type AdminUserRow = Selectable<AdminUsersTable>;

export interface AdminUsersRepository {
  findByUsername(username: string): Promise<AdminUserRow | undefined>;
  /** Adds an admin and returns the new id. */
  insert(user: { username: string; passwordHash: string; createdAt: Date }): Promise<number>;
  /** Sets a new password hash and ends every session of that admin, in one transaction. */
  replacePasswordHash(id: number, passwordHash: string): Promise<void>;
  /** Removes an admin; their sessions go with them. */
  delete(id: number): Promise<void>;
}

/** The admin_users table. */
export function createAdminUsersRepository(db: Kysely<DatabaseSchema>): AdminUsersRepository {
  return {
    findByUsername: (username) =>
      db.selectFrom("admin_users").selectAll().where("username", "=", username).executeTakeFirst(),

    async insert({ username, passwordHash, createdAt }) {
      const row = await db
        .insertInto("admin_users")
        .values({ username, password_hash: passwordHash, created_at: createdAt.toISOString() })
        .returning(["id"])
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async replacePasswordHash(id, passwordHash) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("admin_users").set({ password_hash: passwordHash }).where("id", "=", id).execute();
        await trx.deleteFrom("admin_sessions").where("user_id", "=", id).execute();
      });
    },

    async delete(id) {
      await db.deleteFrom("admin_users").where("id", "=", id).execute();
    },
  };
}
