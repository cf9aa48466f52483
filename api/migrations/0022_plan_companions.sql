-- Plans together: a plan's companions, invitations by link, and a record of every change.
-- The owner stays plans.user_id; the other members are listed here as editors or viewers.

-- bumped by one on every change of the plan (its content or its members); a write says the version it was based on
ALTER TABLE plans ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE TABLE plan_members (
  plan_id    integer     NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  user_id    integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role       varchar(8)  NOT NULL CHECK (role IN ('editor', 'viewer')),
  joined_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (plan_id, user_id)
);
CREATE INDEX plan_members_user_idx ON plan_members (user_id);

-- An invitation link: its token is stored as its SHA-256 (a database leak reveals no working link); it works once,
-- until it expires or the plan's owner revokes it.
CREATE TABLE plan_invites (
  id           serial       PRIMARY KEY,
  plan_id      integer      NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  token_hash   varchar(64)  NOT NULL UNIQUE,
  role         varchar(8)   NOT NULL CHECK (role IN ('editor', 'viewer')),
  -- the address it was mailed to, if it was
  email        varchar(254),
  created_by   integer      REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz  NOT NULL DEFAULT now(),
  expires_at   timestamptz  NOT NULL,
  revoked_at   timestamptz,
  accepted_by  integer      REFERENCES users (id) ON DELETE SET NULL,
  accepted_at  timestamptz
);
CREATE INDEX plan_invites_plan_idx ON plan_invites (plan_id, created_at DESC);

-- One row per version of a plan after the first: who changed what, when. `changes` is phrased data (a client says
-- "Ana moved Senso-ji to day 2" from it); `touched` names the fields the change wrote, so a write based on an older
-- version conflicts exactly when it would overwrite one of them.
CREATE TABLE plan_activity (
  plan_id     integer     NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  version     integer     NOT NULL,
  user_id     integer     REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  changes     jsonb       NOT NULL,
  touched     text[]      NOT NULL,
  PRIMARY KEY (plan_id, version)
);
