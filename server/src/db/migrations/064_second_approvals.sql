-- Four eyes: a credit, debit, deposit approval or withdrawal approval above
-- OPS_SECOND_APPROVAL_ABOVE is held here until a second operator approves it; only then does the
-- money move, in the transaction that marks the row approved (domain/ops/second-approvals.ts).
CREATE TABLE second_approvals (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('credit', 'debit', 'deposit', 'withdrawal')),
  -- The member (credit, debit) or the order number (deposit, withdrawal).
  subject text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  memo text NOT NULL DEFAULT '',
  -- The first call's Idempotency-Key: a resent request finds its approval instead of a second one.
  request_key text UNIQUE,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  decided_by text,
  decided_at timestamptz,
  tx_id integer REFERENCES ledger_transactions (id),
  -- The database refuses a self-approval too, whatever the code above it does.
  CHECK (state <> 'approved' OR decided_by <> requested_by),
  CHECK ((state = 'pending') = (decided_by IS NULL))
);
-- One review of an order at a time.
CREATE UNIQUE INDEX second_approvals_one_per_order ON second_approvals (kind, subject)
  WHERE state = 'pending' AND kind IN ('deposit', 'withdrawal');
CREATE INDEX second_approvals_pending ON second_approvals (id) WHERE state = 'pending';
