-- A transfer main ↔ venue without Idempotency-Key in ONE statement, autocommit (one round trip
-- instead of BEGIN, three or four statements and COMMIT): domain/wallet/transfer-once.ts calls it.
-- The rules stay described in TypeScript (domain/wallet/transfer.ts, protection/limits-guard.ts,
-- protection/limits-usage.ts, protection/exclusion.ts); this is their implementation inside the
-- database, the same steps in the same order, so the member lock is held for one statement and
-- not across round trips. Keep both in step: server/test/transfer-once.test.ts runs every refusal
-- through this function and through the transaction path on both engines.
--
--   1. the enabled venue (p_platform is lower-case); none answers 'unknown_venue';
--   2. a venue whose adapter does work (not in p_inert_adapters) or a wallet that does not exist
--      yet answers 'slow': nothing done, the caller runs the transaction path (transfer.ts);
--   3. into a venue (a stake, docs/MONEY.md#protection-limits), when the restriction check is on
--      or the member has a loss or stake limit: the member's users row locked FOR NO KEY UPDATE,
--      then, read after the lock, the restriction (exclusion.ts RESTRICTION_ROW: 'restricted' with
--      its row) and the limits in kind then period order, each against its window's usage
--      (limits-usage.ts: stakes are lottery bets not void plus transfers into venues; returns are
--      settled payouts plus transfers out of venues; net loss is stakes − returns): the first one
--      passed answers 'limit' with when its window frees enough (freedAt), or null;
--   4. ledger_post (migration 087) without key: 'insufficient' when a player balance would end
--      below zero;
--   5. the transfer log under p_order_no naming the posted transaction, and both balances after.
--      An order-number collision fails the statement (23505) and with it the posting: the caller
--      takes the transaction path.
-- A refusal's facts come back in o_refusal for the TypeScript to word (restricted: the restriction
-- row; limit: the limit and when its window frees enough). Few columns: the driver's work per
-- answer grows with them.
-- A refusal writes nothing (step 3 holds the lock until the statement ends, as a transaction would).
CREATE FUNCTION wallet_transfer(
  p_user integer, p_platform text, p_into boolean, p_amount bigint,
  p_exclusion boolean, p_limits boolean, p_inert_adapters text[],
  p_main_code text, p_venue_code text, p_kind text, p_memo text, p_actor text,
  p_order_no text, p_log_type smallint, p_log_state smallint
) RETURNS TABLE (o_status text, o_main_id integer, o_venue_id integer, o_main bigint, o_venue bigint, o_refusal jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_adapter text;
  v_tx_id integer;
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
  SELECT g.adapter INTO v_adapter FROM game_platforms g WHERE g.platform_name = p_platform AND g.site_state = 1;
  IF NOT FOUND THEN
    o_status := 'unknown_venue';
    RETURN NEXT;
    RETURN;
  END IF;
  o_main_id := (SELECT a.id FROM ledger_accounts a WHERE a.code = p_main_code);
  o_venue_id := (SELECT a.id FROM ledger_accounts a WHERE a.code = p_venue_code);
  IF NOT (v_adapter = ANY (p_inert_adapters)) OR o_main_id IS NULL OR o_venue_id IS NULL THEN
    o_status := 'slow';
    RETURN NEXT;
    RETURN;
  END IF;

  IF p_into AND (p_exclusion OR (p_limits AND EXISTS (
       SELECT 1 FROM protection_limits pl WHERE pl.user_id = p_user AND pl.kind IN ('loss', 'stake')))) THEN
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
  SELECT p.o_status, p.o_tx_id, p.o_balances INTO v_status, v_tx_id, v_balances
    FROM ledger_post(p_kind, p_memo, p_actor, NULL, ARRAY[v_from, v_to], ARRAY[-p_amount, p_amount]) AS p;
  o_status := v_status;
  IF v_status = 'posted' THEN
    INSERT INTO transfer_logs (order_no, user_id, transfer_type, api_type, amount, state, memo, tx_id, counterparty_id)
      VALUES (p_order_no, p_user, p_log_type, p_platform, p_amount, p_log_state, '', v_tx_id, NULL);
    o_main := (v_balances ->> o_main_id::text)::bigint;
    o_venue := (v_balances ->> o_venue_id::text)::bigint;
  END IF;
  RETURN NEXT;
END
$$;

-- limits-usage.ts freedAt: when a window of `p_hours` will have let go of at least `p_excess`
-- cents of what a loss or stake limit counts (the oldest rows first, returns negative): the next
-- whole second after the row that reaches it leaves the window; null when none does.
CREATE FUNCTION wallet_transfer_freed_at(p_user integer, p_kind text, p_hours integer, p_excess bigint)
RETURNS timestamptz LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_released bigint := 0;
  v_leaves timestamptz;
BEGIN
  FOR r IN SELECT s.at, s.amount FROM (
      SELECT b.created_at AS at, b.total AS amount FROM lottery_bets b
       WHERE b.user_id = p_user AND b.status <> 0 AND b.created_at > now() - make_interval(hours => p_hours)
      UNION ALL
      SELECT t.created_at, t.amount FROM transfer_logs t
       WHERE t.user_id = p_user AND t.transfer_type = 0 AND t.state = 1 AND t.created_at > now() - make_interval(hours => p_hours)
      UNION ALL
      SELECT b.settled_at, -b.payout FROM lottery_bets b
       WHERE p_kind = 'loss' AND b.user_id = p_user AND b.status = 1 AND b.payout > 0
         AND b.settled_at > now() - make_interval(hours => p_hours)
      UNION ALL
      SELECT t.created_at, -t.amount FROM transfer_logs t
       WHERE p_kind = 'loss' AND t.user_id = p_user AND t.transfer_type = 1 AND t.state = 1
         AND t.created_at > now() - make_interval(hours => p_hours)
    ) s ORDER BY s.at LOOP
    v_released := v_released + r.amount;
    IF v_released >= p_excess THEN
      v_leaves := r.at + make_interval(hours => p_hours);
      RETURN date_trunc('second', v_leaves) + interval '1 second';
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
