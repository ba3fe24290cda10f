/**
 * Record rows: account records and bet records.
 * Wire values become UI types here, once, tolerating the legacy servers' looseness
 * (strings or numbers, missing keys, `data` as "", [] or null).
 */
import { toCents } from '@/lib/money';
import { parseBeijing } from '@/lib/time';
import { int, present, str } from './scalars';
import type { BetRecord, TransRecord } from '../types';
import type { WireBetRecord, WireTransRecord } from '@/contract/records/schemas';
import { DOWNLINE_DIRECTION } from '@/contract/records/rules';

/** POST /api/gettransrecord row: withdrawals carry `amount` (= |real_money|); older rows only real_money. */
export function toTransRecord(w: WireTransRecord): TransRecord {
  const amount = w.amount === undefined || w.amount === null || w.amount === '' ? w.real_money : w.amount;
  const cents = toCents(amount);
  return {
    orderNo: str(w.out_trade_no),
    amount: (cents < 0 ? -cents : cents) as TransRecord['amount'],
    payWay: str(w.pay_way),
    state: int(w.state, -1),
    createdAt: parseBeijing(w.created_at),
    direction: w.direction === DOWNLINE_DIRECTION.out || w.direction === DOWNLINE_DIRECTION.in ? w.direction : null,
    counterparty: str(w.counterparty).trim(),
  };
}

/**
 * POST /api/betrecord row. Legacy servers send bet_time only (the legacy client printed a
 * created_at that never came); money as strings or numbers; plays may be missing (then Code).
 */
export function toBetRecord(w: WireBetRecord): BetRecord {
  const platform = str(w.Code).trim() || str(w.platform_type).trim();
  return {
    betId: str(w.bet_id).trim(),
    platform,
    plays: str(w.plays).trim() || platform,
    amount: toCents(w.bet_amount),
    winLoss: toCents(w.win_loss),
    status: int(w.status, -1),
    createdAt: parseBeijing(present(w.created_at) ? w.created_at : w.bet_time),
  };
}
