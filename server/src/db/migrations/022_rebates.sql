-- Rebates (返水): per member, Beijing settlement day and venue, written unclaimed by the daily job
-- with its 账户明细 line (transfer_logs type 6, state 0), claimed all at once. A re-run of a day
-- (late settlements, an operator's run) adds a row for the difference only, numbered `seq`.
CREATE TABLE rebates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  day date NOT NULL,
  -- The venue (game_platforms.platform_name; 'OWN' for the lottery rooms) and its category.
  platform_name text NOT NULL,
  category_id text NOT NULL,
  seq integer NOT NULL CHECK (seq > 0),
  -- Settled turnover this row adds (cents), the member's level and rate then (basis points), the rebate (cents).
  turnover bigint NOT NULL CHECK (turnover >= 0),
  vip integer NOT NULL,
  rate_bp integer NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  order_no text NOT NULL UNIQUE REFERENCES transfer_logs (order_no),
  -- 0 unclaimed, 1 claimed (with the claim's ledger movement).
  state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
  claim_tx_id integer REFERENCES ledger_transactions (id),
  claimed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, day, platform_name, seq)
);
CREATE INDEX rebates_user_time ON rebates (user_id, created_at DESC, id DESC);
CREATE INDEX rebates_unclaimed ON rebates (user_id) WHERE state = 0;
-- Settled lottery bets by settlement time (the rebate day reads them).
CREATE INDEX lottery_bets_settled ON lottery_bets (settled_at, id) WHERE status = 1;
