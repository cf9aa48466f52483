import { sql, type Insertable } from 'kysely';
import { VisibleType } from 'contract';
import { seededRandom } from 'contract/format';
import type { ScryptParams } from '../config';
import { hashPassword } from '../auth/password';
import type { Database } from './index';
import type { ExperiencePlacesTable, ExperiencesTable, PlacesTable, UsersTable } from './schema';
import {
  AUTHORS,
  COUNTRIES,
  CREATORS,
  FEATURED_PLACES,
  REVIEWS,
  TAG_HINTS,
  TAGS,
  TITLES_EN,
  TITLES_ZH,
} from './seed-data';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'travel-demo-2026';
export const DEMO_DISPLAY_NAME = 'Demo Traveller';
export const EXPERIENCE_COUNT = 60;

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string | null;
  scrypt: ScryptParams;
}

export function slugify(text: string): string {
  const ascii = text
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’ʻ]/g, '')
    .replace(/[^a-z0-9\u3400-\u9fff]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii.slice(0, 120) || 'item';
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The admin's account as seeding (or `npm run admin:password`, when there is none) makes it: its address proven. */
export function adminAccount(email: string, passwordHash: string | null, at: Date): Insertable<UsersTable> {
  return {
    display_name: 'Admin',
    email,
    password_hash: passwordHash,
    is_verified: true,
    interface_language: 'zh-Hant-TW',
    profile_color: '#616161',
    unverified_email: null,
    social_email: null,
    avatar: null,
    social_provider: null,
    social_provider_id: null,
    created_at: at,
    updated_at: at,
  };
}

/** Insert in chunks so one statement never carries too many parameters. */
async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Fill an empty database with demo content. Returns false (and does nothing) when users already exist. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  const hasUsers = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (hasUsers) return false;
  const [demoHash, adminHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD, options.scrypt),
    options.adminPassword ? hashPassword(options.adminPassword, options.scrypt) : Promise.resolve(null),
  ]);
  return db.transaction().execute(async (trx) => {
    // one seeding wins when several servers start on the same empty database
    await sql`SELECT pg_advisory_xact_lock(7261525)`.execute(trx);
    if (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
    const created = new Date('2025-01-02T08:00:00Z');

    // users: demo, admin, creators
    const users = await trx
      .insertInto('users')
      .values([
        {
          display_name: DEMO_DISPLAY_NAME,
          email: DEMO_EMAIL,
          password_hash: demoHash,
          is_verified: true,
          interface_language: 'en',
          profile_color: '#3aa8c1',
          unverified_email: null,
          social_email: null,
          avatar: null,
          social_provider: null,
          social_provider_id: null,
          created_at: created,
          updated_at: created,
        },
        adminAccount(options.adminEmail, adminHash, created),
        ...CREATORS.map(([name, email, color, lang]) => ({
          display_name: name,
          email,
          password_hash: null,
          is_verified: true,
          interface_language: lang,
          profile_color: color,
          unverified_email: null,
          social_email: null,
          avatar: null,
          social_provider: null,
          social_provider_id: null,
          created_at: created,
          updated_at: created,
        })),
      ])
      .returning('id')
      .execute();
    const ownerIds = [users[0].id, ...users.slice(2).map((u) => u.id)];

    // places: countries, then areas/cities, then points of interest
    const featured = new Set(FEATURED_PLACES);
    const countryRows = await trx
      .insertInto('places')
      .values(
        COUNTRIES.map((c) => ({
          type: 'country' as const,
          name_en: c.en,
          name_zh: c.zh,
          slug: slugify(c.en),
          lat: c.lat,
          lng: c.lng,
          country_id: null,
          area_id: null,
          google_place_id: null,
          // Home features cities and points of interest (countries have their own section): a city-state's
          // country shares its city's name (Singapore), and featuring both would show the name twice
          is_featured: false,
        })),
      )
      .returning(['id', 'name_en'])
      .execute();
    const countryId = new Map(COUNTRIES.map((c, i) => [c.key, countryRows[i].id]));
    const areas = COUNTRIES.flatMap((c) => c.areas.map((a) => ({ country: c, area: a })));
    const areaRows = await trx
      .insertInto('places')
      .values(
        areas.map(({ country, area }) => ({
          type: area.type,
          name_en: area.en,
          name_zh: area.zh,
          slug: slugify(area.en),
          lat: area.lat,
          lng: area.lng,
          country_id: countryId.get(country.key)!,
          area_id: null,
          google_place_id: null,
          is_featured: featured.has(area.en),
        })),
      )
      .returning('id')
      .execute();
    const poiValues: Insertable<PlacesTable>[] = [];
    const poiMeta: { areaIndex: number; en: string; zh: string }[] = [];
    areas.forEach(({ country, area }, areaIndex) => {
      for (const [en, zh, lat, lng] of area.pois) {
        poiValues.push({
          type: 'poi',
          name_en: en,
          name_zh: zh,
          slug: slugify(en),
          lat,
          lng,
          country_id: countryId.get(country.key)!,
          area_id: areaRows[areaIndex].id,
          google_place_id: null,
          is_featured: featured.has(en),
        });
        poiMeta.push({ areaIndex, en, zh });
      }
    });
    const poiIds: number[] = [];
    await insertChunks(poiValues, 200, async (chunk) => {
      const rows = await trx.insertInto('places').values(chunk).returning('id').execute();
      poiIds.push(...rows.map((r) => r.id));
    });

    // tags
    const tagRows = await trx
      .insertInto('tags')
      .values(TAGS.map(([slug, en, zh]) => ({ slug, name_en: en, name_zh: zh })))
      .returning(['id', 'slug'])
      .execute();
    const tagId = new Map(tagRows.map((r) => [r.slug, r.id]));

    // experiences: cycle through the areas so every country gets some, 2–5 places each
    const rand = seededRandom(20260101);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
    const experiences: Insertable<ExperiencesTable>[] = [];
    const stops: { exp: number; pois: number[]; times: number[] }[] = [];
    const expTags: { exp: number; tags: Set<string> }[] = [];
    for (let i = 0; i < EXPERIENCE_COUNT; i++) {
      const areaIndex = (i * 7) % areas.length;
      const { country, area } = areas[areaIndex];
      const candidates = poiMeta.map((m, idx) => ({ ...m, idx })).filter((m) => m.areaIndex === areaIndex);
      const count = Math.min(candidates.length, 2 + Math.floor(rand() * 4));
      const chosen: typeof candidates = [];
      const pool = [...candidates];
      while (chosen.length < count) chosen.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
      const zh = i % 2 === 1;
      const template = zh ? pick(TITLES_ZH) : pick(TITLES_EN);
      const title = template
        .replace('{city}', zh ? area.zh : area.en)
        .replace('{poi}', zh ? chosen[0].zh : chosen[0].en);
      const youtube = i % 4 !== 3;
      const videoId = youtube
        ? Array.from({ length: 11 }, () => ID_CHARS[Math.floor(rand() * 64)]).join('')
        : String(100_000_000 + Math.floor(rand() * 899_999_999));
      const duration = 240 + Math.floor(rand() * 1500);
      const times: number[] = [];
      let t = 5 + Math.floor(rand() * 40);
      const step = Math.floor((duration - t) / (count + 1));
      for (let k = 0; k < count; k++) {
        times.push(t);
        t += Math.max(10, step - Math.floor(rand() * (step / 3)));
      }
      const views = Math.floor(200 + rand() ** 3 * 2_500_000);
      const likes = Math.floor(views / (15 + rand() * 45));
      const createdAt = new Date(created.getTime() + i * 5 * 86_400_000 + Math.floor(rand() * 86_400_000));
      const author = pick(AUTHORS);
      const placeList = chosen.map((c) => (zh ? c.zh : c.en)).join(zh ? '、' : ', ');
      const description = zh
        ? `跟著我們一起探索${country.zh}的${area.zh}！\n這集走訪：${placeList}。\n\n喜歡的話記得按讚收藏，下次旅行就用得上。`
        : `Come with us around ${area.en}, ${country.en}!\nIn this episode: ${placeList}.\n\nLike and save it for your next trip.`;
      experiences.push({
        user_id: ownerIds[i % ownerIds.length],
        title,
        description,
        video_type: youtube ? 'youtube' : 'vimeo',
        video_id: videoId,
        duration,
        author,
        likes_count: likes,
        views_count: views,
        visible_type: VisibleType.Public,
        status: 'published',
        slug: slugify(zh ? `${area.en} ${chosen[0].en}` : title),
        is_featured: i % 5 === 0,
        created_at: createdAt,
        updated_at: createdAt,
        published_at: createdAt,
      });
      stops.push({ exp: i, pois: chosen.map((c) => poiIds[c.idx]), times });
      const tags = new Set<string>();
      for (const c of chosen) for (const [re, slug] of TAG_HINTS) if (re.test(c.en)) tags.add(slug);
      tags.add(pick(['photography', 'culture', 'budget', 'family', 'coffee', 'sunset', 'food', 'road-trip']));
      if (views > 1_000_000) tags.add('luxury');
      expTags.push({ exp: i, tags: new Set([...tags].slice(0, 5)) });
    }
    const expRows = await trx.insertInto('experiences').values(experiences).returning('id').execute();

    const placeValues: Insertable<ExperiencePlacesTable>[] = stops.flatMap((s) =>
      s.pois.map((placeId, position) => ({
        experience_id: expRows[s.exp].id,
        place_id: placeId,
        time: s.times[position],
        notes: '',
        position,
      })),
    );
    await insertChunks(placeValues, 500, (chunk) => trx.insertInto('experience_places').values(chunk).execute());
    const tagValues = expTags.flatMap((e) =>
      [...e.tags].map((slug) => ({ experience_id: expRows[e.exp].id, tag_id: tagId.get(slug)! })),
    );
    await insertChunks(tagValues, 500, (chunk) => trx.insertInto('experience_tags').values(chunk).execute());

    // a few reviews by the creators (the demo user has none of its own)
    const creatorIds = users.slice(2).map((u) => u.id);
    const reviews = REVIEWS.map(([stars, text], i) => ({
      user_id: creatorIds[i % creatorIds.length],
      place_id: stops[(i * 7) % stops.length].pois[0],
      batch_id: `seed-review-${i + 1}`,
      body: text,
      recommend: stars,
      is_local: i % 2 === 0,
      timezone_offset: 480,
      created_at: new Date(created.getTime() + (i + 1) * 86_400_000),
      updated_at: null,
    }));
    if (creatorIds.length > 0 && stops.length > 0) await trx.insertInto('posts').values(reviews).execute();
    return true;
  });
}
