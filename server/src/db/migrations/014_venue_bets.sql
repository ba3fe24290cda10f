-- Venue bets: one row per bet a player makes at a venue (the sandbox venues' own games; a real
-- provider's adapter records its bets here too). With the lottery's bets they are the player's
-- turnover per category: rebates, VIP levels, the daily report and 投注记录 read them.
CREATE TABLE venue_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  -- The venue (game_platforms.platform_name) and its category at the time of the bet.
  platform_name text NOT NULL,
  category_id text NOT NULL CHECK (category_id IN ('realbet', 'joker', 'gaming', 'sport', 'lottery', 'concise', 'fishing')),
  game_code text NOT NULL DEFAULT '',
  -- The venue's own id of the bet: a retried report of the same bet is recorded once.
  round_ref text NOT NULL,
  -- Cents.
  stake bigint NOT NULL CHECK (stake > 0),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  win_loss bigint NOT NULL DEFAULT 0,
  -- 2 unsettled, 1 settled, 0 invalid (as lottery bets).
  status smallint NOT NULL DEFAULT 2 CHECK (status IN (0, 1, 2)),
  -- What 投注记录 shows as the play ("骰子 大", "三个7").
  detail text NOT NULL DEFAULT '',
  tx_id integer REFERENCES ledger_transactions (id),
  settled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (platform_name, round_ref)
);
CREATE INDEX venue_bets_user_time ON venue_bets (user_id, created_at DESC, id DESC);
CREATE INDEX venue_bets_settled ON venue_bets (settled_at, id) WHERE status = 1;
