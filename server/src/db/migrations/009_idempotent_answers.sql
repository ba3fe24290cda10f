-- The first answer of every money-moving call sent with an Idempotency-Key, so a retry (even a
-- concurrent one) gets that answer back. The key is member-scoped ('user:<id>:<header>').
-- The row is inserted first in the call's own transaction: a concurrent retry waits on it.
CREATE TABLE idempotent_answers (
  key text PRIMARY KEY,
  route text NOT NULL,
  -- sha256 of the route and the request body: a key reused for another request is refused.
  fingerprint text NOT NULL,
  -- The envelope {code, message, data?} as sent (json keeps the key order); NULL only inside the transaction that fills it.
  answer json,
  created_at timestamptz NOT NULL DEFAULT now()
);
