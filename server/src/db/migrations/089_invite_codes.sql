-- Each member's invite code (docs/API.md#inviteinfo): 7 characters from an alphabet without
-- 0/O, 1/I/L (and never all digits), so a code read aloud or off a poster is typed right. Stored upper case; a
-- registration's pid is compared upper-cased (domain/accounts/referrer.ts).
-- new_invite_code() draws until it finds a code nobody has; two registrations drawing the same
-- one at once are decided by the unique index (insertUser draws again).
CREATE FUNCTION new_invite_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  code text;
BEGIN
  LOOP
    code := '';
    FOR i IN 1..7 LOOP
      code := code || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
    END LOOP;
    -- Never all digits: a registration's numeric pid is always a member id.
    EXIT WHEN code ~ '[A-Z]' AND NOT EXISTS (SELECT 1 FROM users WHERE invite_code = code);
  END LOOP;
  RETURN code;
END
$$;

ALTER TABLE users ADD COLUMN invite_code text;

-- Row by row: each update is its own statement, so the next draw sees the codes given before it.
DO $$
DECLARE
  member record;
BEGIN
  FOR member IN SELECT id FROM users WHERE invite_code IS NULL ORDER BY id LOOP
    UPDATE users SET invite_code = new_invite_code() WHERE id = member.id;
  END LOOP;
END
$$;

ALTER TABLE users ALTER COLUMN invite_code SET DEFAULT new_invite_code();
ALTER TABLE users ALTER COLUMN invite_code SET NOT NULL;
CREATE UNIQUE INDEX users_invite_code ON users (invite_code);
