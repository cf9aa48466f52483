-- Moderation: reports reach the admin, who can hide an experience or a post (and restore it); every action is
-- recorded.

-- A hidden item is kept (its author and the admin still see it, with the reason) but is gone for everyone else.
-- hidden_at and hidden_reason are set and cleared together.
ALTER TABLE experiences
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN hidden_reason text,
  ADD CONSTRAINT experiences_hidden_check
    CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL) AND char_length(hidden_reason) BETWEEN 1 AND 1000);
ALTER TABLE posts
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN hidden_reason text,
  ADD CONSTRAINT posts_hidden_check
    CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL) AND char_length(hidden_reason) BETWEEN 1 AND 1000);

-- A stored photo's file is served only while its post is not hidden (or to its author and the admin): the file
-- route finds the post by the file's name.
CREATE INDEX post_media_file_idx ON post_media (file);

-- One report per user and item: a second report of the same item by the same user says nothing new. Earlier
-- repeats are folded into the first one (the first is what the admin reads; the later ones add no reporter).
DELETE FROM experience_reports r
 USING experience_reports k
 WHERE k.experience_id = r.experience_id AND k.user_id = r.user_id AND k.id < r.id;
ALTER TABLE experience_reports
  ADD CONSTRAINT experience_reports_once UNIQUE (experience_id, user_id),
  -- when the admin dismissed it or acted on its item (status 'dismissed' or 'resolved')
  ADD COLUMN resolved_at timestamptz;

-- Reports on posts (their photos included), as on experiences.
CREATE TABLE post_reports (
  id           serial       PRIMARY KEY,
  post_id      integer      NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id      integer      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report       text         NOT NULL CHECK (char_length(report) BETWEEN 1 AND 2000),
  status       varchar(10)  NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
  created_at   timestamptz  NOT NULL DEFAULT now(),
  resolved_at  timestamptz,
  CONSTRAINT post_reports_once UNIQUE (post_id, user_id)
);
CREATE INDEX post_reports_user_idx ON post_reports (user_id, created_at DESC);
CREATE INDEX post_reports_open_idx ON post_reports (created_at) WHERE status = 'open';

-- What the admin did, for the audit list. The item is named by type and id without a foreign key: the record
-- outlives the item (a deleted post keeps its history); the admin's account may go, the record stays.
CREATE TABLE moderation_actions (
  id          serial       PRIMARY KEY,
  admin_id    integer      REFERENCES users (id) ON DELETE SET NULL,
  action      varchar(10)  NOT NULL CHECK (action IN ('hide', 'restore', 'dismiss')),
  item_type   varchar(10)  NOT NULL CHECK (item_type IN ('experience', 'post')),
  item_id     integer      NOT NULL,
  reason      text         NOT NULL DEFAULT '' CHECK (char_length(reason) <= 1000),
  created_at  timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX moderation_actions_created_idx ON moderation_actions (created_at DESC, id DESC);

-- When the admin was last told about new reports on an item: at most one mail per item an hour, whichever API
-- process took the report (one upsert decides).
CREATE TABLE report_notices (
  item_type    varchar(10)  NOT NULL CHECK (item_type IN ('experience', 'post')),
  item_id      integer      NOT NULL,
  notified_at  timestamptz  NOT NULL,
  PRIMARY KEY (item_type, item_id)
);

-- The search index holds public published experiences that are not hidden: hiding or restoring one refreshes
-- its row (and with it the posting lists, the facets, their counts and the index version) in the same statement.
CREATE OR REPLACE FUNCTION ti_search_rows(exp_ids integer[])
 RETURNS TABLE(experience_id integer, doc text, place_ids integer[], tag_ids integer[], views_count integer, text_len integer, published_at timestamp with time zone, grams integer[], fkeys integer[])
 LANGUAGE sql
 STABLE
AS $function$
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
   WHERE e.id = ANY (exp_ids) AND e.status = 'published' AND e.visible_type = 0 AND e.hidden_at IS NULL
$function$;

CREATE OR REPLACE FUNCTION ti_search_on_experience()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.title = OLD.title AND NEW.description = OLD.description
     AND NEW.status = OLD.status AND NEW.visible_type = OLD.visible_type
     AND NEW.published_at IS NOT DISTINCT FROM OLD.published_at
     AND NEW.hidden_at IS NOT DISTINCT FROM OLD.hidden_at THEN
    -- a counter changed: keep the ordering column current without recomputing the document
    IF NEW.views_count <> OLD.views_count THEN
      UPDATE experience_search SET views_count = NEW.views_count WHERE experience_id = NEW.id;
    END IF;
    RETURN NULL;
  END IF;
  PERFORM ti_search_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END
$function$;
