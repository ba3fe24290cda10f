-- Deposits (legacy `recharge`): created pending by /api/recharge, then approved or rejected once
-- by an operator, or paid by the sandbox payment page (a provider callback in production).

CREATE TABLE deposits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  out_trade_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  -- CNY cents credited on approval.
  amount bigint NOT NULL CHECK (amount > 0),
  -- 1 bank, 3 alipay, 4 wxpay, 5 USDT TRC20, 6 USDT ERC20 (legacy recharge.pay_way).
  pay_way smallint NOT NULL CHECK (pay_way IN (1, 3, 4, 5, 6)),
  channel_id integer REFERENCES pay_channels (id),
  -- Bank way: the depositor's own details as typed. USDT: bank holds the protocol.
  bank text NOT NULL DEFAULT '',
  bank_no text NOT NULL DEFAULT '',
  bank_owner text NOT NULL DEFAULT '',
  bank_address text NOT NULL DEFAULT '',
  -- USDT only: the deposit rate when created and the USDT to pay, in USDT cents.
  usdtrate text,
  usdt_amount bigint CHECK (usdt_amount IS NULL OR usdt_amount > 0),
  -- 1 pending review, 2 approved, 3 rejected.
  state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  reviewed_by text,
  reviewed_at timestamptz,
  review_memo text NOT NULL DEFAULT '',
  -- The credit (approved deposits only).
  tx_id integer REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 2) = (tx_id IS NOT NULL))
);
CREATE INDEX deposits_user_time ON deposits (user_id, created_at DESC, id DESC);
CREATE INDEX deposits_pending ON deposits (id) WHERE state = 1;

INSERT INTO ledger_accounts (code, kind) VALUES ('house:deposits', 'house') ON CONFLICT (code) DO NOTHING;
