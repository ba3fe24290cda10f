-- ledger_post (087) and wallet_transfer (090) with the same steps, answers and refusals in less
-- database work per movement (docs/PERFORMANCE.md, transfers on PostgreSQL). Measured per
-- transfer, the cost was statements, not rows:
--   * ledger_post's account lock and balance update were planned again on every call: a plan for
--     `id = ANY (array)` guesses ten ids, so PostgreSQL kept preferring a fresh plan for the two it
--     was given (about a third of the function's CPU). ledger_post now keeps its first plan
--     (plan_cache_mode = force_generic_plan: all its statements look rows up by primary or unique
--     key, index scans whatever the arrays); wallet_transfer's one such statement, the question
--     whether the member has limits, now runs only when it decides (below);
--   * ledger_post reads the locked accounts in one statement instead of a cursor loop, finds an
--     unknown account in the loop that applies the postings (instead of counting distinct ids in
--     another statement), builds its answer with jsonb_object instead of an aggregate query, and
--     writes the transaction, its postings and the balances in one statement;
--   * wallet_transfer reads the venue and both wallets in one statement, asks whether the member
--     has a loss or stake limit only when the restriction check is off (it locks the member anyway
--     when the check is on), and posts and logs in one statement.
-- Everything else (the key's replay, the lock order, what is written, the member lock and the
-- restriction and limits read after it) is migration 087's and 090's, unchanged: all of it still
-- happens in the caller's one transaction, and a failing write still fails the whole movement.
CREATE OR REPLACE FUNCTION ledger_post(
  p_kind text, p_memo text, p_actor text, p_key text, p_accounts integer[], p_amounts bigint[]
) RETURNS TABLE (o_status text, o_tx_id integer, o_balances jsonb)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_ids integer[];
  v_kinds text[];
  v_bals bigint[];
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

  -- Locked in ascending id order (the subquery's LockRows); the three arrays are aligned rows.
  SELECT array_agg(a.id), array_agg(a.kind), array_agg(a.balance) INTO v_ids, v_kinds, v_bals
    FROM (SELECT l.id, l.kind, l.balance FROM ledger_accounts l
           WHERE l.id = ANY (p_accounts) ORDER BY l.id FOR UPDATE) AS a;

  FOR i IN 1 .. cardinality(p_accounts) LOOP
    j := array_position(v_ids, p_accounts[i]);
    IF j IS NULL THEN
      o_status := 'unknown_account';
      RETURN NEXT;
      RETURN;
    END IF;
    v_bals[j] := v_bals[j] + p_amounts[i];
    v_after := v_after || v_bals[j];
  END LOOP;
  FOR j IN 1 .. coalesce(cardinality(v_ids), 0) LOOP
    IF v_kinds[j] = 'player' AND v_bals[j] < 0 THEN
      o_status := 'insufficient';
      RETURN NEXT;
      RETURN;
    END IF;
  END LOOP;

  o_balances := jsonb_object(v_ids::text[], v_bals::text[]);
  -- The three writes in one statement (the postings name the transaction it inserts).
  WITH t AS (
    INSERT INTO ledger_transactions (kind, memo, actor, idempotency_key, result)
      VALUES (p_kind, p_memo, p_actor, p_key, jsonb_build_object('balances', o_balances))
      RETURNING id
  ), p AS (
    INSERT INTO ledger_postings (tx_id, account_id, amount, balance_after)
      SELECT t.id, d.id, d.amount, d.after
        FROM t, unnest(p_accounts, p_amounts, v_after) WITH ORDINALITY AS d(id, amount, after, n)
       ORDER BY d.n
  ), b AS (
    UPDATE ledger_accounts a SET balance = u.bal FROM unnest(v_ids, v_bals) AS u(id, bal) WHERE a.id = u.id
  )
  SELECT t.id INTO o_tx_id FROM t;
  o_status := 'posted';
  RETURN NEXT;
END
$$;

CREATE OR REPLACE FUNCTION wallet_transfer(
  p_user integer, p_platform text, p_into boolean, p_amount bigint,
  p_exclusion boolean, p_limits boolean, p_inert_adapters text[],
  p_main_code text, p_venue_code text, p_kind text, p_memo text, p_actor text,
  p_order_no text, p_log_type smallint, p_log_state smallint
) RETURNS TABLE (o_status text, o_main_id integer, o_venue_id integer, o_main bigint, o_venue bigint, o_refusal jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_adapter text;
  v_guarded boolean;
  v_balances jsonb;
  v_used bigint;
  x record;
  v_from integer;
  v_to integer;
  v_status text;
  l record;
  v_hours integer[] := '{}';
  v_stakes bigint[] := '{}';
  v_returns bigint[] := '{}';
  k integer;
BEGIN
  SELECT g.adapter,
         (SELECT a.id FROM ledger_accounts a WHERE a.code = p_main_code),
         (SELECT a.id FROM ledger_accounts a WHERE a.code = p_venue_code)
    INTO v_adapter, o_main_id, o_venue_id
    FROM game_platforms g WHERE g.platform_name = p_platform AND g.site_state = 1;
  IF NOT FOUND THEN
    o_status := 'unknown_venue';
    RETURN NEXT;
    RETURN;
  END IF;
  IF NOT (v_adapter = ANY (p_inert_adapters)) OR o_main_id IS NULL OR o_venue_id IS NULL THEN
    o_status := 'slow';
    RETURN NEXT;
    RETURN;
  END IF;

  -- Plain expressions first: the limits query only when it decides.
  v_guarded := p_into AND p_exclusion;
  IF p_into AND NOT p_exclusion AND p_limits THEN
    v_guarded := EXISTS (SELECT 1 FROM protection_limits pl WHERE pl.user_id = p_user AND pl.kind IN ('loss', 'stake'));
  END IF;
  IF v_guarded THEN
    PERFORM 1 FROM users u WHERE u.id = p_user FOR NO KEY UPDATE;
    IF p_exclusion THEN
      SELECT e.kind, e.ends_at, e.ends_at > now() AS active, e.reopen_requested_at + make_interval(hours => 24) AS reopen_at
        INTO x
        FROM protection_exclusions e
       WHERE e.user_id = p_user AND e.starts_at <= now() AND (e.ends_at > now()
             OR (e.kind = 'exclusion' AND (e.reopen_requested_at IS NULL
                 OR e.reopen_requested_at + make_interval(hours => 24) > now())))
       ORDER BY (e.ends_at > now()) DESC, e.ends_at DESC LIMIT 1;
      IF FOUND THEN
        o_status := 'restricted';
        o_refusal := jsonb_build_object('kind', x.kind, 'ends_at', x.ends_at, 'active', x.active, 'reopen_at', x.reopen_at);
        RETURN NEXT;
        RETURN;
      END IF;
    END IF;
    IF p_limits THEN
      FOR l IN SELECT pl.kind, pl.period_hours, pl.amount FROM protection_limits pl
                WHERE pl.user_id = p_user AND pl.kind IN ('loss', 'stake')
                ORDER BY array_position(ARRAY['deposit', 'loss', 'stake'], pl.kind), pl.period_hours LOOP
        k := array_position(v_hours, l.period_hours);
        IF k IS NULL THEN
          v_hours := v_hours || l.period_hours;
          k := cardinality(v_hours);
          v_stakes := v_stakes || (
            (SELECT COALESCE(sum(b.total), 0) FROM lottery_bets b WHERE b.user_id = p_user AND b.status <> 0
                AND b.created_at > now() - make_interval(hours => l.period_hours))
            + (SELECT COALESCE(sum(t.amount), 0) FROM transfer_logs t WHERE t.user_id = p_user
                AND t.transfer_type = 0 AND t.state = 1 AND t.created_at > now() - make_interval(hours => l.period_hours)))::bigint;
          v_returns := v_returns || (
            (SELECT COALESCE(sum(b.payout), 0) FROM lottery_bets b WHERE b.user_id = p_user AND b.status = 1
                AND b.payout > 0 AND b.settled_at > now() - make_interval(hours => l.period_hours))
            + (SELECT COALESCE(sum(t.amount), 0) FROM transfer_logs t WHERE t.user_id = p_user
                AND t.transfer_type = 1 AND t.state = 1 AND t.created_at > now() - make_interval(hours => l.period_hours)))::bigint;
        END IF;
        v_used := CASE WHEN l.kind = 'stake' THEN v_stakes[k] ELSE v_stakes[k] - v_returns[k] END;
        IF v_used + p_amount > l.amount THEN
          o_status := 'limit';
          o_refusal := jsonb_build_object('kind', l.kind, 'hours', l.period_hours, 'amount', l.amount::text,
            'until', CASE WHEN p_amount <= l.amount
              THEN wallet_transfer_freed_at(p_user, l.kind, l.period_hours, v_used + p_amount - l.amount) END);
          RETURN NEXT;
          RETURN;
        END IF;
      END LOOP;
    END IF;
  END IF;

  v_from := CASE WHEN p_into THEN o_main_id ELSE o_venue_id END;
  v_to := CASE WHEN p_into THEN o_venue_id ELSE o_main_id END;
  -- The posting and, when posted, its transfer log in one statement.
  WITH p AS (
    SELECT * FROM ledger_post(p_kind, p_memo, p_actor, NULL, ARRAY[v_from, v_to], ARRAY[-p_amount, p_amount])
  ), g AS (
    INSERT INTO transfer_logs (order_no, user_id, transfer_type, api_type, amount, state, memo, tx_id, counterparty_id)
      SELECT p_order_no, p_user, p_log_type, p_platform, p_amount, p_log_state, '', p.o_tx_id, NULL
        FROM p WHERE p.o_status = 'posted'
  )
  SELECT p.o_status, p.o_balances INTO v_status, v_balances FROM p;
  o_status := v_status;
  IF v_status = 'posted' THEN
    o_main := (v_balances ->> o_main_id::text)::bigint;
    o_venue := (v_balances ->> o_venue_id::text)::bigint;
  END IF;
  RETURN NEXT;
END
$$;
