/**
 * POST /api/lotteryOrder: a player's bets on the current round of a room, checked in the order
 * of docs/API.md#lotteryorder (the token is the route's guard), then paid with ONE ledger movement (main
 * wallet → the lottery's house account) in the same transaction as the order and its bets.
 *
 * The round row is share-locked while the bet is written and the draw locks it for update, so a
 * bet either commits before the draw (and is settled with the round) or sees the round drawn and
 * is refused: no bet can slip in after the settlement has looked. "Closed" is judged by the
 * server's clock, whatever the client believes.
 */
import type { StaticDecode } from 'typebox';
import type { Queryable } from '../../db/types.ts';
import { readAmountInput } from '../../lib/amount-input.ts';
import { invalid, refuse } from '../../lib/errors.ts';
import { formatCents } from '../../lib/money.ts';
import type { Answer } from '../idempotency/answers.ts';
import { ensurePlayerAccount, trialUserIds } from '../ledger/accounts.ts';
import { postMovementIn } from '../ledger/post.ts';
import { findLottery, findRoom, lotteryHouseId, optionsByIds, type PlayOption } from './catalog.ts';
import { betNotice, yuanText } from './labels.ts';
import { canonicalNumber, ruleSpec } from './rules.ts';
import { ROUND_COLUMNS, toRound } from './rounds.ts';
import {
  MAX_ORDER_ITEMS,
  ORDER_TEXT,
  orderNumberMessage,
  orderRangeMessage,
  orderTooManyMessage,
} from '../../../../contract/lottery/rules.ts';
import { CODE_OK } from '../../../../contract/common/rules.ts';
import type { LotteryOrderBody } from '../../../../contract/lottery/schemas.ts';

export const ORDER_MESSAGES = {
  ...ORDER_TEXT,
  range: (min: bigint, max: bigint) => orderRangeMessage(yuanText(min), yuanText(max)),
  badNumber: orderNumberMessage,
  tooMany: orderTooManyMessage,
} as const;

export { MAX_ORDER_ITEMS };

/** One bet as the route's schema read it (LotteryOrderBody): id 0 is no option; total and data are trimmed text. */
type Item = StaticDecode<typeof LotteryOrderBody>['order'][number];

/** The data a bet stores: the canonical number of number rules; the number of a per-number child; '' otherwise. */
function dataFor(option: PlayOption, input: string): string {
  const spec = ruleSpec(option.rule);
  if (spec?.data) {
    const n = canonicalNumber(input, spec.data.min, spec.data.max);
    if (n === null) throw invalid(ORDER_MESSAGES.badNumber(spec.data.min, spec.data.max));
    return n;
  }
  if (option.special === 1) {
    // One child per number (type 2 特码): data is the child's own playtitle (or left empty).
    if (input !== '' && canonicalNumber(input, 0, 99) !== option.playtitle) throw invalid(ORDER_MESSAGES.badChoice);
    return option.playtitle;
  }
  return '';
}

export interface OrderResult {
  orderId: bigint;
  balance: bigint;
  notice: string;
}

export async function placeOrder(
  q: Queryable,
  userId: number,
  /** LotteryOrderBody as read: the room, the round and each bet typed; the bets are checked here, in order. */
  input: { room_id: number; expect: string; order: readonly Item[] },
  now: Date,
  ledgerKey?: string,
): Promise<OrderResult> {
  // 2. The room.
  const room = await findRoom(q, input.room_id);
  const lottery = room ? await findLottery(q, room.lotteryId) : null;
  if (!room || !lottery) throw refuse(500, ORDER_MESSAGES.noRoom);

  // 3. The current round, share-locked against the draw.
  const rows = await q.query<Parameters<typeof toRound>[0]>(
    `SELECT ${ROUND_COLUMNS} FROM lottery_rounds
     WHERE lottery_id = $1 AND status = 'open' AND opens_at <= $2 AND draw_at > $2
     ORDER BY expect DESC LIMIT 1 FOR SHARE`,
    [lottery.id, now],
  );
  const round = rows[0] ? toRound(rows[0]) : null;
  if (!round || input.expect !== String(round.expect)) throw refuse(500, ORDER_MESSAGES.staleExpect);

  // 4. Closed by the server's clock.
  if (now.getTime() >= round.closeAt.getTime()) throw refuse(500, ORDER_MESSAGES.closed);

  const items = input.order;
  if (items.length > MAX_ORDER_ITEMS) throw invalid(ORDER_MESSAGES.tooMany(MAX_ORDER_ITEMS));

  // 5. Each option belongs to the room's lottery; each amount is positive and within the room's
  //    limits; each number is in range.
  const options = await optionsByIds(
    q,
    lottery.id,
    items.map((i) => i.id),
  );
  if (items.some((i) => !options.has(i.id))) throw refuse(500, ORDER_MESSAGES.unknownOption);
  const totals = items.map((i) => {
    const amount = readAmountInput(i.total);
    if (amount.kind !== 'ok') throw invalid(ORDER_MESSAGES.badAmount);
    return amount.cents;
  });
  if (totals.some((t) => t < room.minBet || t > room.maxBet))
    throw refuse(500, ORDER_MESSAGES.range(room.minBet, room.maxBet));
  const data = items.map((i) => dataFor(options.get(i.id)!, i.data));
  if (items.length === 0) throw invalid(ORDER_MESSAGES.empty);

  // 6. The balance: the movement refuses an overdraft (LedgerError → 210 余额不足).
  const total = totals.reduce((sum, t) => sum + t, 0n);
  const playerId = await ensurePlayerAccount(q, userId);
  const trial = (await trialUserIds(q, [userId])).has(userId);
  const houseId = await lotteryHouseId(q, lottery.platformType, trial);
  const posted = await postMovementIn(q, {
    kind: 'lottery.stake',
    memo: `${lottery.platformType} ${round.expect} room ${room.id}`,
    actor: `user:${userId}`,
    idempotencyKey: ledgerKey,
    postings: [
      { accountId: playerId, amount: -total },
      { accountId: houseId, amount: total },
    ],
  });
  const notice = betNotice(
    round.expect,
    items.map((item, i) => ({ option: options.get(item.id)!, data: data[i]!, total: totals[i]! })),
  );
  const [order] = await q.query<{ id: unknown }>(
    `INSERT INTO lottery_orders (user_id, room_id, round_id, total, notice, tx_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [userId, room.id, round.id, total, notice, posted.txId],
  );
  const orderId = BigInt(String(order!.id));
  await q.query(
    `INSERT INTO lottery_bets (order_id, user_id, room_id, lottery_id, round_id, option_id, data, total, odds)
     SELECT $1, $2, $3, $4, $5, x.option_id, x.data, x.total, x.odds
     FROM unnest($6::int[], $7::text[], $8::bigint[], $9::int[]) AS x(option_id, data, total, odds)`,
    [
      orderId,
      userId,
      room.id,
      lottery.id,
      round.id,
      items.map((i) => i.id),
      data,
      totals.map(String),
      // Odds are frozen here: a later change of the table does not touch this bet.
      items.map((i) => options.get(i.id)!.odds),
    ],
  );
  return { orderId, balance: posted.balances.get(playerId) ?? 0n, notice };
}

export function orderAnswer(result: OrderResult): Answer {
  return {
    code: CODE_OK,
    message: ORDER_MESSAGES.done,
    data: { balance: formatCents(result.balance), notice: result.notice },
  };
}
