import { sql } from 'kysely';
import type { CountryFacet, InspirationPoi, Language } from 'contract';
import type { Database } from '../db';
import { notFound } from '../http/errors';
import { placeColumns, placeJoins, toPlace, type PlaceJoinRow } from './places';

/** The country a place counts in for the country filter: its country, or itself when it is a country. */
const countryOf = (row: Pick<PlaceJoinRow, 'type' | 'id' | 'country_id'>): number | null =>
  row.type === 'country' ? row.id : row.country_id;

/** Places by id in the given order, resolved as inspiration pois, optionally in one country (0 = all). */
export async function resolvePois(
  db: Database,
  ids: number[],
  countryId: number,
  lang: Language,
): Promise<InspirationPoi[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<PlaceJoinRow>`
    SELECT ${placeColumns()} FROM places p ${placeJoins()} WHERE p.id = ANY(${ids}::int[])`.execute(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: InspirationPoi[] = [];
  for (const id of new Set(ids)) {
    const row = byId.get(id);
    if (!row) continue;
    const country = countryOf(row);
    if (countryId !== 0 && country !== countryId) continue;
    out.push({ poi_id: row.id, country, place: toPlace(row, lang) });
  }
  return out;
}

/** The countries of the given places with how many of them fall in each, by name. */
export async function countriesOf(db: Database, ids: number[], lang: Language): Promise<CountryFacet[]> {
  const pois = await resolvePois(db, ids, 0, lang);
  const counts = new Map<number, CountryFacet>();
  for (const poi of pois) {
    if (poi.country === null || !poi.place) continue;
    const name = poi.place.type === 'country' ? poi.place.place_name : (poi.place.country?.country_name ?? '');
    const facet = counts.get(poi.country) ?? { id: poi.country, country_name: name, count: 0 };
    facet.count += 1;
    counts.set(poi.country, facet);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.country_name.localeCompare(b.country_name));
}

/** The user's inspiration place ids, newest first. */
export async function inspirationIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('inspiration_pois')
    .select('place_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('place_id', 'desc')
    .execute();
  return rows.map((r) => r.place_id);
}

/** Add places (already saved ones are kept as they are: adding again is harmless). Unknown ids → 404, nothing added. */
export async function addInspiration(db: Database, userId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const known = await db.selectFrom('places').select('id').where('id', 'in', unique).execute();
  if (known.length !== unique.length) throw notFound('place_not_found');
  await db
    .insertInto('inspiration_pois')
    .values(unique.map((place_id) => ({ user_id: userId, place_id })))
    .onConflict((oc) => oc.columns(['user_id', 'place_id']).doNothing())
    .execute();
  return inspirationIds(db, userId);
}

export async function removeInspiration(db: Database, userId: number, placeId: number): Promise<number[]> {
  await db.deleteFrom('inspiration_pois').where('user_id', '=', userId).where('place_id', '=', placeId).execute();
  return inspirationIds(db, userId);
}
