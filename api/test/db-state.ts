import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DB } from '../src/db/schema';

/** How many rows a table holds. */
export async function rowCount(app: FastifyInstance, table: keyof DB): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Every table of the database with its row count and a checksum of its rows (in any order): two equal
 * fingerprints mean nothing was written in between, on PGlite and PostgreSQL alike. A row's empty (NULL) last
 * columns are left out of its checksum, so a migration that adds columns with nothing in them changes no row.
 */
export async function databaseFingerprint(app: Pick<FastifyInstance, 'db'>): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
     ORDER BY table_name`.execute(app.db);
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number; checksum: string | null }>`
      SELECT count(*)::int AS n, md5(string_agg(r.h, '' ORDER BY r.h)) AS checksum
        FROM ${sql.table(name)} t CROSS JOIN LATERAL (SELECT md5(regexp_replace(t::text, ',+[)]$', ')')) AS h) r`.execute(
      app.db,
    );
    fingerprint[name] = `${rows[0].n} rows, ${rows[0].checksum ?? 'empty'}`;
  }
  return fingerprint;
}
