-- Play sessions of the sandbox venue page: a spent launch ticket opens a session the page's
-- bet form carries (a random token, stored only as its SHA-256 hash), so a round is played as
-- that player at that venue without the api token ever reaching the frame.
CREATE TABLE venue_play_sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  platform text NOT NULL,
  category_id text NOT NULL,
  game_code text NOT NULL DEFAULT '',
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX venue_play_sessions_expires ON venue_play_sessions (expires_at);
