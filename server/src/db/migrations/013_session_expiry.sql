-- Sessions end: a token idle too long or older than the absolute lifetime is refused.
-- last_used_at is refreshed at most about once a minute, never on every request.
ALTER TABLE user_tokens ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
