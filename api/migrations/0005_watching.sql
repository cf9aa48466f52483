-- Watching experiences: views counted once per visit, and reports for the admin.

-- One row per visitor and experience: the time the last counted view started its visit. A view is counted
-- when there is no row yet, or when the last counted one is older than 30 minutes (a new visit).
-- visitor: 'u:<user id>' for a signed-in viewer, else the sha256 (hex) of IP + user agent (no raw IP kept).
CREATE TABLE experience_view_visits (
  experience_id  integer      NOT NULL REFERENCES experiences (id) ON DELETE CASCADE,
  visitor        varchar(80)  NOT NULL,
  counted_at     timestamptz  NOT NULL DEFAULT now(),
  PRIMARY KEY (experience_id, visitor)
);
CREATE INDEX experience_view_visits_counted_at_idx ON experience_view_visits (counted_at);

-- Reports on experiences, kept for the admin.
CREATE TABLE experience_reports (
  id             serial       PRIMARY KEY,
  experience_id  integer      NOT NULL REFERENCES experiences (id) ON DELETE CASCADE,
  user_id        integer      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report         text         NOT NULL CHECK (char_length(report) BETWEEN 1 AND 2000),
  status         varchar(10)  NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
  created_at     timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX experience_reports_experience_idx ON experience_reports (experience_id);
CREATE INDEX experience_reports_user_idx ON experience_reports (user_id, created_at DESC);
CREATE INDEX experience_reports_open_idx ON experience_reports (created_at) WHERE status = 'open';
