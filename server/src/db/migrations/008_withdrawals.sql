-- Withdrawals: the amount is HELD at request (main wallet → house:withdrawals_pending), then an
-- operator approves (pending → house:withdrawals_paid) or rejects (pending → back to the player).

CREATE TABLE withdrawals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  card_id integer NOT NULL REFERENCES user_cards (id),
  -- 1 bank card, 2 USDT TRC20, 3 USDT ERC20 (legacy withdraws.type).
  type smallint NOT NULL CHECK (type IN (1, 2, 3)),
  -- CNY cents taken from the main wallet.
  amount bigint NOT NULL CHECK (amount > 0),
  -- What arrives: CNY cents for a bank card; USDT cents after the network fee for USDT.
  real_money bigint NOT NULL CHECK (real_money > 0),
  -- USDT only: the withdrawal rate and the network fee (USDT) used, as the settings said.
  rate text,
  fee text,
  -- The destination as it was when requested (the card may be deleted later).
  bank text NOT NULL,
  bank_no text NOT NULL,
  bank_owner text NOT NULL,
  bank_address text NOT NULL DEFAULT '',
  -- 1 pending review, 2 approved (paid), 3 rejected (refunded).
  state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  hold_tx_id integer NOT NULL REFERENCES ledger_transactions (id),
  settle_tx_id integer REFERENCES ledger_transactions (id),
  reviewed_by text,
  reviewed_at timestamptz,
  review_memo text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 1) = (settle_tx_id IS NULL))
);
CREATE INDEX withdrawals_user_time ON withdrawals (user_id, created_at DESC, id DESC);
CREATE INDEX withdrawals_pending ON withdrawals (id) WHERE state = 1;

-- Turnover (打码量) still required before a withdrawal, in cents: approved deposits add
-- amount × withdraw_turnover_multiple, valid bets take it down (never below zero).
ALTER TABLE users ADD COLUMN turnover_required bigint NOT NULL DEFAULT 0 CHECK (turnover_required >= 0);

INSERT INTO ledger_accounts (code, kind) VALUES
  ('house:withdrawals_pending', 'house'),
  ('house:withdrawals_paid', 'house')
ON CONFLICT (code) DO NOTHING;
