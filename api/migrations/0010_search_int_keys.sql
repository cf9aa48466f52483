-- Search speed, round 2: two compact integer arrays on the search row.
--   grams  the CJK characters and CJK bigrams of doc, each as one integer (ti_cjk_gram_keys; the same encoding as
--          cjkGramKeys in api/src/services/search.ts). Exact (no hashing: every gram has its own number), so
--          `grams @> …` needs no recheck, and — unlike the expression index of migration 410 — it is a cheap per-row
--          check: the planner may read the most watched rows first and filter them (a broad 夜市 page).
--   fkeys  every facet of the row as one integer: id * 4 + group (0 country, 1 area/city, 2 poi, 3 tag), plus 0 on
--          every row (its count is the total). The facets and the total of a search are one `unnest … GROUP BY`
--          over the matching rows, with no join.
-- A place that changes type changes the facet keys of the rows that carry it: those rows are recomputed.

-- the dense number of a CJK character (the ranges of ti_cjk_grams): 0 … 28159, NULL when not CJK
CREATE FUNCTION ti_cjk_code(c integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN c BETWEEN 13312 AND 40959 THEN c - 13312
              WHEN c BETWEEN 63744 AND 64255 THEN c - 63744 + 27648 END
$$;

-- a character → its code; a bigram → 28160 + code(first) * 28160 + code(second) (at most 793,008,639)
CREATE FUNCTION ti_cjk_gram_keys(t text) RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT v.k ORDER BY v.k), '{}')
    FROM regexp_matches(t, '[\u3400-\u9fff\uf900-\ufaff]+', 'g') AS r(m)
    CROSS JOIN LATERAL (
      SELECT ti_cjk_code(ascii(c)) AS a, ti_cjk_code(ascii(lead(c) OVER (ORDER BY i))) AS b
        FROM unnest(string_to_array(r.m[1], NULL)) WITH ORDINALITY AS u(c, i)
    ) s
    CROSS JOIN LATERAL (VALUES (s.a), (28160 + s.a * 28160 + s.b)) AS v(k)
   WHERE v.k IS NOT NULL
$$;

CREATE FUNCTION ti_facet_code(place_type text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE place_type WHEN 'country' THEN 0 WHEN 'poi' THEN 2 ELSE 1 END
$$;

-- the expression index and its very expensive function are no longer used by search
DROP INDEX experience_search_grams;
ALTER FUNCTION ti_cjk_grams(text) COST 100;

ALTER TABLE experience_search
  ADD COLUMN grams integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN fkeys integer[] NOT NULL DEFAULT '{0}';

DROP FUNCTION ti_search_rows(integer[]);
CREATE FUNCTION ti_search_rows(exp_ids integer[])
RETURNS TABLE (experience_id integer, doc text, place_ids integer[], tag_ids integer[],
               views_count integer, text_len integer, published_at timestamptz, grams integer[], fkeys integer[])
LANGUAGE sql STABLE AS $$
  SELECT e.id, d.doc, pl.id_list, tg.id_list, e.views_count,
         char_length(lower(e.title || ' ' || e.description)), e.published_at,
         ti_cjk_gram_keys(d.doc), ARRAY[0] || pl.keys || tg.keys
    FROM experiences e
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(DISTINCT x.id) FILTER (WHERE x.id IS NOT NULL), '{}') AS id_list,
             coalesce(array_agg(DISTINCT x.id * 4 + ti_facet_code(x.type)) FILTER (WHERE x.id IS NOT NULL), '{}')
               AS keys,
             coalesce(string_agg(DISTINCT x.name_en || ' ' || x.name_zh, ' '), '') AS names
        FROM experience_places ep
        JOIN places p ON p.id = ep.place_id
        CROSS JOIN LATERAL (VALUES (p.id), (p.area_id), (p.country_id)) AS v(pid)
        JOIN places x ON x.id = v.pid
       WHERE ep.experience_id = e.id
    ) pl
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(t.id), '{}') AS id_list,
             coalesce(array_agg(t.id * 4 + 3), '{}') AS keys,
             coalesce(string_agg(t.name_en || ' ' || t.name_zh, ' '), '') AS names
        FROM experience_tags et JOIN tags t ON t.id = et.tag_id
       WHERE et.experience_id = e.id
    ) tg
    CROSS JOIN LATERAL (
      SELECT lower(e.title || ' ' || e.description || ' ' || pl.names || ' ' || tg.names) AS doc
    ) d
   WHERE e.id = ANY (exp_ids) AND e.status = 'published' AND e.visible_type = 0
$$;

-- a place that changes type (after places_search_facet_kind has moved its pre-aggregated facet): its rows' keys
CREATE FUNCTION ti_search_on_place_type_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ti_search_refresh(ARRAY(SELECT experience_id FROM experience_search WHERE place_ids @> ARRAY[NEW.id]));
  RETURN NULL;
END
$$;
CREATE TRIGGER places_search_facet_rows AFTER UPDATE OF type ON places
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type) EXECUTE FUNCTION ti_search_on_place_type_rows();

-- fill the new columns of the existing rows from their doc and ids (place_ids and tag_ids are unchanged: the
-- guard lets this through)
UPDATE experience_search s
   SET grams = ti_cjk_gram_keys(s.doc),
       fkeys = ARRAY[0]
         || (SELECT coalesce(array_agg(p.id * 4 + ti_facet_code(p.type)), '{}') FROM places p WHERE p.id = ANY (s.place_ids))
         || (SELECT coalesce(array_agg(tid * 4 + 3), '{}') FROM unnest(s.tag_ids) AS tid);
UPDATE experience_search_meta SET version = version + 1 WHERE id = 1;

CREATE INDEX experience_search_gram_keys ON experience_search USING gin (grams);
