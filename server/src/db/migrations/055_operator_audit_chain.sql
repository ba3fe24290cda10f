-- The operator audit (operator_actions) becomes tamper-evident, like the ledger: rows only append
-- (UPDATE, DELETE and TRUNCATE are refused), and every new row carries its place in a hash chain:
-- seq (1, 2, 3…), the body of the change (secrets left out), the previous row's hash and its own,
-- sha256 over a canonical serialisation of the row and that previous hash
-- (server/src/domain/ops/audit-chain.ts), so an edited or removed row breaks the chain.
-- Rows recorded before this migration have no seq: they stay, outside the chain.
ALTER TABLE operator_actions
  ADD COLUMN seq bigint UNIQUE,
  ADD COLUMN body text,
  ADD COLUMN prev_hash text UNIQUE,
  ADD COLUMN hash text;
ALTER TABLE operator_actions ADD CONSTRAINT operator_actions_chained
  CHECK ((seq IS NULL) = (hash IS NULL) AND (seq IS NULL) = (prev_hash IS NULL));

CREATE FUNCTION operator_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_actions rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END
$$;

CREATE FUNCTION operator_actions_chained_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_actions rows must carry their place in the hash chain';
END
$$;

CREATE TRIGGER operator_actions_append_only BEFORE UPDATE OR DELETE ON operator_actions
  FOR EACH ROW EXECUTE FUNCTION operator_actions_append_only();
CREATE TRIGGER operator_actions_no_truncate BEFORE TRUNCATE ON operator_actions
  FOR EACH STATEMENT EXECUTE FUNCTION operator_actions_append_only();
CREATE TRIGGER operator_actions_chained_only BEFORE INSERT ON operator_actions
  FOR EACH ROW WHEN (NEW.seq IS NULL) EXECUTE FUNCTION operator_actions_chained_only();
