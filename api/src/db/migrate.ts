import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './index';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

/** A migration file: `NNNN_what_it_does.sql`, NNNN one sequence over the whole schema. */
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

/**
 * The bookkeeping of the runner that came before Kysely's Migrator: the table `schema_migrations`, one row per file
 * it had applied, named by area (`410_search_speed.sql`). Each name here is the migration it became; the sequence
 * follows the order those files were added in, so every database that runner left is at a prefix of it.
 */
export const LEGACY_MIGRATION_NAMES: Readonly<Record<string, string>> = {
  '001_init.sql': '0001_init',
  '002_user_activity.sql': '0002_user_activity',
  '300_account_tokens.sql': '0003_account_tokens',
  '400_search_index.sql': '0004_search_index',
  '500_watching.sql': '0005_watching',
  '700_planner.sql': '0006_planner',
  '800_posts_media_history_settings.sql': '0007_posts_media_history_settings',
  '900_misc_content.sql': '0008_misc_content',
  '410_search_speed.sql': '0009_search_speed',
  '411_search_int_keys.sql': '0010_search_int_keys',
  '412_search_facet_log.sql': '0011_search_facet_log',
  '413_search_words_narrow_rows.sql': '0012_search_words_narrow_rows',
  '414_search_postings.sql': '0013_search_postings',
  '415_search_gin_pending.sql': '0014_search_gin_pending',
  '901_misc_menu_without_sandbox.sql': '0015_misc_menu_without_sandbox',
  '950_rate_limit_counts.sql': '0016_rate_limit_counts',
};
const LEGACY_TABLE = 'schema_migrations';

export interface SqlMigration {
  name: string;
  sql: string;
}

/** The migration files of `dir`, in their one order (by name). A `.sql` file named otherwise is an error. */
export function readMigrations(dir = MIGRATIONS_DIR): SqlMigration[] {
  const files = readdirSync(dir).filter((file) => file.endsWith('.sql'));
  const misnamed = files.filter((file) => !MIGRATION_FILE.test(file));
  if (misnamed.length > 0) {
    throw new Error(`migration files must be named NNNN_what_it_does.sql: ${misnamed.join(', ')}`);
  }
  return files
    .map((file) => ({ name: file.slice(0, -'.sql'.length), sql: readFileSync(path.join(dir, file), 'utf8') }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

// a table name is resolved when a statement is parsed, so whether it exists is asked first, on its own
async function legacyTableExists(db: Kysely<unknown> | Database): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`SELECT to_regclass(${LEGACY_TABLE}) IS NOT NULL AS found`.execute(db);
  return rows[0].found;
}

const legacyNameOf = new Map(Object.entries(LEGACY_MIGRATION_NAMES).map(([legacy, name]) => [name, legacy]));

/** Whether the runner before the Migrator recorded this migration as applied (then it must not run again). */
async function appliedByLegacyRunner(db: Kysely<unknown>, name: string): Promise<boolean> {
  const legacy = legacyNameOf.get(name);
  if (!legacy) return false;
  if (!(await legacyTableExists(db))) return false;
  const { rows } = await sql`SELECT 1 FROM ${sql.table(LEGACY_TABLE)} WHERE name = ${legacy}`.execute(db);
  return rows.length > 0;
}

/**
 * Each SQL file is one migration. Its `up` runs the file as one script (the simple query protocol takes several
 * statements at once), unless the previous runner's bookkeeping says it already ran; `ran` collects the names of
 * those it did run.
 */
export function sqlMigrationProvider(migrations: SqlMigration[], ran: string[] = []): MigrationProvider {
  return {
    async getMigrations() {
      const byName: Record<string, Migration> = {};
      for (const migration of migrations) {
        byName[migration.name] = {
          async up(db) {
            if (await appliedByLegacyRunner(db, migration.name)) return;
            await sql.raw(migration.sql).execute(db);
            ran.push(migration.name);
          },
        };
      }
      return byName;
    },
  };
}

/** A row of the previous runner's bookkeeping that names no known migration: refuse rather than guess. */
async function checkLegacyBookkeeping(db: Database): Promise<void> {
  if (!(await legacyTableExists(db))) return;
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.table(LEGACY_TABLE)} ORDER BY name`.execute(db);
  const unknown = rows.map((r) => r.name).filter((name) => !(name in LEGACY_MIGRATION_NAMES));
  if (unknown.length > 0) {
    throw new Error(`${LEGACY_TABLE} lists migrations this version does not know: ${unknown.join(', ')}`);
  }
}

/**
 * Bring the database to the latest schema with Kysely's Migrator: pending migrations in name order, all in one
 * transaction under the Migrator's advisory lock (concurrent server starts wait for each other). Returns the names
 * of the migrations it ran; those the previous runner had applied are recorded without running.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  await checkLegacyBookkeeping(db);
  const ran: string[] = [];
  const migrator = new Migrator({ db, provider: sqlMigrationProvider(migrations, ran) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? '(none started)'} failed: ${String(error)}`, { cause: error });
  }
  return ran;
}
