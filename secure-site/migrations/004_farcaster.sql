-- Sign In With Farcaster (issue 17): the secure site's channel relay. A channel is found by the hash of
-- its token; the one a frame opened is bound to that frame and becomes a login once, after the app
-- authenticated it with a signature the fid's custody address made.

CREATE TABLE farcaster_channels (
  token_hash text PRIMARY KEY,
  binding_hash text,
  project_id text,
  host_origin text,
  domain text NOT NULL,
  siwe_uri text NOT NULL,
  nonce text NOT NULL,
  not_before text,
  expiration_time text,
  request_id text,
  state text NOT NULL DEFAULT 'pending',
  message text,
  signature text,
  fid bigint,
  username text,
  display_name text,
  bio text,
  pfp_url text,
  custody text,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);

-- Social login inside Telegram's webview (no popup): where the callback returns the result to.
ALTER TABLE social_logins ADD COLUMN return_url text;
