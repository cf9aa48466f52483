import { sql } from 'kysely';
import type { ExperienceSummary, Language, Place, Tag } from 'contract';
import type { Database } from '../db';
import { firstPlaceJoin, summarySelect, toSummary, type SummaryJoinRow } from './experiences';
import { PUBLIC_EXPERIENCE, findPlace } from './places';

/** Every tag, in id order, named in `lang`. */
export async function tagList(db: Database, lang: Language): Promise<Tag[]> {
  const rows = await db.selectFrom('tags').select(['id', 'slug', 'name_en', 'name_zh']).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: lang === 'en' ? r.name_en : r.name_zh }));
}

/**
 * The public experiences featuring the place with this Google place id (the 50 most watched), and the place; none
 * and null when the site does not know the place.
 */
export async function experiencesAtGooglePlace(
  db: Database,
  googlePlaceId: string,
  lang: Language,
): Promise<{ experiences: ExperienceSummary[]; place: Place | null }> {
  const row = await db
    .selectFrom('places')
    .select('id')
    .where('google_place_id', '=', googlePlaceId)
    .executeTakeFirst();
  if (!row) return { experiences: [], place: null };
  const { rows } = await sql<SummaryJoinRow>`
    SELECT ${summarySelect}
      FROM experiences e ${firstPlaceJoin}
     WHERE ${PUBLIC_EXPERIENCE}
       AND EXISTS (SELECT 1 FROM experience_places ep WHERE ep.experience_id = e.id AND ep.place_id = ${row.id})
     ORDER BY e.views_count DESC, e.id
     LIMIT 50`.execute(db);
  return { experiences: rows.map((r) => toSummary(r, lang)), place: await findPlace(db, row.id, lang) };
}
