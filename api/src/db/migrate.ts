import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from './index';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
/** an arbitrary constant: the advisory lock that serialises migrations between concurrent server starts */
const MIGRATION_LOCK = 7_261_524;

export interface Migration {
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3,}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/** Apply the pending migrations in order, each in its own transaction, recording them in schema_migrations. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
      const existing = await trx
        .selectFrom('schema_migrations')
        .select('name')
        .where('name', '=', migration.name)
        .executeTakeFirst();
      if (existing) return false;
      // the simple query protocol runs a multi-statement script in one go
      await sql.raw(migration.sql).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: migration.name }).execute();
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
