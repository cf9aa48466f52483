-- The answers the API gave to writes that carried an Idempotency-Key header, so that a write sent again (a queue
-- replaying it after a lost answer, a retried request) is answered the same and applied once. One row per key and
-- caller (`scope`: `account:<id>` or `guest`): the request it answered (method, path, SHA-256 of the body) and its
-- answer; `status` is NULL while the first request is still being handled. A row is remembered 24 hours: one past
-- `expires_at` is never read, and the API deletes such rows as it writes new ones.
CREATE TABLE idempotency_keys (
  scope        text         NOT NULL,
  key          text         NOT NULL,
  method       text         NOT NULL,
  path         text         NOT NULL,
  body_sha256  text         NOT NULL,
  status       integer,
  answer       jsonb,
  created_at   timestamptz  NOT NULL DEFAULT now(),
  expires_at   timestamptz  NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);
