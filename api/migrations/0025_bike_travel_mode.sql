-- A day's legs, or one stop's leg, may be cycled: `bike` joins the travel modes (the routing service's cycling
-- profile, Google's bicycling directions, or the estimate at a cyclist's speed). The checks were declared inline in
-- the itinerary's migration, so they carry PostgreSQL's generated names `<table>_<column>_check`.
ALTER TABLE plan_days DROP CONSTRAINT plan_days_travel_mode_check;
ALTER TABLE plan_days
  ADD CONSTRAINT plan_days_travel_mode_check CHECK (travel_mode IN ('walk', 'bike', 'transit', 'drive'));
ALTER TABLE plan_stops DROP CONSTRAINT plan_stops_travel_mode_check;
ALTER TABLE plan_stops
  ADD CONSTRAINT plan_stops_travel_mode_check CHECK (travel_mode IN ('walk', 'bike', 'transit', 'drive'));
