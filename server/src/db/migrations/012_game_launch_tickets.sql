-- Launch tickets of the sandbox game page (/api/getGameUrl → GET /sandbox/game?ticket=…).
--
-- The launch URL never carries the api token: it carries a random ticket, stored here only as
-- its SHA-256 hash, that names the player and the platform, expires a few minutes after it is
-- issued and is spent by its first use (used_at).
CREATE TABLE game_launch_tickets (
  ticket_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  -- game_platforms.platform_name (also the venue wallet's name).
  platform text NOT NULL,
  -- The wire's swapped fields, kept as sent: game_type carries the game code,
  -- game_code the category.
  game_code text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT '',
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_launch_tickets_expires ON game_launch_tickets (expires_at);
