-- Player-protection limits: one row per member, kind and rolling window while a limit is in force
-- or a change waits. A lower limit (or a first one) is written to `amount` at once; a raise or a
-- removal waits in `pending_*` until `available_at` and applies only when the member confirms it
-- (domain/protection/limits.ts). Money movements read `amount` under the member's row lock.
CREATE TABLE protection_limits (
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'stake')),
  period_hours integer NOT NULL CHECK (period_hours IN (24, 168, 720)),
  -- Cents in force (a removed limit is a deleted row).
  amount bigint NOT NULL CHECK (amount >= 0),
  -- The waiting change: its new amount (NULL with available_at set = removal) and when it may be confirmed.
  pending_amount bigint CHECK (pending_amount >= 0),
  available_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period_hours),
  CHECK (pending_amount IS NULL OR available_at IS NOT NULL)
);

-- Every change a member made, for the operator and the regulator: what, from what to what, when.
CREATE TABLE protection_limit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  period_hours integer NOT NULL,
  -- 'set' (applied at once), 'requested' (a raise or removal waits), 'confirmed', 'cancelled'.
  action text NOT NULL CHECK (action IN ('set', 'requested', 'confirmed', 'cancelled')),
  old_amount bigint,
  new_amount bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX protection_limit_events_user ON protection_limit_events (user_id, created_at DESC);

-- The windows' sums read a member's recent stakes and returns by time.
CREATE INDEX lottery_bets_user_settled ON lottery_bets (user_id, settled_at) WHERE status = 1;
