-- A user's email change in progress (UPDATE_EMAIL): the new address, and when the code mailed to
-- the current address was confirmed. One per user; a new request replaces it.
CREATE TABLE email_updates (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  primary_verified_at timestamptz,
  created_at timestamptz NOT NULL
);
