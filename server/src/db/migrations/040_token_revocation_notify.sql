-- Revoked member tokens travel on the chat fan-out channel: whatever deletes user_tokens rows
-- (logoff, password change, account disable, a login over the token cap, pruning) announces their
-- hashes with pg_notify when its transaction commits (never when it rolls back), and every server
-- process closes the open chat sockets of those tokens at once. Payload: `r<hash>,<hash>…`, at
-- most 100 hashes (6.5 kB) per notification, under PostgreSQL's 8000-byte limit.

-- The chat channel of this schema; the same rule as chatChannel() in domain/chat/pg-fanout.ts.
CREATE OR REPLACE FUNCTION tg_chat_channel() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN current_schema() = 'public' THEN 'tg_chat'
    WHEN current_schema() ~ '^[a-z_][a-z0-9_]{0,54}$' THEN 'tg_chat_' || current_schema()
    ELSE 'tg_chat_' || substr(encode(sha256(convert_to(current_schema(), 'UTF8')), 'hex'), 1, 16)
  END
$$;

CREATE OR REPLACE FUNCTION tg_announce_revoked_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(tg_chat_channel(), 'r' || string_agg(r.token_hash, ','))
     FROM (SELECT token_hash, (row_number() OVER () - 1) / 100 AS part FROM revoked) AS r
    GROUP BY r.part;
  RETURN NULL;
END
$$;

CREATE TRIGGER user_tokens_revoked AFTER DELETE ON user_tokens
  REFERENCING OLD TABLE AS revoked FOR EACH STATEMENT EXECUTE FUNCTION tg_announce_revoked_tokens();
