-- Experience search: one denormalised row per PUBLIC PUBLISHED experience, kept current by triggers.
--   doc        lower-cased title, description, names (en + zh) of its places, their areas and countries, and its tags
--   grams      the CJK characters and CJK bigrams of doc: 1-2 character Chinese terms ('台', '夜市') cannot use
--              trigrams, so they are matched with `grams @> …` (GIN) and then rechecked with LIKE
--   place_ids  its places plus their areas and countries (filters and facets); tag_ids its tags
-- Private, unlisted and draft experiences have no row, so search can never return them.

CREATE FUNCTION ti_cjk_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT v.g), '{}')
    FROM (
      SELECT c, lead(c) OVER (ORDER BY i) AS n
        FROM unnest(string_to_array(t, NULL)) WITH ORDINALITY AS u(c, i)
    ) s
    CROSS JOIN LATERAL (VALUES (s.c), (s.c || s.n)) AS v(g)
   WHERE (ascii(s.c) BETWEEN 13312 AND 40959 OR ascii(s.c) BETWEEN 63744 AND 64255)
     AND (v.g = s.c OR ascii(s.n) BETWEEN 13312 AND 40959 OR ascii(s.n) BETWEEN 63744 AND 64255)
$$;

CREATE TABLE experience_search (
  experience_id  integer  PRIMARY KEY REFERENCES experiences (id) ON DELETE CASCADE,
  doc            text     NOT NULL,
  grams          text[]   NOT NULL,
  place_ids      integer[] NOT NULL,
  tag_ids        integer[] NOT NULL,
  views_count    integer  NOT NULL DEFAULT 0
);
CREATE INDEX experience_search_doc_trgm ON experience_search USING gin (doc gin_trgm_ops);
CREATE INDEX experience_search_grams ON experience_search USING gin (grams);
CREATE INDEX experience_search_place_ids ON experience_search USING gin (place_ids);
CREATE INDEX experience_search_tag_ids ON experience_search USING gin (tag_ids);
CREATE INDEX experience_search_views ON experience_search (views_count DESC, experience_id);

-- bumped (transactionally) whenever a search row is added, removed or recomputed: counts and facets are cached
-- per version, and a query reads the version in the same snapshot as the counts it computes
CREATE TABLE experience_search_meta (id smallint PRIMARY KEY CHECK (id = 1), version bigint NOT NULL);
INSERT INTO experience_search_meta VALUES (1, 0);

-- the search row of the given experiences, computed from the source tables (no row when not public)
CREATE FUNCTION ti_search_rows(exp_ids integer[])
RETURNS TABLE (experience_id integer, doc text, grams text[], place_ids integer[], tag_ids integer[], views_count integer)
LANGUAGE sql STABLE AS $$
  SELECT e.id, d.doc, ti_cjk_grams(d.doc), pl.id_list, tg.id_list, e.views_count
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

CREATE FUNCTION ti_search_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(ids, 1), 0) = 0 THEN RETURN; END IF;
  UPDATE experience_search_meta SET version = version + 1 WHERE id = 1;
  DELETE FROM experience_search WHERE experience_id = ANY (ids);
  INSERT INTO experience_search SELECT * FROM ti_search_rows(ids);
END
$$;

-- rebuild everything (after a bulk load with triggers off, e.g. the benchmark)
CREATE FUNCTION ti_search_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE experience_search_meta SET version = version + 1 WHERE id = 1;
  DELETE FROM experience_search;
  INSERT INTO experience_search SELECT * FROM ti_search_rows((SELECT array_agg(id) FROM experiences));
END
$$;

CREATE FUNCTION ti_search_on_experience() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.title = OLD.title AND NEW.description = OLD.description
     AND NEW.status = OLD.status AND NEW.visible_type = OLD.visible_type THEN
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
CREATE TRIGGER experiences_search AFTER INSERT OR UPDATE ON experiences
  FOR EACH ROW EXECUTE FUNCTION ti_search_on_experience();

CREATE FUNCTION ti_search_on_link() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM ti_search_refresh(ARRAY[OLD.experience_id]); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM ti_search_refresh(ARRAY[NEW.experience_id]); END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER experience_places_search AFTER INSERT OR UPDATE OR DELETE ON experience_places
  FOR EACH ROW EXECUTE FUNCTION ti_search_on_link();
CREATE TRIGGER experience_tags_search AFTER INSERT OR UPDATE OR DELETE ON experience_tags
  FOR EACH ROW EXECUTE FUNCTION ti_search_on_link();

-- renaming or moving a place / renaming a tag changes the documents that mention it
CREATE FUNCTION ti_search_on_place() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ti_search_refresh(ARRAY(
    SELECT DISTINCT ep.experience_id FROM experience_places ep JOIN places p ON p.id = ep.place_id
     WHERE p.id = NEW.id OR p.area_id = NEW.id OR p.country_id = NEW.id));
  RETURN NULL;
END
$$;
CREATE TRIGGER places_search AFTER UPDATE OF name_en, name_zh, area_id, country_id ON places
  FOR EACH ROW EXECUTE FUNCTION ti_search_on_place();

CREATE FUNCTION ti_search_on_tag() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ti_search_refresh(ARRAY(SELECT experience_id FROM experience_tags WHERE tag_id = NEW.id));
  RETURN NULL;
END
$$;
CREATE TRIGGER tags_search AFTER UPDATE OF name_en, name_zh ON tags
  FOR EACH ROW EXECUTE FUNCTION ti_search_on_tag();

SELECT ti_search_rebuild();
