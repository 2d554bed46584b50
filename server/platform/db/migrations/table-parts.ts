import type { ColumnDataType, CreateTableBuilder, Kysely } from "kysely";

// The parts most tables are made of, so a migration lists its columns and indexes instead of
// repeating the builder calls for each. They emit the very DDL the calls did.

/** Adds columns that must always hold a value (not null), in the order given. */
export function requiredColumns<N extends string>(columns: Record<N, ColumnDataType>) {
  return <T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C | N> => {
    let built: CreateTableBuilder<T, C | N> = table;
    for (const [name, type] of Object.entries<ColumnDataType>(columns)) {
      built = built.addColumn(name, type, (col) => col.notNull());
    }
    return built;
  };
}

/** Creates the index `name` on `table`'s columns, in the order given. */
export async function createIndex(db: Kysely<unknown>, name: string, table: string, columns: readonly string[]) {
  await db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns])
    .execute();
}

/** Drops the tables that exist among `tables`, in the order given (dependants first). */
export async function dropTables(db: Kysely<unknown>, tables: readonly string[]) {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
