-- Posts and reviews about places, their media, likes; and the history setting (profile).

CREATE TABLE posts (
  id               serial      PRIMARY KEY,
  user_id          integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place_id         integer     NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  batch_id         text        NOT NULL,
  body             text        NOT NULL,
  -- 0: a plain post; 1–5: a review with that star rating
  recommend        smallint    NOT NULL DEFAULT 0 CHECK (recommend BETWEEN 0 AND 5),
  is_local         boolean     NOT NULL DEFAULT false,
  -- the author's UTC offset in minutes east of UTC when writing (dates are shown in that timezone)
  timezone_offset  integer     NOT NULL DEFAULT 0,
  likes_count      integer     NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz
);
CREATE INDEX posts_place_idx ON posts (place_id, created_at DESC, id DESC);
CREATE INDEX posts_user_idx ON posts (user_id, created_at DESC, id DESC);

-- Uploaded media: first loose in a batch (post_id NULL), then attached to the post that uses them.
-- Loose uploads older than a day are removed by the media clean-up.
CREATE TABLE post_media (
  id          serial      PRIMARY KEY,
  user_id     integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_id     integer     REFERENCES posts (id) ON DELETE SET NULL,
  place_id    integer     REFERENCES places (id) ON DELETE SET NULL,
  batch_id    text        NOT NULL,
  -- 1 image (file is the stored name), 2 video (file is the YouTube id)
  type        smallint    NOT NULL DEFAULT 1 CHECK (type IN (1, 2)),
  file        text        NOT NULL,
  width       integer,
  height      integer,
  degree      smallint    NOT NULL DEFAULT 0 CHECK (degree IN (0, 90, 180, 270)),
  alt         text        NOT NULL DEFAULT '',
  position    integer     NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX post_media_post_idx ON post_media (post_id, position);
CREATE INDEX post_media_batch_idx ON post_media (user_id, batch_id);
CREATE INDEX post_media_loose_idx ON post_media (created_at) WHERE post_id IS NULL;

CREATE TABLE post_likes (
  user_id     integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_id     integer     NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, post_id)
);
CREATE INDEX post_likes_post_idx ON post_likes (post_id);

-- Per-user settings beyond the User fields; history_paused stops the viewing history from recording.
CREATE TABLE user_settings (
  user_id         integer     PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  history_paused  boolean     NOT NULL DEFAULT false,
  updated_at      timestamptz NOT NULL DEFAULT now()
);
