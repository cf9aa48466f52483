-- Planner: the inspiration list and trip plans of signed-in users.
-- A guest keeps both in browser storage (keys inspiration_pois and plan) until sign-up moves them here.

CREATE TABLE inspiration_pois (
  user_id     integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place_id    integer     NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_id, place_id)
);
CREATE INDEX inspiration_pois_user_idx ON inspiration_pois (user_id, created_at DESC);

CREATE TABLE plans (
  id             serial       PRIMARY KEY,
  user_id        integer      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_name      varchar(200) NOT NULL,
  notes          text         NOT NULL DEFAULT '',
  -- client-generated key of the guest → account move: the same key never creates a second plan
  migration_key  varchar(64),
  -- read-only share link (revocable: set back to NULL)
  share_token    varchar(64)  UNIQUE,
  created_at     timestamptz  NOT NULL DEFAULT now(),
  updated_at     timestamptz  NOT NULL DEFAULT now(),
  UNIQUE (user_id, migration_key)
);
CREATE INDEX plans_user_idx ON plans (user_id, updated_at DESC);

-- The places of a plan in order; one row per place (no duplicates).
CREATE TABLE plan_places (
  plan_id   integer      NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  place_id  integer      NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  position  integer      NOT NULL,
  type      varchar(30)  NOT NULL,
  notes     text         NOT NULL DEFAULT '',
  PRIMARY KEY (plan_id, place_id)
);
CREATE INDEX plan_places_order_idx ON plan_places (plan_id, position);
