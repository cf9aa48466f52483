-- Foundation schema: accounts, sessions, places, tags, experiences.
-- Runs on PGlite (with its pg_trgm extension) and on PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id                  serial PRIMARY KEY,
  display_name        varchar(50)  NOT NULL,
  profile_color       varchar(16)  NOT NULL DEFAULT '#3aa8c1',
  email               varchar(254),
  unverified_email    varchar(254),
  social_email        varchar(254),
  avatar              text,
  password_hash       text,
  is_verified         boolean      NOT NULL DEFAULT false,
  interface_language  varchar(10)  NOT NULL DEFAULT 'zh-Hant-TW'
                        CHECK (interface_language IN ('zh-Hant-TW', 'en')),
  social_provider     varchar(16)  CHECK (social_provider IN ('facebook', 'google', 'twitter')),
  social_provider_id  varchar(255),
  created_at          timestamptz  NOT NULL DEFAULT now(),
  updated_at          timestamptz  NOT NULL DEFAULT now(),
  CHECK ((social_provider IS NULL) = (social_provider_id IS NULL))
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_social_key ON users (social_provider, social_provider_id) WHERE social_provider IS NOT NULL;

-- id is the sha256 (hex) of the random token kept in the browser's cookie: a stolen table leaks no usable token.
CREATE TABLE sessions (
  id            char(64)     PRIMARY KEY,
  user_id       integer      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  remember      boolean      NOT NULL DEFAULT false,
  created_at    timestamptz  NOT NULL DEFAULT now(),
  last_seen_at  timestamptz  NOT NULL DEFAULT now(),
  expires_at    timestamptz  NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- Countries, areas, cities and points of interest in one tree.
-- country_id: the country a place lies in; area_id: the area/city a point of interest lies in.
CREATE TABLE places (
  id               serial PRIMARY KEY,
  type             varchar(8)    NOT NULL CHECK (type IN ('country', 'area', 'city', 'poi')),
  country_id       integer       REFERENCES places (id) ON DELETE RESTRICT,
  area_id          integer       REFERENCES places (id) ON DELETE RESTRICT,
  name_en          varchar(200)  NOT NULL,
  name_zh          varchar(200)  NOT NULL,
  slug             varchar(200)  NOT NULL,
  lat              double precision CHECK (lat BETWEEN -90 AND 90),
  lng              double precision CHECK (lng BETWEEN -180 AND 180),
  google_place_id  varchar(255)  UNIQUE,
  is_featured      boolean       NOT NULL DEFAULT false,
  created_at       timestamptz   NOT NULL DEFAULT now()
);
CREATE INDEX places_country_id_idx ON places (country_id);
CREATE INDEX places_area_id_idx ON places (area_id);
CREATE INDEX places_type_idx ON places (type);
CREATE INDEX places_name_en_trgm ON places USING gin (name_en gin_trgm_ops);
CREATE INDEX places_name_zh_trgm ON places USING gin (name_zh gin_trgm_ops);

CREATE TABLE tags (
  id       serial PRIMARY KEY,
  name_en  varchar(100) NOT NULL,
  name_zh  varchar(100) NOT NULL,
  slug     varchar(100) NOT NULL UNIQUE
);
CREATE INDEX tags_name_en_trgm ON tags USING gin (name_en gin_trgm_ops);
CREATE INDEX tags_name_zh_trgm ON tags USING gin (name_zh gin_trgm_ops);

-- visible_type: 0 public, 1 private, 2 unlisted. Counters are changed only with atomic
-- `SET x = x + 1` updates (or recomputed from their own tables) so concurrent requests never lose a count.
CREATE TABLE experiences (
  id            serial PRIMARY KEY,
  user_id       integer       NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title         varchar(200)  NOT NULL,
  description   text          NOT NULL DEFAULT '',
  video_type    varchar(8)    NOT NULL CHECK (video_type IN ('youtube', 'vimeo')),
  video_id      varchar(64)   NOT NULL,
  duration      integer       NOT NULL DEFAULT 0 CHECK (duration >= 0),
  author        varchar(200)  NOT NULL DEFAULT '',
  likes_count   integer       NOT NULL DEFAULT 0 CHECK (likes_count >= 0),
  views_count   integer       NOT NULL DEFAULT 0 CHECK (views_count >= 0),
  visible_type  smallint      NOT NULL DEFAULT 0 CHECK (visible_type IN (0, 1, 2)),
  status        varchar(10)   NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  slug          varchar(200)  NOT NULL,
  is_featured   boolean       NOT NULL DEFAULT false,
  created_at    timestamptz   NOT NULL DEFAULT now(),
  updated_at    timestamptz   NOT NULL DEFAULT now(),
  published_at  timestamptz
);
CREATE INDEX experiences_user_id_idx ON experiences (user_id);
CREATE INDEX experiences_listing_idx ON experiences (status, visible_type, views_count DESC);
CREATE INDEX experiences_title_trgm ON experiences USING gin (title gin_trgm_ops);

CREATE TABLE experience_places (
  id             serial PRIMARY KEY,
  experience_id  integer  NOT NULL REFERENCES experiences (id) ON DELETE CASCADE,
  place_id       integer  NOT NULL REFERENCES places (id) ON DELETE RESTRICT,
  time           integer  NOT NULL DEFAULT 0 CHECK (time >= 0),
  notes          text     NOT NULL DEFAULT '',
  position       integer  NOT NULL DEFAULT 0 CHECK (position >= 0),
  UNIQUE (experience_id, position)
);
CREATE INDEX experience_places_place_id_idx ON experience_places (place_id);

CREATE TABLE experience_tags (
  experience_id  integer NOT NULL REFERENCES experiences (id) ON DELETE CASCADE,
  tag_id         integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (experience_id, tag_id)
);
CREATE INDEX experience_tags_tag_id_idx ON experience_tags (tag_id);
