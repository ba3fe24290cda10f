/**
 * Red packets for a member: what /api/userredpacket shows (draws left, drawn today, window status,
 * the rules) and the draw itself (/api/douserredpacket). A draw is one transaction: the member
 * row is locked first, so concurrent taps queue and each sees the draws already made (a draw is
 * numbered per member and day, unique: never one more than the rule allows). The amount is a
 * CSPRNG whole number of cents in [least packet, deposits × percent], paid from the house
 * promotions account as a gift (账户明细 type 5, 红包) with its turnover requirement. A trial member
 * draws nothing (202 TRIAL_REWARD_REFUSED).
 */
import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import { refuse } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';
import { getSettings } from '../site/settings.ts';
import { creditFromHouseIn } from '../wallet/credit.ts';
import { refuseTrialReward } from '../accounts/trial.ts';
import {
  RED_PACKET_CLOSED,
  RED_PACKET_DEPOSIT_SHORT,
  RED_PACKET_NO_DRAWS,
  RED_PACKET_NO_RULE,
  RED_PACKET_OUT_OF_WINDOW,
  RED_PACKET_STATUS,
} from '../../../../contract/rewards/rules.ts';
import { beijingDay } from './days.ts';
import { RED_PACKET_LABEL, REWARD_HOUSE } from './house.ts';
import {
  drawWindow,
  listRedPacketRules,
  matchingRule,
  type DrawWindow,
  type RedPacketRule,
} from './red-packet-rules.ts';
import { addTurnoverRequirement } from '../wallet/turnover.ts';

export type RedPacketStatus = (typeof RED_PACKET_STATUS)[keyof typeof RED_PACKET_STATUS];

export interface RedPacketState {
  rules: RedPacketRule[];
  window: DrawWindow | null;
  status: RedPacketStatus;
  deposits: bigint;
  /** When the last qualifying deposit was approved. */
  depositedAt: Date | null;
  rule: RedPacketRule | null;
  drawn: number;
  /** rule draws − drawn; negative when drawn more than a (since changed) rule allows. */
  left: number;
  maxTimes: number;
}

/** Approved deposits (by approval time) in the window's deposit range. */
async function qualifyingDeposits(
  q: Queryable,
  userId: number,
  window: DrawWindow,
): Promise<{ total: bigint; last: Date | null }> {
  const [row] = await q.query<{ total: unknown; last: Date | null }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total, max(reviewed_at) AS last FROM deposits
      WHERE user_id = $1 AND state = 2 AND reviewed_at >= $2 AND reviewed_at < $3`,
    [userId, window.depositsFrom, window.depositsTo],
  );
  return { total: toCents(row?.total), last: row?.last ?? null };
}

export function statusAt(window: DrawWindow | null, now: Date): RedPacketStatus {
  if (!window) return RED_PACKET_STATUS.end;
  if (now < window.start) return RED_PACKET_STATUS.ready;
  if (now < window.end) return RED_PACKET_STATUS.starting;
  return RED_PACKET_STATUS.end;
}

export async function redPacketState(q: Queryable, userId: number, now: Date): Promise<RedPacketState> {
  const rules = await listRedPacketRules(q, { activeOnly: true });
  const day = beijingDay(now);
  const window = drawWindow(rules, day);
  const { total: deposits, last: depositedAt } = window
    ? await qualifyingDeposits(q, userId, window)
    : { total: 0n, last: null };
  const rule = matchingRule(rules, deposits);
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM red_packet_draws WHERE user_id = $1 AND day = $2::date',
    [userId, day],
  );
  const drawn = count?.n ?? 0;
  return {
    rules,
    window,
    status: statusAt(window, now),
    deposits,
    depositedAt,
    rule,
    drawn,
    left: (rule?.draws ?? 0) - drawn,
    maxTimes: Math.max(0, ...rules.map((r) => r.draws)),
  };
}

/** A uniform whole number of cents in [min(least, cap), cap] from the CSPRNG. */
export function drawAmount(
  cap: bigint,
  least: bigint,
  random: (min: number, max: number) => number = randomInt,
): bigint {
  const low = least < cap ? least : cap;
  return BigInt(random(Number(low), Number(cap) + 1));
}

export interface RedPacketWin {
  amount: bigint;
  left: number;
  drawn: number;
  balance: bigint;
}

/**
 * One draw, in the caller's transaction (the route's idempotent one, so the answer is stored with
 * the draw): the member row is locked first, so concurrent taps queue and never draw more than
 * the rule allows.
 */
export async function drawRedPacket(q: Queryable, userId: number, now: Date): Promise<RedPacketWin> {
  if ((await getSettings(q)).redpacket_switch === '0') throw refuse(202, RED_PACKET_CLOSED);
  await q.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  await refuseTrialReward(q, userId);
  const state = await redPacketState(q, userId, now);
  if (!state.window) throw refuse(500, RED_PACKET_NO_RULE);
  if (state.status !== RED_PACKET_STATUS.starting) throw refuse(202, RED_PACKET_OUT_OF_WINDOW);
  const rule = state.rule;
  const cap = rule ? (state.deposits * BigInt(rule.percentBp)) / 10_000n : 0n;
  if (!rule || cap <= 0n) throw refuse(203, RED_PACKET_DEPOSIT_SHORT);
  if (state.left <= 0) throw refuse(203, RED_PACKET_NO_DRAWS);
  const seq = state.drawn + 1;
  const amount = drawAmount(cap, rule.minAmount);
  const credit = await creditFromHouseIn(q, {
    userId,
    houseCode: REWARD_HOUSE.promotions,
    amount,
    kind: 'red_packet',
    memo: `red packet ${state.window.day} #${seq}`,
    actor: `user:${userId}`,
    idempotencyKey: `red-packet:${userId}:${state.window.day}:${seq}`,
    giftLabel: RED_PACKET_LABEL,
  });
  await q.query(
    `INSERT INTO red_packet_draws (user_id, day, seq, rule_id, deposits, deposited_at, amount, tx_id, created_at)
     VALUES ($1, $2::date, $3, $4, $5, $6, $7, $8, $9)`,
    [userId, state.window.day, seq, rule.id, state.deposits, state.depositedAt, amount, credit.txId, now],
  );
  await addTurnoverRequirement(q, userId, amount * BigInt(rule.turnoverMultiple));
  return { amount, left: state.left - 1, drawn: seq, balance: credit.balance };
}
