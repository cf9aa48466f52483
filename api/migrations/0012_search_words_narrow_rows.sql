-- Search speed, round 4: a broad term reads tens of thousands of search rows, and the cost is in visiting
-- their heap pages (GIN gives row addresses; the id of each match is on its page). Two changes:
--   words   the Latin-script words of doc (its maximal runs of a-z and 0-9) as ids of the dictionary search_words.
--           A term word made of a-z/0-9 only can only occur inside one such run, so "doc contains the word" is
--           exactly "one of the row's words contains it": `words && <ids of the dictionary words containing it>`
--           (found with the dictionary's trigram index). Exact, like `grams` for Chinese: no LIKE recheck of
--           every candidate row any more.
--   experience_search_docs   doc (and text_len) move to a side table: the search row keeps only what a count,
--           a facet read or a page needs (ids, order columns, grams, words, facet keys), about half as wide. doc
--           is still read — through the side table's trigram index — for words of other characters (accents,
--           mixed scripts), Chinese words of 3+ characters (rechecked after `grams`) and `type_filter=experience`.
-- The dictionary only grows (a word of a deleted experience matches no row). Writers add words while holding the
-- meta-row lock (ti_search_refresh and ti_search_rebuild take it first).

CREATE TABLE search_words (
  id    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  word  text NOT NULL UNIQUE
);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);

CREATE TABLE experience_search_docs (
  experience_id  integer PRIMARY KEY REFERENCES experience_search (experience_id) ON DELETE CASCADE,
  -- lower-cased title, description, names (en + zh) of its places, their areas and countries, and its tags
  doc            text    NOT NULL,
  -- length of the title + description prefix of doc (type_filter=experience)
  text_len       integer NOT NULL
);
CREATE INDEX experience_search_docs_trgm ON experience_search_docs USING gin (doc gin_trgm_ops);

DROP INDEX experience_search_doc_trgm;
ALTER TABLE experience_search
  DROP COLUMN doc,
  DROP COLUMN text_len,
  ADD COLUMN words integer[] NOT NULL DEFAULT '{}';

-- the search rows (and docs) of the given experiences, from ti_search_rows (migration 411, unchanged), adding
-- their new words to the dictionary. One statement, set-based (a rebuild inserts 200k rows): the dictionary is the
-- words it had (visible: the caller holds the meta-row lock, taken before this statement's snapshot, so no other
-- writer is adding words) plus the ones this statement adds.
CREATE FUNCTION ti_search_insert(exp_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH r AS MATERIALIZED (SELECT * FROM ti_search_rows(exp_ids)),
       row_word AS MATERIALIZED (
         SELECT DISTINCT r.experience_id, w.word
           FROM r CROSS JOIN LATERAL regexp_split_to_table(r.doc, '[^a-z0-9]+') AS w(word)
          WHERE w.word <> ''),
       added_words AS (
         INSERT INTO search_words (word) SELECT DISTINCT word FROM row_word
         ON CONFLICT (word) DO NOTHING
         RETURNING id, word),
       dictionary AS (
         SELECT id, word FROM added_words
         UNION ALL
         SELECT sw.id, sw.word FROM search_words sw WHERE sw.word IN (SELECT word FROM row_word)),
       row_words AS (
         SELECT rw.experience_id, array_agg(d.id ORDER BY d.id) AS words
           FROM row_word rw JOIN dictionary d ON d.word = rw.word
          GROUP BY rw.experience_id),
       added AS (
         INSERT INTO experience_search (experience_id, place_ids, tag_ids, views_count, published_at, grams, fkeys, words)
         SELECT r.experience_id, r.place_ids, r.tag_ids, r.views_count, r.published_at, r.grams, r.fkeys,
                coalesce(rw.words, '{}')
           FROM r LEFT JOIN row_words rw ON rw.experience_id = r.experience_id)
  INSERT INTO experience_search_docs (experience_id, doc, text_len) SELECT experience_id, doc, text_len FROM r
$$;

CREATE OR REPLACE FUNCTION ti_search_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(ids, 1), 0) = 0 THEN RETURN; END IF;
  UPDATE experience_search_meta SET version = version + 1 WHERE id = 1;
  DELETE FROM experience_search WHERE experience_id = ANY (ids);
  PERFORM ti_search_insert(ids);
END
$$;

CREATE OR REPLACE FUNCTION ti_search_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE experience_search_meta SET version = version + 1 WHERE id = 1;
  TRUNCATE experience_search, experience_search_docs, experience_search_facets;
  UPDATE experience_search_meta SET total = 0 WHERE id = 1;
  PERFORM ti_search_insert((SELECT array_agg(id) FROM experiences));
  TRUNCATE experience_search_log;
  UPDATE experience_search_meta SET version = version + 1, log_from = version + 1 WHERE id = 1;
END
$$;

CREATE INDEX experience_search_words ON experience_search USING gin (words);

-- rewrite every row without the dropped columns (and fill words)
SELECT ti_search_rebuild();
