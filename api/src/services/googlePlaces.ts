import type { Language, Place, PlaceType } from 'contract';
import type { Config } from '../config';
import type { Database } from '../db';
import { slugify } from '../db/seed';
import { ApiError } from '../http/errors';
import { ProviderError, providerJson } from '../providers/http';
import { findPlace } from './places';

/** The parts of a Place Details answer we read (https://developers.google.com/maps/documentation/places/web-service/details). */
export interface PlaceDetailsAnswer {
  status: string;
  result?: {
    place_id?: string;
    name?: string;
    geometry?: { location?: { lat?: number; lng?: number } };
    address_components?: { long_name: string; short_name: string; types: string[] }[];
  };
}

interface Details {
  name: string;
  lat: number | null;
  lng: number | null;
  country: string | null;
  area: { name: string; type: 'city' | 'area' } | null;
}

function readDetails(answer: PlaceDetailsAnswer): Details {
  const r = answer.result ?? {};
  const parts = r.address_components ?? [];
  const find = (type: string) => parts.find((c) => c.types.includes(type))?.long_name ?? null;
  const city = find('locality') ?? find('postal_town');
  const region = find('administrative_area_level_1');
  const lat = r.geometry?.location?.lat;
  const lng = r.geometry?.location?.lng;
  return {
    name: (r.name ?? '').trim(),
    lat: typeof lat === 'number' && lat >= -90 && lat <= 90 ? lat : null,
    lng: typeof lng === 'number' && lng >= -180 && lng <= 180 ? lng : null,
    country: find('country'),
    area: city ? { name: city, type: 'city' } : region ? { name: region, type: 'area' } : null,
  };
}

/** One Place Details call; Google's own statuses become our 404 / 502 (never leaking the key). */
async function details(config: Config['googlePlaces'], placeId: string, language: string): Promise<Details> {
  const url = new URL(`${config.apiUrl}/details/json`);
  url.searchParams.set('place_id', placeId);
  url.searchParams.set('fields', 'place_id,name,geometry,address_components');
  url.searchParams.set('language', language);
  url.searchParams.set('key', config.apiKey!);
  let answer: PlaceDetailsAnswer;
  try {
    const res = await providerJson<PlaceDetailsAnswer>(url.toString());
    answer = res.body;
  } catch (err) {
    if (err instanceof ProviderError) throw new ApiError(502, 'google_places_unavailable');
    throw err;
  }
  if (answer.status === 'NOT_FOUND' || answer.status === 'ZERO_RESULTS' || answer.status === 'INVALID_REQUEST') {
    throw new ApiError(404, 'google_place_not_found');
  }
  if (answer.status !== 'OK' || !answer.result?.name) throw new ApiError(502, 'google_places_unavailable');
  return readDetails(answer);
}

async function findOrCreateParent(
  db: Database,
  type: PlaceType,
  en: string,
  zh: string,
  countryId: number | null,
): Promise<number> {
  let q = db
    .selectFrom('places')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name_en']), '=', en.toLowerCase()));
  q = type === 'country' ? q.where('type', '=', 'country') : q.where('type', 'in', ['area', 'city']);
  if (countryId !== null) q = q.where('country_id', '=', countryId);
  const found = await q.orderBy('id').executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto('places')
    .values({
      type,
      name_en: en,
      name_zh: zh || en,
      slug: slugify(en) || 'place',
      country_id: countryId,
      area_id: null,
      lat: null,
      lng: null,
      google_place_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * POST /place?google_place_id=: the place we already have for this Google place, or a new point of interest
 * made from Place Details (names in English and Traditional Chinese, coordinates, its city/area and country,
 * found by English name or created).
 */
export async function findOrCreateGooglePlace(
  db: Database,
  config: Config['googlePlaces'],
  googlePlaceId: string,
  lang: Language,
): Promise<Place> {
  const existing = await db
    .selectFrom('places')
    .select('id')
    .where('google_place_id', '=', googlePlaceId)
    .executeTakeFirst();
  if (existing) return (await findPlace(db, existing.id, lang))!;
  if (!config.apiKey) throw new ApiError(503, 'google_places_not_configured');

  const [en, zh] = await Promise.all([details(config, googlePlaceId, 'en'), details(config, googlePlaceId, 'zh-TW')]);
  const id = await db.transaction().execute(async (trx) => {
    const countryId = en.country ? await findOrCreateParent(trx, 'country', en.country, zh.country ?? '', null) : null;
    const areaId = en.area
      ? await findOrCreateParent(trx, en.area.type, en.area.name, zh.area?.name ?? '', countryId)
      : null;
    const inserted = await trx
      .insertInto('places')
      .values({
        type: 'poi',
        name_en: en.name,
        name_zh: zh.name || en.name,
        slug: slugify(en.name) || 'place',
        country_id: countryId,
        area_id: areaId,
        lat: en.lat,
        lng: en.lng,
        google_place_id: googlePlaceId,
      })
      .onConflict((oc) => oc.column('google_place_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
    // created at the same moment by another request
    const row = await trx
      .selectFrom('places')
      .select('id')
      .where('google_place_id', '=', googlePlaceId)
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return (await findPlace(db, id, lang))!;
}
