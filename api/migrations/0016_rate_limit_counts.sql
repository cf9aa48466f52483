-- Rate-limit counts of the account endpoints, kept in the database so that every API process behind the load
-- balancer counts the same attempts (an attacker gains nothing by spreading requests over processes).
-- One row per counted key (action, scope and who: an IP, an account, or both), a fixed window each:
-- `count` attempts since the window began, and the window ends at `reset_at` (a later attempt starts a new one).
-- Rows whose window has ended are deleted by the API as it goes.
CREATE TABLE rate_limit_counts (
  key       text         PRIMARY KEY,
  count     integer      NOT NULL,
  reset_at  timestamptz  NOT NULL
);
CREATE INDEX rate_limit_counts_reset_idx ON rate_limit_counts (reset_at);
