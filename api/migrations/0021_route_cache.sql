-- Routes answered by the routing service (OSRM), kept for a while so that the same leg is not asked again by any API
-- process: one row per leg, keyed by the source, the mode and both ends rounded to 5 decimals (about a metre).
-- Only answers are kept (never estimates or failures); a row past `expires_at` is not read, and the API deletes
-- such rows as it writes new ones.
CREATE TABLE route_cache (
  key         text         PRIMARY KEY,
  distance_m  integer      NOT NULL CHECK (distance_m >= 0),
  duration_s  integer      NOT NULL CHECK (duration_s >= 0),
  -- the route line as a JSON array of [lng, lat] points; NULL: the source gave none
  geometry    jsonb,
  expires_at  timestamptz  NOT NULL
);
CREATE INDEX route_cache_expires_idx ON route_cache (expires_at);
