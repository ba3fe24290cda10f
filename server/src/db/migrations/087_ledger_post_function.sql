-- One movement in one statement (domain/ledger/post.ts): what postMovementIn did in five to seven
-- round trips (replay lookup, lock, transaction row, postings, one balance update per account)
-- runs inside the database, the same steps in the same order:
--   1. a movement already posted under the key answers as its first answer ('replayed');
--   2. the accounts are locked once each in ascending id order (no deadlock between movements);
--      an id that names no account answers 'unknown_account';
--   3. the postings are applied in their order (balance_after per posting); a player account
--      ending below zero answers 'insufficient' (nothing written; the caller rolls back);
--   4. the transaction row (with its balances as the replayable answer), the postings and the new
--      balances are written ('posted').
-- The caller has checked the postings (kinds, non-zero amounts, sum zero) and maps the statuses to
-- its errors. A concurrent first use of the same key fails on the unique key (23505), as before.
CREATE FUNCTION ledger_post(
  p_kind text, p_memo text, p_actor text, p_key text, p_accounts integer[], p_amounts bigint[]
) RETURNS TABLE (o_status text, o_tx_id integer, o_balances jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_ids integer[] := '{}';
  v_kinds text[] := '{}';
  v_bals bigint[] := '{}';
  v_after bigint[] := '{}';
  i integer;
  j integer;
BEGIN
  IF p_key IS NOT NULL THEN
    SELECT t.id, t.result -> 'balances' INTO o_tx_id, o_balances
      FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    IF FOUND THEN
      o_status := 'replayed';
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  FOR r IN SELECT a.id, a.kind, a.balance FROM ledger_accounts a
            WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE LOOP
    v_ids := v_ids || r.id;
    v_kinds := v_kinds || r.kind;
    v_bals := v_bals || r.balance;
  END LOOP;
  IF cardinality(v_ids) <> (SELECT count(DISTINCT x) FROM unnest(p_accounts) AS x) THEN
    o_status := 'unknown_account';
    RETURN NEXT;
    RETURN;
  END IF;

  FOR i IN 1 .. cardinality(p_accounts) LOOP
    j := array_position(v_ids, p_accounts[i]);
    v_bals[j] := v_bals[j] + p_amounts[i];
    v_after := v_after || v_bals[j];
  END LOOP;
  FOR j IN 1 .. cardinality(v_ids) LOOP
    IF v_kinds[j] = 'player' AND v_bals[j] < 0 THEN
      o_status := 'insufficient';
      RETURN NEXT;
      RETURN;
    END IF;
  END LOOP;

  SELECT jsonb_object_agg(u.id::text, u.bal::text) INTO o_balances FROM unnest(v_ids, v_bals) AS u(id, bal);
  INSERT INTO ledger_transactions (kind, memo, actor, idempotency_key, result)
    VALUES (p_kind, p_memo, p_actor, p_key, jsonb_build_object('balances', o_balances))
    RETURNING id INTO o_tx_id;
  INSERT INTO ledger_postings (tx_id, account_id, amount, balance_after)
    SELECT o_tx_id, d.id, d.amount, d.after
      FROM unnest(p_accounts, p_amounts, v_after) WITH ORDINALITY AS d(id, amount, after, n)
     ORDER BY d.n;
  UPDATE ledger_accounts a SET balance = u.bal FROM unnest(v_ids, v_bals) AS u(id, bal) WHERE a.id = u.id;
  o_status := 'posted';
  RETURN NEXT;
END
$$;
