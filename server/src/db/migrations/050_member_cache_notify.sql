-- Each server process keeps the sessions and main-wallet balances its members poll in memory
-- (domain/cache/member-cache.ts). Whatever changes them announces it on the chat channel of the
-- schema (tg_chat_channel(), migration 040) when its transaction commits, never on rollback:
--   `a<id>,<id>…`  ledger accounts whose balance changed (any movement, payout batches included);
--   `u<id>`        a member whose status changed (disabled, enabled);
--   `t<hash>`      a token whose times were moved back (an operator or a test ageing a session).
-- Token deletions are already announced as `r<hash>,…` by migration 040.

-- One statement may move thousands of accounts (a payout batch): 500 ids (≤ 6 kB) per payload.
CREATE OR REPLACE FUNCTION tg_announce_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(tg_chat_channel(), 'a' || string_agg(c.id::text, ','))
     FROM (SELECT id, (row_number() OVER () - 1) / 500 AS part FROM changed WHERE kind = 'player') AS c
    GROUP BY c.part;
  RETURN NULL;
END
$$;

CREATE TRIGGER ledger_accounts_balance_changed AFTER UPDATE ON ledger_accounts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tg_announce_balances();

CREATE OR REPLACE FUNCTION tg_announce_member_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(tg_chat_channel(), 'u' || NEW.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER users_status_changed AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION tg_announce_member_status();

-- Touching last_used_at forward (a request) is not announced: a cache that has not seen it only
-- refuses sooner and then asks the database. Moving a time back, or to another member, is.
CREATE OR REPLACE FUNCTION tg_announce_token_aged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(tg_chat_channel(), 't' || NEW.token_hash);
  RETURN NULL;
END
$$;

CREATE TRIGGER user_tokens_aged AFTER UPDATE ON user_tokens
  FOR EACH ROW WHEN (NEW.last_used_at < OLD.last_used_at OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR NEW.user_id IS DISTINCT FROM OLD.user_id OR NEW.token_hash IS DISTINCT FROM OLD.token_hash)
  EXECUTE FUNCTION tg_announce_token_aged();
