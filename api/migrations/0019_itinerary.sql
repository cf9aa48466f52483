-- Itineraries: a plan may have a start date and a time zone, and be split into days; each day lists some of the
-- plan's places in order (its stops), with a start time, a stay and how the leg to it is travelled. A place of the
-- plan in no day has no stop row. Removing a place from the plan (or the plan) removes its stop.

ALTER TABLE plans ADD COLUMN start_date date;
-- an IANA zone name (checked by the API against the platform's list)
ALTER TABLE plans ADD COLUMN time_zone varchar(64);

CREATE TABLE plan_days (
  plan_id      integer      NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  -- the day's place in the trip: 0 is the first day (its date is the plan's start_date)
  position     smallint     NOT NULL CHECK (position >= 0),
  name         varchar(100) NOT NULL DEFAULT '',
  -- how the day's legs are travelled unless a stop says otherwise
  travel_mode  varchar(8)   NOT NULL DEFAULT 'walk' CHECK (travel_mode IN ('walk', 'transit', 'drive')),
  -- the zone of the day's places; NULL: the plan's
  time_zone    varchar(64),
  PRIMARY KEY (plan_id, position)
);

-- A stop is one place of the plan in one day: the key (plan_id, place_id) keeps a place in one day only.
CREATE TABLE plan_stops (
  plan_id       integer   NOT NULL,
  place_id      integer   NOT NULL,
  day_position  smallint  NOT NULL,
  position      smallint  NOT NULL CHECK (position >= 0),
  -- minutes after midnight, on the place's clock; NULL: on arrival
  start_minute  smallint  CHECK (start_minute BETWEEN 0 AND 1439),
  stay_minutes  smallint  CHECK (stay_minutes BETWEEN 0 AND 1440),
  -- how the leg from the previous stop is travelled; NULL: the day's mode
  travel_mode   varchar(8) CHECK (travel_mode IN ('walk', 'transit', 'drive')),
  PRIMARY KEY (plan_id, place_id),
  FOREIGN KEY (plan_id, place_id) REFERENCES plan_places (plan_id, place_id) ON DELETE CASCADE,
  FOREIGN KEY (plan_id, day_position) REFERENCES plan_days (plan_id, position) ON DELETE CASCADE
);
CREATE INDEX plan_stops_day_idx ON plan_stops (plan_id, day_position, position);
