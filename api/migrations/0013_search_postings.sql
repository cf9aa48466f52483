-- Search speed, round 5: posting lists. A broad term without filters ("夜市", "market": a quarter of all
-- rows) spent most of its time finding its rows through GIN and visiting each of them for its id (~20 ms for 50k
-- rows however narrow the row). For every gram key and word of the search rows, the ids of the rows that carry it
-- are kept packed (4 bytes each, `int4send`), in buckets of 4096 ids, so such a term reads a few dozen short
-- values instead (services/search.ts uses them when every word of the term is answered exactly by its keys and
-- nothing else narrows the search; everything else still goes through the GIN indexes).
--   key     a gram key (grams, ≥ 0) or a word: minus its search_words id
--   bucket  experience_id >> 12
--   ids     the ids of that bucket's rows carrying the key, packed, in no particular order
-- Kept exact by statement triggers on experience_search (like the facets and the log, in the same statement), so
-- they follow every path that adds or removes a search row; a TRUNCATE (ti_search_rebuild) empties them.

CREATE TABLE experience_search_postings (
  key     integer NOT NULL,
  bucket  integer NOT NULL,
  ids     bytea   NOT NULL,
  PRIMARY KEY (key, bucket)
);
-- packed ids do not compress: store long ones out of line as they are
ALTER TABLE experience_search_postings ALTER COLUMN ids SET STORAGE EXTERNAL;

-- the posting keys of a search row
CREATE FUNCTION ti_search_posting_keys(grams integer[], words integer[]) RETURNS SETOF integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT unnest(grams) UNION ALL SELECT -unnest(words)
$$;

CREATE FUNCTION ti_search_postings_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO experience_search_postings AS p (key, bucket, ids)
  SELECT k, n.experience_id >> 12, string_agg(int4send(n.experience_id), ''::bytea)
    FROM new_rows n CROSS JOIN LATERAL ti_search_posting_keys(n.grams, n.words) AS k
   GROUP BY 1, 2
  ON CONFLICT (key, bucket) DO UPDATE SET ids = p.ids || excluded.ids;
  RETURN NULL;
END
$$;
CREATE TRIGGER experience_search_postings_added AFTER INSERT ON experience_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ti_search_postings_added();

-- packed ids without the given ones (each packed too): found with position(), which may also match across two
-- neighbouring ids (at an offset that is not a multiple of 4); then every id is compared instead
CREATE FUNCTION ti_packed_ids_without(packed bytea, gone bytea[]) RETURNS bytea
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  one bytea;
  at integer;
BEGIN
  FOREACH one IN ARRAY gone LOOP
    at := position(one IN packed);
    IF at = 0 THEN CONTINUE; END IF;
    IF at % 4 <> 1 THEN
      RETURN (SELECT coalesce(string_agg(substr(packed, i * 4 + 1, 4), ''::bytea ORDER BY i), ''::bytea)
                FROM generate_series(0, length(packed) / 4 - 1) AS i
               WHERE substr(packed, i * 4 + 1, 4) <> ALL (gone));
    END IF;
    packed := overlay(packed PLACING ''::bytea FROM at FOR 4);
  END LOOP;
  RETURN packed;
END
$$;

CREATE FUNCTION ti_search_postings_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE experience_search_postings p
     SET ids = ti_packed_ids_without(p.ids, o.gone)
    FROM (SELECT k, o.experience_id >> 12 AS bucket, array_agg(int4send(o.experience_id)) AS gone
            FROM old_rows o CROSS JOIN LATERAL ti_search_posting_keys(o.grams, o.words) AS k
           GROUP BY 1, 2) o
   WHERE p.key = o.k AND p.bucket = o.bucket;
  RETURN NULL;
END
$$;
CREATE TRIGGER experience_search_postings_removed AFTER DELETE ON experience_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ti_search_postings_removed();

CREATE FUNCTION ti_search_postings_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE experience_search_postings;
  RETURN NULL;
END
$$;
CREATE TRIGGER experience_search_postings_truncated AFTER TRUNCATE ON experience_search
  FOR EACH STATEMENT EXECUTE FUNCTION ti_search_postings_truncated();

-- an UPDATE of a search row may change views_count only (ti_search_rows_guard covers place_ids and tag_ids; grams
-- and words change through ti_search_refresh too)
CREATE OR REPLACE FUNCTION ti_search_rows_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.place_ids IS DISTINCT FROM OLD.place_ids OR NEW.tag_ids IS DISTINCT FROM OLD.tag_ids
     OR NEW.grams IS DISTINCT FROM OLD.grams OR NEW.words IS DISTINCT FROM OLD.words THEN
    RAISE EXCEPTION 'experience_search: place_ids, tag_ids, grams and words change through ti_search_refresh only';
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER experience_search_guard ON experience_search;
CREATE TRIGGER experience_search_guard BEFORE UPDATE OF place_ids, tag_ids, grams, words ON experience_search
  FOR EACH ROW EXECUTE FUNCTION ti_search_rows_guard();

INSERT INTO experience_search_postings (key, bucket, ids)
SELECT k, s.experience_id >> 12, string_agg(int4send(s.experience_id), ''::bytea)
  FROM experience_search s CROSS JOIN LATERAL ti_search_posting_keys(s.grams, s.words) AS k
 GROUP BY 1, 2;
