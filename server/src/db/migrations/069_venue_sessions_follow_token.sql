-- A sandbox venue sitting lasts only as long as the member's api token that launched it: logoff,
-- a password change, a disable, a login over the token cap or token expiry deletes the
-- user_tokens row, and with it every play session that token opened (CASCADE); a launch ticket
-- of that token stays on record for support but can no longer be spent (SET NULL).
ALTER TABLE game_launch_tickets
  ADD COLUMN member_token_hash text REFERENCES user_tokens (token_hash) ON DELETE SET NULL;
ALTER TABLE venue_play_sessions
  ADD COLUMN member_token_hash text REFERENCES user_tokens (token_hash) ON DELETE CASCADE;
CREATE INDEX game_launch_tickets_member_token ON game_launch_tickets (member_token_hash);
CREATE INDEX venue_play_sessions_member_token ON venue_play_sessions (member_token_hash);

-- Sittings and tickets from before were tied to no token: they end now (a sitting lasts two
-- hours at most, a ticket three minutes; the player launches the game again).
DELETE FROM venue_play_sessions;
UPDATE game_launch_tickets SET expires_at = now() WHERE used_at IS NULL AND expires_at > now();
