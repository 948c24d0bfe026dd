import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';
import pg from 'pg';

/** The FerretDB whose PostgreSQL layout this step knows (one table per collection, documents in `_jsonb`). */
const GIN_FERRETDB_VERSION = 'v1.24.2';

/**
 * FerretDB 1.24.2 pushes an equality filter down to PostgreSQL as `_jsonb -> 'field' @> value`, which its own
 * btree index on `(_jsonb -> 'field')` cannot serve: every find, update and delete would read the whole
 * table. So for each field of each index the models declared (and `_id`), a GIN `jsonb_path_ops` index on
 * the same expression is added beside FerretDB's (a dotted field: `_jsonb #> '{a,b}'`, as FerretDB writes
 * it). The collections and their tables come from FerretDB's own metadata table in the database's schema.
 * Idempotent (`IF NOT EXISTS`, named by table and field); another FerretDB version is skipped with a log line.
 * Returns how many indexes were created.
 */
export async function addGinIndexes(conn: Connection, postgresUrl: string, log: (message: string) => void): Promise<number> {
  const db = conn.db!;
  const { ferretdbVersion } = (await db.admin().command({ buildInfo: 1 })) as { ferretdbVersion?: string };
  if (ferretdbVersion !== GIN_FERRETDB_VERSION) {
    log(`PostgreSQL indexes for FerretDB's filters skipped: they are made for FerretDB ${GIN_FERRETDB_VERSION}, this is ${ferretdbVersion ?? 'not FerretDB'}`);
    return 0;
  }
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const schema = client.escapeIdentifier(db.databaseName);
    const { rows } = await client.query<{ table: string; field: string }>(
      `SELECT DISTINCT m._jsonb ->> 'table' AS table, k.field
         FROM ${schema}._ferretdb_database_metadata m,
              jsonb_array_elements(m._jsonb -> 'indexes') i,
              jsonb_object_keys(i.value -> 'key') k(field)
        WHERE k.field <> '$s'`,
    );
    const { rows: existing } = await client.query<{ name: string }>('SELECT indexname AS name FROM pg_indexes WHERE schemaname = $1', [db.databaseName]);
    const have = new Set(existing.map((row) => row.name));
    let created = 0;
    for (const { table, field } of rows) {
      const name = `${table.slice(0, 40)}_gin_${createHash('sha1').update(field).digest('hex').slice(0, 12)}`;
      if (have.has(name)) continue;
      const parts = field.split('.');
      const expression =
        parts.length === 1
          ? `_jsonb -> ${client.escapeLiteral(field)}`
          : `_jsonb #> ${client.escapeLiteral(`{${parts.map((p) => JSON.stringify(p)).join(',')}}`)}`;
      try {
        await client.query(
          `CREATE INDEX IF NOT EXISTS ${client.escapeIdentifier(name)} ON ${schema}.${client.escapeIdentifier(table)} USING gin ((${expression}) jsonb_path_ops)`,
        );
        created += 1;
      } catch (error) {
        // Another instance starting at the same moment created it first.
        if ((error as { code?: string }).code !== '23505') throw error;
      }
    }
    if (created) log(`Added ${created} PostgreSQL indexes for FerretDB's filters in ${db.databaseName}`);
    return created;
  } finally {
    await client.end();
  }
}
