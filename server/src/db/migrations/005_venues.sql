-- Venue wallets and the money log of the account-details screen.
--
-- Each game platform is a venue with a per-player wallet in the ledger (wallet = platform_name).
-- `adapter` names the code that talks to the venue: 'sandbox' keeps the venue balance in our own
-- ledger; a real third-party adapter plugs in behind the same interface (src/domain/venues/).
ALTER TABLE game_platforms ADD COLUMN adapter text NOT NULL DEFAULT 'sandbox';

-- The legacy `transfer_logs`: one row per movement the player sees in 账户明细 besides deposits
-- and withdrawals. transfer_type: 0 main → venue, 1 venue → main, 3 activity bonus,
-- 5 gift (red packet, deposit bonus, operator credit, trial money), 6 rebate.
CREATE TABLE transfer_logs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  transfer_type smallint NOT NULL CHECK (transfer_type IN (0, 1, 3, 5, 6)),
  -- The venue's platform_name, or 'web' for money that did not come from a venue.
  api_type text NOT NULL,
  -- Cents, always positive; the direction is in transfer_type.
  amount bigint NOT NULL CHECK (amount > 0),
  -- 0 failed, 1 success, 2 pending. Rebates (type 6): 0 = not claimed yet, 1 = claimed.
  state smallint NOT NULL CHECK (state IN (0, 1, 2)),
  -- What the player sees as pay_way for gifts ('人工加款', '红包', ...).
  memo text NOT NULL DEFAULT '',
  tx_id integer REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transfer_logs_user_type_time ON transfer_logs (user_id, transfer_type, created_at DESC, id DESC);
