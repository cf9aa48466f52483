-- What a signed-in user does with experiences: likes, favorites and the viewing history.
-- Shared by the watching issue (writes) and the profile issue (lists): one row per user and experience.
CREATE TABLE experience_likes (
  user_id        integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  experience_id  integer     NOT NULL REFERENCES experiences (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, experience_id)
);
CREATE INDEX experience_likes_experience_idx ON experience_likes (experience_id);

CREATE TABLE experience_favorites (
  user_id        integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  experience_id  integer     NOT NULL REFERENCES experiences (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, experience_id)
);
CREATE INDEX experience_favorites_user_idx ON experience_favorites (user_id, created_at DESC);

-- One entry per user and experience; watching again moves it to the top (viewed_at).
CREATE TABLE view_history (
  user_id        integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  experience_id  integer     NOT NULL REFERENCES experiences (id) ON DELETE CASCADE,
  viewed_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, experience_id)
);
CREATE INDEX view_history_user_idx ON view_history (user_id, viewed_at DESC);
