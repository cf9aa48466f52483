-- Search speed: everything a count or a facet needs is on the search row, and the unfiltered totals
-- and facets are kept pre-aggregated.
--   text_len          length of the title + description prefix of doc: `type_filter=experience` matches
--                     left(doc, text_len) instead of joining experiences
--   published_at      for `mode=latest` (newest first) without a join
--   experience_search_facets   per place / tag: how many search rows carry it (the facets of the no-term,
--                     no-filter search), by facet group (c country, a area/city, p poi, t tag; the top 20 of a group
--                     are an index range), and experience_search_meta.total (its total). Both are maintained by
--                     statement triggers on experience_search itself, so every path that adds or removes a search
--                     row keeps them exact: ti_search_refresh (the triggers on experiences and their links),
--                     ti_search_rebuild, and the ON DELETE CASCADE of a deleted experience.

-- the CJK grams move from a column into an expression index: the search row halves (a broad count or facet
-- computation reads every matching row), and `ti_cjk_grams(doc) @> …` is exact, so the index is never rechecked
DROP INDEX experience_search_grams;
ALTER TABLE experience_search
  DROP COLUMN grams,
  ADD COLUMN text_len integer NOT NULL DEFAULT 0,
  ADD COLUMN published_at timestamptz;
CREATE INDEX experience_search_grams ON experience_search USING gin (ti_cjk_grams(doc));
-- computing the grams of a row is expensive: tell the planner, so `ti_cjk_grams(doc) @> …` is always answered by
-- the (exact) index — never by a scan that computes the grams of every row, nor as a filter after other indexes
ALTER FUNCTION ti_cjk_grams(text) COST 100000;
CREATE INDEX experience_search_latest ON experience_search (published_at DESC NULLS LAST, experience_id DESC);

ALTER TABLE experience_search_meta ADD COLUMN total integer NOT NULL DEFAULT 0;

CREATE TABLE experience_search_facets (
  kind   char(1) NOT NULL CHECK (kind IN ('c', 'a', 'p', 't')),
  id     integer NOT NULL,
  count  integer NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX experience_search_facets_top ON experience_search_facets (kind, count DESC, id);

-- the facet group of a place type
CREATE FUNCTION ti_facet_kind(place_type text) RETURNS char(1)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE place_type WHEN 'country' THEN 'c' WHEN 'poi' THEN 'p' ELSE 'a' END)::char(1)
$$;

DROP FUNCTION ti_search_rows(integer[]);
CREATE FUNCTION ti_search_rows(exp_ids integer[])
RETURNS TABLE (experience_id integer, doc text, place_ids integer[], tag_ids integer[],
               views_count integer, text_len integer, published_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT e.id, d.doc, pl.id_list, tg.id_list, e.views_count,
         char_length(lower(e.title || ' ' || e.description)), e.published_at
    FROM experiences e
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(DISTINCT x.id) FILTER (WHERE x.id IS NOT NULL), '{}') AS id_list,
             coalesce(string_agg(DISTINCT x.name_en || ' ' || x.name_zh, ' '), '') AS names
        FROM experience_places ep
        JOIN places p ON p.id = ep.place_id
        CROSS JOIN LATERAL (VALUES (p.id), (p.area_id), (p.country_id)) AS v(pid)
        JOIN places x ON x.id = v.pid
       WHERE ep.experience_id = e.id
    ) pl
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(t.id), '{}') AS id_list,
             coalesce(string_agg(t.name_en || ' ' || t.name_zh, ' '), '') AS names
        FROM experience_tags et JOIN tags t ON t.id = et.tag_id
       WHERE et.experience_id = e.id
    ) tg
    CROSS JOIN LATERAL (
      SELECT lower(e.title || ' ' || e.description || ' ' || pl.names || ' ' || tg.names) AS doc
    ) d
   WHERE e.id = ANY (exp_ids) AND e.status = 'published' AND e.visible_type = 0
$$;

CREATE FUNCTION ti_search_rows_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO experience_search_facets AS f (kind, id, count)
  SELECT ti_facet_kind(p.type), u.pid, count(*)
    FROM new_rows CROSS JOIN LATERAL unnest(new_rows.place_ids) AS u(pid) JOIN places p ON p.id = u.pid
   GROUP BY p.type, u.pid
  UNION ALL
  SELECT 't', tid, count(*) FROM new_rows, unnest(new_rows.tag_ids) AS tid GROUP BY tid
  ON CONFLICT (kind, id) DO UPDATE SET count = f.count + excluded.count;
  UPDATE experience_search_meta SET total = total + (SELECT count(*) FROM new_rows) WHERE id = 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER experience_search_added AFTER INSERT ON experience_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ti_search_rows_added();

CREATE FUNCTION ti_search_rows_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- place ids are unique across the place groups: a place is found by id whatever its group
  UPDATE experience_search_facets f SET count = f.count - o.n
    FROM (SELECT false AS tag, pid AS id, count(*) AS n FROM old_rows, unnest(old_rows.place_ids) AS pid GROUP BY pid
          UNION ALL
          SELECT true, tid, count(*) FROM old_rows, unnest(old_rows.tag_ids) AS tid GROUP BY tid) o
   WHERE (f.kind = 't') = o.tag AND f.id = o.id;
  UPDATE experience_search_meta SET total = total - (SELECT count(*) FROM old_rows) WHERE id = 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER experience_search_removed AFTER DELETE ON experience_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ti_search_rows_removed();

-- search rows change only by delete + insert (ti_search_refresh); an UPDATE may touch views_count only
CREATE FUNCTION ti_search_rows_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.place_ids IS DISTINCT FROM OLD.place_ids OR NEW.tag_ids IS DISTINCT FROM OLD.tag_ids THEN
    RAISE EXCEPTION 'experience_search: place_ids and tag_ids change through ti_search_refresh only';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER experience_search_guard BEFORE UPDATE OF place_ids, tag_ids ON experience_search
  FOR EACH ROW EXECUTE FUNCTION ti_search_rows_guard();

-- a place that changes type moves to that facet group
CREATE FUNCTION ti_search_on_place_type() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE experience_search_facets SET kind = ti_facet_kind(NEW.type) WHERE kind <> 't' AND id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER places_search_facet_kind AFTER UPDATE OF type ON places
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type) EXECUTE FUNCTION ti_search_on_place_type();

CREATE OR REPLACE FUNCTION ti_search_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE experience_search_meta SET version = version + 1 WHERE id = 1;
  TRUNCATE experience_search, experience_search_facets;
  UPDATE experience_search_meta SET total = 0 WHERE id = 1;
  INSERT INTO experience_search SELECT * FROM ti_search_rows((SELECT array_agg(id) FROM experiences));
END
$$;

-- the experience's publication date is part of its row (mode=latest)
CREATE OR REPLACE FUNCTION ti_search_on_experience() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.title = OLD.title AND NEW.description = OLD.description
     AND NEW.status = OLD.status AND NEW.visible_type = OLD.visible_type
     AND NEW.published_at IS NOT DISTINCT FROM OLD.published_at THEN
    -- a counter changed: keep the ordering column current without recomputing the document
    IF NEW.views_count <> OLD.views_count THEN
      UPDATE experience_search SET views_count = NEW.views_count WHERE experience_id = NEW.id;
    END IF;
    RETURN NULL;
  END IF;
  PERFORM ti_search_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;

SELECT ti_search_rebuild();
