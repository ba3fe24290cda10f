-- Duplicate-account checks on invite rewards (domain/referrals/evidence.ts).
-- The address a member registered from: the raw client address for operators, and its key
-- (lib/address-key.ts: an IPv6 client as its /64) for comparison. NULL for members registered
-- before this column, trial accounts and members an operator made.
ALTER TABLE users ADD COLUMN register_ip text;
ALTER TABLE users ADD COLUMN register_addr text;
CREATE INDEX users_register_addr ON users (register_addr) WHERE register_addr IS NOT NULL;

-- An invite reward is paid (1), held for an operator's review (2: the evidence is only a shared
-- registration address or real name) or refused (3: a shared bank card or USDT address, or an
-- operator's rejection). reason says which evidence; paid rewards have none.
ALTER TABLE invite_rewards ADD COLUMN state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3));
ALTER TABLE invite_rewards ADD COLUMN reason text NOT NULL DEFAULT '';
ALTER TABLE invite_rewards ADD COLUMN reviewed_by text;
ALTER TABLE invite_rewards ADD COLUMN reviewed_at timestamptz;
CREATE INDEX invite_rewards_held ON invite_rewards (id) WHERE state = 2;
