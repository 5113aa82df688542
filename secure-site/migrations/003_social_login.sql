-- Social login (issue 17): a user may have no email; one provider identity maps to one user.

ALTER TABLE users ALTER COLUMN email DROP NOT NULL;

CREATE TABLE social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  username text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);

-- A login in progress: found by the hash of its state, bound to the frame that started it, used once.
CREATE TABLE social_logins (
  id uuid PRIMARY KEY,
  state_hash text NOT NULL UNIQUE,
  binding_hash text NOT NULL,
  provider text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  project_id text NOT NULL,
  host_origin text NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);
