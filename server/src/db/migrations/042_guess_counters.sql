-- Guess limits that hold under concurrency: an attempt is counted and checked in one statement
-- (domain/accounts/guess-limits.ts) BEFORE the secret is compared, so parallel guesses cannot all
-- pass a count taken before any of them was recorded. Keys: login by name and address, login by
-- name (back-off, never a lock), pay and old-password checks per member, and the per-member rate of
-- pay-password checks. A right answer deletes the failure keys.
CREATE TABLE guess_counters (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX guess_counters_window ON guess_counters (window_start);

-- The old count-then-check table is replaced by guess_counters.
DROP TABLE login_failures;
