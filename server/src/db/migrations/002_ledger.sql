-- Double-entry ledger. Every movement is one ledger_transactions row plus postings that sum to
-- zero; cached balances live on the account row. Postings and transactions only append.

CREATE TABLE ledger_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 'user:<id>:<wallet>' for players, 'house:<name>' for the house.
  code text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('player', 'house')),
  user_id integer REFERENCES users (id),
  -- 'main' is the central wallet; 005_venues.sql adds one wallet per venue (platform_name).
  wallet text NOT NULL DEFAULT 'main',
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'player') = (user_id IS NOT NULL)),
  -- House accounts may go negative (a bankroll paying out); players never.
  CHECK (kind = 'house' OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_user_wallet ON ledger_accounts (user_id, wallet) WHERE user_id IS NOT NULL;

CREATE TABLE ledger_transactions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  memo text NOT NULL DEFAULT '',
  -- Who caused it: 'system', 'ops', 'user:<id>', 'seed'.
  actor text NOT NULL DEFAULT 'system',
  -- Retries with the same key get the first answer back instead of moving money twice.
  idempotency_key text UNIQUE,
  -- The first answer (balances after), replayed on a retry.
  result jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_postings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tx_id integer NOT NULL REFERENCES ledger_transactions (id),
  account_id integer NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_postings_account ON ledger_postings (account_id, id);
CREATE INDEX ledger_postings_tx ON ledger_postings (tx_id);

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END
$$;

CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- House accounts known from day one.
INSERT INTO ledger_accounts (code, kind) VALUES
  ('house:trial_bankroll', 'house'),
  ('house:manual_credit', 'house');
