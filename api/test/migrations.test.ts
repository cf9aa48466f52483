import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql, type RawBuilder } from 'kysely';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db';
import { migrate, readMigrations } from '../src/db/migrate';
import { SCHEMA_FILE, schemaSnapshot } from '../src/db/schemaSnapshot';
import { databaseFingerprint } from './db-state';
import { legacyMigrate, legacyMigrations } from './fixtures/legacy-migrate';
import { openPostgres, startPgliteWorker, testConfig, usingPostgres } from './helpers';

// each test migrates one or two empty databases from nothing, which takes a while on a busy machine
jest.setTimeout(180_000);

interface EmptyDatabase {
  handle: DatabaseHandle;
  /** the PostgreSQL URL of the database, when DATABASE_URL is set */
  url?: string;
  /** close and, on PostgreSQL, drop the database (done by the app instead when one was built on it) */
  dispose: () => Promise<void>;
}

/** A new database with nothing in it: PGlite in memory (in a worker, as the other tests have it), or a new database on the PostgreSQL of DATABASE_URL. */
async function emptyDatabase(): Promise<EmptyDatabase> {
  if (usingPostgres()) {
    const { handle, drop, url } = await openPostgres(process.env.DATABASE_URL!);
    return { handle, url, dispose: async () => (await handle.close(), await drop()) };
  }
  const handle = await startPgliteWorker();
  return { handle, dispose: () => handle.close() };
}

const opened: EmptyDatabase[] = [];
async function freshDatabase(): Promise<DatabaseHandle> {
  const database = await emptyDatabase();
  opened.push(database);
  return database.handle;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.dispose().catch(() => undefined)));
});

/** What a site holds: two users, places, a tag, a published public experience on them, a post and a plan. */
async function addContent(handle: DatabaseHandle): Promise<{ experienceId: number }> {
  const db = handle.db;
  const one = async <T>(query: RawBuilder<T>) => (await query.execute(db)).rows[0];
  const mei = await one<{ id: number }>(sql`
    INSERT INTO users (display_name, email, password_hash, is_verified)
    VALUES ('Mei', 'mei@example.com', 'scrypt$hash', true) RETURNING id`);
  const ken = await one<{ id: number }>(sql`
    INSERT INTO users (display_name, email, password_hash) VALUES ('Ken', 'ken@example.com', 'scrypt$hash') RETURNING id`);
  const taiwan = await one<{ id: number }>(sql`
    INSERT INTO places (type, name_en, name_zh, slug) VALUES ('country', 'Taiwan', '台灣', 'taiwan') RETURNING id`);
  const jiufen = await one<{ id: number }>(sql`
    INSERT INTO places (type, country_id, name_en, name_zh, slug, lat, lng)
    VALUES ('city', ${taiwan.id}, 'Jiufen', '九份', 'jiufen', 25.11, 121.84) RETURNING id`);
  const tag = await one<{ id: number }>(sql`
    INSERT INTO tags (name_en, name_zh, slug) VALUES ('Festival', '節慶', 'festival') RETURNING id`);
  const experience = await one<{ id: number }>(sql`
    INSERT INTO experiences (user_id, title, description, video_type, video_id, status, visible_type, slug, published_at)
    VALUES (${mei.id}, 'Lantern night in the hills', '九份的燈籠夜', 'youtube', 'dQw4w9WgXcQ', 'published', 0,
            'lantern-night', now())
    RETURNING id`);
  await sql`INSERT INTO experience_places (experience_id, place_id) VALUES (${experience.id}, ${jiufen.id})`.execute(
    db,
  );
  await sql`INSERT INTO experience_tags (experience_id, tag_id) VALUES (${experience.id}, ${tag.id})`.execute(db);
  await sql`INSERT INTO experience_likes (user_id, experience_id) VALUES (${ken.id}, ${experience.id})`.execute(db);
  await sql`
    INSERT INTO posts (user_id, place_id, batch_id, body, recommend)
    VALUES (${ken.id}, ${jiufen.id}, 'batch-1', 'Go after dark, the tea houses light up.', 5)`.execute(db);
  const plan = await one<{ id: number }>(sql`
    INSERT INTO plans (user_id, plan_name, notes) VALUES (${ken.id}, 'Weekend in the north', 'bring cash') RETURNING id`);
  await sql`
    INSERT INTO plan_places (plan_id, place_id, position, type) VALUES (${plan.id}, ${jiufen.id}, 0, 'city')`.execute(
    db,
  );
  return { experienceId: experience.id };
}

