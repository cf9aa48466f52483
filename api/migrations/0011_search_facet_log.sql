-- Facet counting in the API: the API keeps a copy of every search row's facet keys
-- (experience_search.fkeys) in memory and counts the facets of a search from the ids of its matching rows, which
-- one statement returns together with the search-index version it saw. The copy follows the index through this
-- log: every statement that adds or removes search rows bumps the version and logs each row at that version
-- (fkeys NULL = removed). Writers serialise on the meta row (they update it before logging), so versions are
-- logged in commit order and a copy that has applied everything up to version V is exact at V.
--   experience_search_log          (version, experience_id, fkeys, logged_at); kept for an hour
--   experience_search_meta.log_from   a copy at this version or later can catch up from the log; an older one
--                                     reloads

CREATE TABLE experience_search_log (
  version        bigint NOT NULL,
  experience_id  integer NOT NULL,
  fkeys          integer[],
  logged_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX experience_search_log_version ON experience_search_log (version);
CREATE INDEX experience_search_log_time ON experience_search_log (logged_at);

ALTER TABLE experience_search_meta ADD COLUMN log_from bigint NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION ti_search_rows_added() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  INSERT INTO experience_search_facets AS f (kind, id, count)
  SELECT ti_facet_kind(p.type), u.pid, count(*)
    FROM new_rows CROSS JOIN LATERAL unnest(new_rows.place_ids) AS u(pid) JOIN places p ON p.id = u.pid
   GROUP BY p.type, u.pid
  UNION ALL
  SELECT 't', tid, count(*) FROM new_rows, unnest(new_rows.tag_ids) AS tid GROUP BY tid
  ON CONFLICT (kind, id) DO UPDATE SET count = f.count + excluded.count;
  UPDATE experience_search_meta SET total = total + (SELECT count(*) FROM new_rows), version = version + 1
   WHERE id = 1 RETURNING version INTO v;
  INSERT INTO experience_search_log (version, experience_id, fkeys) SELECT v, experience_id, fkeys FROM new_rows;
  -- entries older than an hour go (one version's entries share their transaction's time, so go together)
  WITH gone AS (DELETE FROM experience_search_log WHERE logged_at < now() - interval '1 hour' RETURNING version)
  UPDATE experience_search_meta SET log_from = (SELECT max(version) FROM gone)
   WHERE id = 1 AND EXISTS (SELECT 1 FROM gone);
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION ti_search_rows_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  -- place ids are unique across the place groups: a place is found by id whatever its group
  UPDATE experience_search_facets f SET count = f.count - o.n
    FROM (SELECT false AS tag, pid AS id, count(*) AS n FROM old_rows, unnest(old_rows.place_ids) AS pid GROUP BY pid
          UNION ALL
          SELECT true, tid, count(*) FROM old_rows, unnest(old_rows.tag_ids) AS tid GROUP BY tid) o
   WHERE (f.kind = 't') = o.tag AND f.id = o.id;
  UPDATE experience_search_meta SET total = total - (SELECT count(*) FROM old_rows), version = version + 1
   WHERE id = 1 RETURNING version INTO v;
  INSERT INTO experience_search_log (version, experience_id, fkeys) SELECT v, experience_id, NULL FROM old_rows;
  RETURN NULL;
END
$$;

-- a rebuild replaces every row: instead of logging them all, the log restarts after it (copies reload)
CREATE OR REPLACE FUNCTION ti_search_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE experience_search_meta SET version = version + 1 WHERE id = 1;
  TRUNCATE experience_search, experience_search_facets;
  UPDATE experience_search_meta SET total = 0 WHERE id = 1;
  INSERT INTO experience_search SELECT * FROM ti_search_rows((SELECT array_agg(id) FROM experiences));
  TRUNCATE experience_search_log;
  UPDATE experience_search_meta SET version = version + 1, log_from = version + 1 WHERE id = 1;
END
$$;

UPDATE experience_search_meta SET version = version + 1, log_from = version + 1 WHERE id = 1;
