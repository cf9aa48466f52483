-- Passkeys (WebAuthn): the credentials an account signs in with, and the challenges handed out for a ceremony.
CREATE TABLE passkeys (
  id             serial        PRIMARY KEY,
  user_id        integer       NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the credential's id as the authenticator gave it, base64url (at most 1023 bytes)
  credential_id  varchar(1400) NOT NULL UNIQUE,
  -- the COSE public key, base64url: what an assertion's signature is checked with (not a secret)
  public_key     text          NOT NULL,
  -- the WebAuthn user handle the credential was made for (one per account, random, never the account id)
  user_handle    varchar(128)  NOT NULL,
  -- the authenticator's signature counter as last seen: a later assertion must count higher (or both stay 0)
  sign_count     bigint        NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
  -- how the browser may reach the authenticator (usb, internal, hybrid, …), comma-joined
  transports     varchar(200)  NOT NULL DEFAULT '',
  name           varchar(64)   NOT NULL,
  created_at     timestamptz   NOT NULL DEFAULT now(),
  last_used_at   timestamptz
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id);

-- A challenge handed out with a ceremony's options: used once (deleted as it is taken), within its lifetime.
CREATE TABLE passkey_challenges (
  -- base64url of 32 random bytes
  challenge    varchar(128)  PRIMARY KEY,
  purpose      varchar(8)    NOT NULL CHECK (purpose IN ('sign_in', 'sign_up', 'add')),
  -- add: the signed-in account the passkey is for
  user_id      integer       REFERENCES users (id) ON DELETE CASCADE,
  -- sign_up: the address of the account to create
  email        varchar(254),
  -- sign_up and add: the user handle given to the authenticator
  user_handle  varchar(128),
  expires_at   timestamptz   NOT NULL
);
CREATE INDEX passkey_challenges_expires_idx ON passkey_challenges (expires_at);
