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
import { postMovementIn, type PostedMovement } from '../ledger/post.ts';
import {
  findLottery,
  findRoom,
  lotteryHouseId,
  optionsByIds,
  type Lottery,
  type PlayOption,
  type Room,
} from './catalog.ts';
import { betNotice, yuanText } from './labels.ts';
import { canonicalNumber, ruleSpec } from './rules.ts';
import { ROUND_COLUMNS, toRound, type Round } from './rounds.ts';
import {
  MAX_ORDER_ITEMS,
  ORDER_TEXT,
  orderNumberMessage,
  orderRangeMessage,
  orderTooManyMessage,
} from '../../../../contract/lottery/rules.ts';
import { CODE_OK } from '../../../../contract/common/rules.ts';
import type { LotteryOrderBody } from '../../../../contract/lottery/schemas.ts';
import { guardMovement, type GuardSwitches } from '../protection/limits-guard.ts';

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

/** The round a bet may go on now, share-locked so the draw waits for this bet (or this bet sees it drawn). */
async function lockCurrentRound(q: Queryable, lotteryId: number, now: Date): Promise<Round | null> {
  const rows = await q.query<Parameters<typeof toRound>[0]>(
    `SELECT ${ROUND_COLUMNS} FROM lottery_rounds
     WHERE lottery_id = $1 AND status = 'open' AND opens_at <= $2 AND draw_at > $2
     ORDER BY expect DESC LIMIT 1 FOR SHARE`,
    [lotteryId, now],
  );
  return rows[0] ? toRound(rows[0]) : null;
}

/** The bets as checked: each one's option, amount in cents and stored data, index for index with the items. */
interface CheckedBets {
  options: Map<number, PlayOption>;
  totals: bigint[];
  data: string[];
}

/**
 * Checks 5 (and the count before it): each option belongs to the room's lottery; each amount is
 * positive and within the room's limits; each number is in range. The first failing check answers.
 */
async function checkBets(q: Queryable, lotteryId: number, room: Room, items: readonly Item[]): Promise<CheckedBets> {
  if (items.length > MAX_ORDER_ITEMS) throw invalid(ORDER_MESSAGES.tooMany(MAX_ORDER_ITEMS));
  const options = await optionsByIds(
    q,
    lotteryId,
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
  return { options, totals, data };
}

/** Where an order stands: who bets on which room, lottery and round. */
interface OrderPlace {
  userId: number;
  room: Room;
  lottery: Lottery;
  round: Round;
}

/**
 * Check 6 and the payment: ONE ledger movement from the player's main wallet to the lottery's
 * house account (the trial house for a trial player); an overdraft is refused by the movement
 * (LedgerError → 210 余额不足).
 */
async function payStake(
  q: Queryable,
  { userId, room, lottery, round }: OrderPlace,
  total: bigint,
  ledgerKey: string | undefined,
): Promise<{ playerId: number; posted: PostedMovement }> {
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
  return { playerId, posted };
}

/** Writes the order (tied to its stake movement) and its bets, with the odds of this moment; returns the order id. */
async function writeOrder(
  q: Queryable,
  { userId, room, lottery, round }: OrderPlace,
  items: readonly Item[],
  bets: CheckedBets,
  order: { total: bigint; notice: string; txId: number },
): Promise<bigint> {
  const [row] = await q.query<{ id: unknown }>(
    `INSERT INTO lottery_orders (user_id, room_id, round_id, total, notice, tx_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [userId, room.id, round.id, order.total, order.notice, order.txId],
  );
  const orderId = BigInt(String(row!.id));
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
      bets.data,
      bets.totals.map(String),
      // Odds are frozen here: a later change of the table does not touch this bet.
      items.map((i) => bets.options.get(i.id)!.odds),
    ],
  );
  return orderId;
}

export async function placeOrder(
  q: Queryable,
  userId: number,
  /** LotteryOrderBody as read: the room, the round and each bet typed; the bets are checked here, in order. */
  input: { room_id: number; expect: string; order: readonly Item[] },
  now: Date,
  ledgerKey?: string,
  /** Which player-protection checks run (protection/limits-guard.ts). */
  protection?: GuardSwitches,
): Promise<OrderResult> {
  // 2. The room.
  const room = await findRoom(q, input.room_id);
  const lottery = room ? await findLottery(q, room.lotteryId) : null;
  if (!room || !lottery) throw refuse(500, ORDER_MESSAGES.noRoom);

  // 3. The current round, share-locked against the draw.
  const round = await lockCurrentRound(q, lottery.id, now);
  if (!round || input.expect !== String(round.expect)) throw refuse(500, ORDER_MESSAGES.staleExpect);

  // 4. Closed by the server's clock.
  if (now.getTime() >= round.closeAt.getTime()) throw refuse(500, ORDER_MESSAGES.closed);

  // 5. The bets.
  const items = input.order;
  const bets = await checkBets(q, lottery.id, room, items);

  // 6. The balance, and the payment.
  const place: OrderPlace = { userId, room, lottery, round };
  const total = bets.totals.reduce((sum, t) => sum + t, 0n);
  // Before the payment, in its transaction (the guard locks the member's row).
  await guardMovement(q, userId, 'stake', total, protection);
  const { playerId, posted } = await payStake(q, place, total, ledgerKey);
  const notice = betNotice(
    round.expect,
    items.map((item, i) => ({ option: bets.options.get(item.id)!, data: bets.data[i]!, total: bets.totals[i]! })),
  );
  const orderId = await writeOrder(q, place, items, bets, { total, notice, txId: posted.txId });
  return { orderId, balance: posted.balances.get(playerId) ?? 0n, notice };
}

export function orderAnswer(result: OrderResult): Answer {
  return {
    code: CODE_OK,
    message: ORDER_MESSAGES.done,
    data: { balance: formatCents(result.balance), notice: result.notice },
  };
}
