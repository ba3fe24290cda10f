-- The member scope's restriction check (routes/member/autohooks.ts) is served from the member
-- cache (domain/cache/member-cache.ts) while a member is open. Any change to a member's
-- restrictions (a time-out or self-exclusion starting, a reopen request, an operator's or a
-- test's edit of the times) announces `u<id>` on the chat channel on commit (migration 050's
-- notice: every process drops what it holds of that member and reads the database again).
-- A restriction never begins by time passing alone (starts_at is the row's insertion), and
-- restricted states are never cached, so an end reached by time needs no announcement.
CREATE OR REPLACE FUNCTION tg_announce_protection() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(tg_chat_channel(), 'u' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END));
  RETURN NULL;
END
$$;

CREATE TRIGGER protection_exclusions_changed AFTER INSERT OR UPDATE OR DELETE ON protection_exclusions
  FOR EACH ROW EXECUTE FUNCTION tg_announce_protection();