/** The ids of the experiences the API's search finds for a term, asked over HTTP as the site does. */
async function searchIds(url: string | undefined, handle: DatabaseHandle, term: string): Promise<number[]> {
  const app = await buildApp({
    config: { ...testConfig, seed: false, ...(url ? { databaseUrl: url } : {}) },
    // the app closes its database when it closes: the test disposes of it
    database: { ...handle, close: async () => undefined },
    logger: false,
    docsUi: false,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const res = await fetch(
      `http://127.0.0.1:${port}/api/v1/video_experience/search?place_id=${encodeURIComponent(term)}`,
      { headers: { 'accept-language': 'en', 'x-requested-with': 'XMLHttpRequest' } },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Array<{ id: number }> };
    return body.data.map((e) => e.id);
  } finally {
    await app.close();
  }
}

const checkedInSchema = () => readFileSync(SCHEMA_FILE, 'utf8');
const BOOKKEEPING = ['schema_migrations', 'kysely_migration', 'kysely_migration_lock'];
/** The fingerprint of every table except the migrations' bookkeeping (and those `skip` names). */
async function contentFingerprint(handle: DatabaseHandle, skip: (table: string) => boolean = () => false) {
  const all = await databaseFingerprint(handle);
  return Object.fromEntries(Object.entries(all).filter(([table]) => !BOOKKEEPING.includes(table) && !skip(table)));
}

/** The page titles a database holds (path and language). */
async function pageSeoKeys(handle: { db: Parameters<typeof migrate>[0] }): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    SELECT path || ' ' || language AS key FROM page_seo ORDER BY path, language`.execute(handle.db);
  return rows.map((r) => r.key);
}
/**
 * The plans a database holds, each as its non-null columns but `version` (0022 adds it: every plan it finds is at
 * version 1), with the versions apart.
 */
async function planRows(handle: { db: Parameters<typeof migrate>[0] }) {
  const { rows } = await sql<{ row: unknown }>`
    SELECT jsonb_strip_nulls(to_jsonb(p) - 'version') AS row FROM plans p ORDER BY p.id`.execute(handle.db);
  const versions = await sql<{ version: number }>`
    SELECT DISTINCT version FROM plans`
    .execute(handle.db)
    .then((r) => r.rows.map((v) => v.version))
    .catch(() => []);
  return { rows: rows.map((r) => r.row), versions };
}

/** 0020 titles the admin's moderation screen: the rows it adds to page_seo, beside every row there was. */
const MODERATION_TITLES = ['/admin/moderation en', '/admin/moderation zh-Hant-TW'];
const withModerationTitles = (keys: string[]) => [...keys, ...MODERATION_TITLES].sort();

describe('migrations', () => {
  it('build on an empty database the schema checked in as api/schema.sql (npm run schema:write -w api)', async () => {
    const handle = await freshDatabase();
    expect(await migrate(handle.db)).toEqual(readMigrations().map((m) => m.name));
    expect(await schemaSnapshot(handle.db)).toBe(checkedInSchema());
    expect(await migrate(handle.db)).toEqual([]);
  });

  it('run at once from two servers on one database: one applies them, the other waits and finds nothing to do', async () => {
    const handle = await freshDatabase();
    const second = usingPostgres()
      ? await openDatabase({ databaseUrl: opened[0].url!, dataDir: '', pool: { max: 2 } })
      : handle;
    try {
      const runs = await Promise.all([migrate(handle.db), migrate(second.db)]);
      expect(runs.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, readMigrations().length]);
    } finally {
      if (second !== handle) await second.close();
    }
    expect(await schemaSnapshot(handle.db)).toBe(checkedInSchema());
  });

  it('take over a database the previous runner brought to the last schema: nothing runs again, nothing is lost', async () => {
    const handle = await freshDatabase();
    // that runner's order, by area number: 410–415 (search) before 500 (watching)
    expect(await legacyMigrate(handle.db, legacyMigrations())).toContain('415_search_gin_pending.sql');
    const { experienceId } = await addContent(handle);
    const before = await contentFingerprint(handle);
    const titlesBefore = await pageSeoKeys(handle);
    const plansBefore = await planRows(handle);

    // only the migrations written after that runner run (one that ran again would fail: its tables exist)
    const after = readMigrations()
      .map((m) => m.name)
      .filter((name) => name >= '0017');
    expect(after[0]).toBe('0017_drop_legacy_migration_table');
    expect(await migrate(handle.db)).toEqual(after);
    // tables those migrations add start empty; page_seo gains the moderation screen's titles and loses nothing
    expect(await pageSeoKeys(handle)).toEqual(withModerationTitles(titlesBefore));
    // plans gain their version (1), and lose nothing
    expect(await planRows(handle)).toEqual({ rows: plansBefore.rows, versions: [1] });
    const unchanged = (table: string) => !(table in before) || table === 'page_seo' || table === 'plans';
    expect(await contentFingerprint(handle, unchanged)).toEqual(
      Object.fromEntries(Object.entries(before).filter(([table]) => table !== 'page_seo' && table !== 'plans')),
    );
    // the same schema as a database migrated in the one order from nothing
    expect(await schemaSnapshot(handle.db)).toBe(checkedInSchema());
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(handle.db);
    expect(rows.map((r) => r.name)).toEqual(readMigrations().map((m) => m.name));
    expect(await migrate(handle.db)).toEqual([]);

    expect(await searchIds(opened[0].url, handle, 'lantern')).toEqual([experienceId]);
    expect(await searchIds(opened[0].url, handle, '燈籠')).toEqual([experienceId]);
  });

  it('continue a database the previous runner left before the search migrations: the rest run, the content is found', async () => {
    const handle = await freshDatabase();
    const beforeSearchSpeed = (name: string) => name < '410' || (name >= '500' && name < '901');
    await legacyMigrate(handle.db, legacyMigrations(beforeSearchSpeed));
    const { experienceId } = await addContent(handle);
    // the search tables are remade by the migrations that follow; every other row stays as it was
    const searchTable = (table: string) => table.startsWith('experience_search');
    const before = await contentFingerprint(handle, searchTable);
    const menuUrls = async () =>
      (await sql<{ url: string }>`SELECT url FROM misc_menu ORDER BY language, position`.execute(handle.db)).rows.map(
        (r) => r.url,
      );
    const menuBefore = await menuUrls();
    const titlesBefore = await pageSeoKeys(handle);
    const plansBefore = await planRows(handle);

    expect(await migrate(handle.db)).toEqual(
      readMigrations()
        .map((m) => m.name)
        .filter((name) => name >= '0009'),
    );
    // 0015 drops the menu's links to the UI sandbox, which that runner had not done yet: the menu loses those
    // rows and nothing else; every other table is as it was
    expect(await menuUrls()).toEqual(menuBefore.filter((url) => url !== '/sandbox'));
    expect(menuBefore).toContain('/sandbox');
    expect(await pageSeoKeys(handle)).toEqual(withModerationTitles(titlesBefore));
    expect(await planRows(handle)).toEqual({ rows: plansBefore.rows, versions: [1] });
    const changed = new Set(['misc_menu', 'page_seo', 'plans']);
    const skipped = (table: string) => searchTable(table) || changed.has(table) || !(table in before);
    expect(await contentFingerprint(handle, skipped)).toEqual(
      Object.fromEntries(Object.entries(before).filter(([table]) => !changed.has(table))),
    );
    expect(await schemaSnapshot(handle.db)).toBe(checkedInSchema());

    expect(await searchIds(opened[0].url, handle, 'lantern')).toEqual([experienceId]);
    expect(await searchIds(opened[0].url, handle, '燈籠')).toEqual([experienceId]);
    expect(await searchIds(opened[0].url, handle, 'jiufen')).toEqual([experienceId]);
  });

  it('refuse a database whose previous bookkeeping names a migration this version does not know', async () => {
    const handle = await freshDatabase();
    await legacyMigrate(handle.db, legacyMigrations());
    await sql`INSERT INTO schema_migrations (name) VALUES ('960_from_another_branch.sql')`.execute(handle.db);
    await expect(migrate(handle.db)).rejects.toThrow(/960_from_another_branch\.sql/);
  });
});
