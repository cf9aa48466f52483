import { sql } from 'kysely';
import { migrate, readMigrations } from '../src/db/migrate';
import { EXPERIENCE_COUNT, seedIfEmpty, slugify } from '../src/db/seed';
import { ADMIN_EMAIL, buildTestApp, TEST_SCRYPT, usingPostgres, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const count = async (table: 'places' | 'experiences' | 'tags' | 'users', where?: [string, string]) => {
  let q = t.app.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n'));
  if (where) q = q.where(sql.ref(where[0]), '=', where[1]);
  return (await q.executeTakeFirstOrThrow()).n;
};

describe('database', () => {
  it('is an isolated PostgreSQL database per test file when DATABASE_URL is set, else PGlite', async () => {
    const { rows } = await sql<{ db: string; trgm: string | null }>`
      SELECT current_database() AS db, (SELECT extversion FROM pg_extension WHERE extname = 'pg_trgm') AS trgm`.execute(
      t.app.db,
    );
    if (usingPostgres()) expect(rows[0].db).toMatch(/^api_test_\d+_[0-9a-f]{8}$/);
    else expect(rows[0].db).toBe('postgres');
    expect(rows[0].trgm).toBeTruthy();
  });
});

describe('migrations', () => {
  it('are recorded and a second run applies nothing', async () => {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(t.app.db);
    expect(rows.map((r) => r.name)).toEqual(readMigrations().map((m) => m.name));
    expect(await migrate(t.app.db)).toEqual([]);
  });

  it('trigram indexes exist for search', async () => {
    const { rows } = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE indexdef ILIKE '%gin_trgm_ops%'`.execute(t.app.db);
    const names = rows.map((r) => r.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'places_name_en_trgm',
        'places_name_zh_trgm',
        'tags_name_en_trgm',
        'tags_name_zh_trgm',
        'experiences_title_trgm',
      ]),
    );
    // short Chinese terms are found (search relies on this)
    const hit = await t.app.db.selectFrom('places').select('name_zh').where('name_zh', 'like', '%夜市%').execute();
    expect(hit.length).toBeGreaterThanOrEqual(5);
  });
});

describe('demo seed', () => {
  it('has the promised amount of places, with both names and real coordinates', async () => {
    expect(await count('places', ['type', 'country'])).toBeGreaterThanOrEqual(8);
    const areas = (await count('places', ['type', 'area'])) + (await count('places', ['type', 'city']));
    expect(areas).toBeGreaterThanOrEqual(30);
    expect(await count('places', ['type', 'poi'])).toBeGreaterThanOrEqual(200);
    const places = await t.app.db.selectFrom('places').selectAll().execute();
    for (const p of places) {
      expect(p.name_en).toMatch(/\S/);
      expect(p.name_zh).toMatch(/\S/);
      expect(p.lat).toBeGreaterThanOrEqual(-90);
      expect(p.lng).toBeLessThanOrEqual(180);
      if (p.type === 'poi') {
        expect(p.area_id).not.toBeNull();
        expect(p.country_id).not.toBeNull();
      }
    }
    const t101 = places.find((p) => p.name_en === 'Taipei 101')!;
    expect(t101).toMatchObject({ name_zh: '台北101', lat: 25.034, lng: 121.5645 });
    expect(places.find((p) => p.name_en === 'Shilin Night Market')!.name_zh).toBe('士林夜市');
  });

  it('has 60 public published experiences with valid videos and 2–5 places at increasing times', async () => {
    const exps = await t.app.db.selectFrom('experiences').selectAll().orderBy('id').execute();
    const published = exps.filter((e) => e.status === 'published' && Number(e.visible_type) === 0);
    expect(published.length).toBeGreaterThanOrEqual(EXPERIENCE_COUNT);
    const stops = await t.app.db.selectFrom('experience_places').selectAll().orderBy('position').execute();
    const tags = await t.app.db.selectFrom('experience_tags').selectAll().execute();
    let zhTitles = 0;
    for (const e of published.slice(0, EXPERIENCE_COUNT)) {
      if (e.video_type === 'youtube') expect(e.video_id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      else expect(e.video_id).toMatch(/^\d{6,}$/);
      expect(e.description).toContain('\n');
      expect(e.author).toMatch(/\S/);
      expect(e.views_count).toBeGreaterThan(0);
      expect(e.likes_count).toBeLessThanOrEqual(e.views_count);
      const mine = stops.filter((s) => s.experience_id === e.id);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.length).toBeLessThanOrEqual(5);
      const times = mine.map((s) => s.time);
      for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]);
      expect(times[times.length - 1]).toBeLessThan(e.duration);
      expect(tags.some((x) => x.experience_id === e.id)).toBe(true);
      if (/[\u4e00-\u9fff]/.test(e.title)) zhTitles++;
    }
    expect(zhTitles).toBeGreaterThan(10);
    expect(zhTitles).toBeLessThan(50);
    expect(await count('tags')).toBeGreaterThanOrEqual(10);
  });

  it('has the demo user and the admin', async () => {
    const users = await t.app.db.selectFrom('users').selectAll().execute();
    const demo = users.find((u) => u.email === 'demo@example.com')!;
    expect(demo).toMatchObject({ display_name: 'Demo Traveller', is_verified: true });
    expect(demo.password_hash).toMatch(/^scrypt\$/);
    expect(users.some((u) => u.email === ADMIN_EMAIL)).toBe(true);
  });

  it('does nothing on a database that has content', async () => {
    const before = await count('places');
    expect(await seedIfEmpty(t.app.db, { adminEmail: ADMIN_EMAIL, adminPassword: null, scrypt: TEST_SCRYPT })).toBe(
      false,
    );
    expect(await count('places')).toBe(before);
  });

  it('slugs are URL-safe', () => {
    expect(slugify('Sacré-Cœur Basilica')).toBe('sacre-coeur-basilica');
    expect(slugify("St. Peter's Basilica")).toBe('st-peters-basilica');
    expect(slugify('  ')).toBe('item');
  });
});
