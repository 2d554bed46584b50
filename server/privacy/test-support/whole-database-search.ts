import { type Kysely, sql } from "kysely";
import type { Dialect } from "#server/platform/db/schema.ts";

// Where a piece of text occurs anywhere in a database: every column of every table, as the
// database's own catalogue lists them (sqlite_master and table_info, information_schema),
// so a table added later is searched without anyone adding it here.

export interface Hit {
  table: string;
  column: string;
}

async function columnsOf(db: Kysely<unknown>, dialect: Dialect): Promise<Hit[]> {
  if (dialect === "sqlite") {
    const tables = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    const columns: Hit[] = [];
    for (const { name } of tables.rows) {
      const info = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
      columns.push(...info.rows.map((column) => ({ table: name, column: column.name })));
    }
    return columns;
  }
  const rows = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`.execute(db);
  return rows.rows.map((row) => ({ table: row.table_name, column: row.column_name }));
}

/** Every (table, column) whose value, read as text, contains `needle` in any letter case. */
export async function searchWholeDatabase(db: Kysely<unknown>, dialect: Dialect, needle: string): Promise<Hit[]> {
  const pattern = `%${needle.toLowerCase()}%`;
  const hits: Hit[] = [];
  for (const { table, column } of await columnsOf(db, dialect)) {
    const text = dialect === "sqlite" ? sql`cast(${sql.ref(column)} as text)` : sql`${sql.ref(column)}::text`;
    const found = await sql<{ n: number }>`
      select count(*) as n from ${sql.table(table)} where lower(${text}) like ${pattern}`.execute(db);
    if (Number(found.rows[0]?.n ?? 0) > 0) hits.push({ table, column });
  }
  return hits;
}

/** How many tables and columns the search reads: the test says it searched more than a few. */
export async function catalogueSize(
  db: Kysely<unknown>,
  dialect: Dialect,
): Promise<{ tables: number; columns: number }> {
  const columns = await columnsOf(db, dialect);
  return { tables: new Set(columns.map((column) => column.table)).size, columns: columns.length };
}
