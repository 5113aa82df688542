-- The secure site's schema. The same file runs on PGlite and on PostgreSQL.

CREATE TABLE projects (
  id text PRIMARY KEY,
  allowed_origins jsonb NOT NULL DEFAULT '[]'::jsonb,
  allow_preview_hosts boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

-- One secp256k1 key per user: the key sealed with a data key, the data key wrapped by a master key.
CREATE TABLE wallets (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  address text NOT NULL UNIQUE,
  sealed_key bytea NOT NULL,
  wrapped_data_key bytea NOT NULL,
  master_key_id text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Devices are known by the hash of the random id the frame keeps in its own origin's storage.
CREATE TABLE devices (
  email text NOT NULL,
  device_hash text NOT NULL,
  approved_at timestamptz,
  approval_token_hash text UNIQUE,
  approval_expires_at timestamptz,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (email, device_hash)
);

CREATE TABLE email_codes (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  device_hash text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX email_codes_lookup ON email_codes (email, device_hash, purpose, created_at DESC);

-- One row per address: when its last code went out (the 30 s server-side cooldown).
CREATE TABLE email_cooldowns (
  email text PRIMARY KEY,
  last_sent_at timestamptz NOT NULL
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id text NOT NULL,
  refresh_hash text NOT NULL UNIQUE,
  refresh_expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Fixed-window counters for per-IP and per-address limits.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
