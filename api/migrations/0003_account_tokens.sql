-- Accounts issue: single-use e-mail verification and password-reset tokens.
-- Only the sha256 (hex) of the random secret is stored: a leaked table yields no usable link.
CREATE TABLE account_tokens (
  id          serial       PRIMARY KEY,
  user_id     integer      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     varchar(8)   NOT NULL CHECK (purpose IN ('verify', 'reset')),
  token_hash  char(64)     NOT NULL UNIQUE,
  -- verify: the address this link confirms (a later change of address makes the link useless)
  email       varchar(254),
  created_at  timestamptz  NOT NULL DEFAULT now(),
  expires_at  timestamptz  NOT NULL,
  used_at     timestamptz
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose);
CREATE INDEX account_tokens_expires_idx ON account_tokens (expires_at);
