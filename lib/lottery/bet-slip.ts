/**
 * The credit-betting slip (docs/SCREENS.md#lottery; docs/LOTTERY.md play groups): what
 * the player picked, each pick's stake, and the checks before the confirmation. Pure: the popup
 * keeps a BetSlip in a reducer and renders it.
 *
 * Stakes stay the typed text until they are checked, then become integer cents (big.js via
 * lib/wallet/amount): a float never touches money.
 */
import { DEFAULT_QUICK_BET } from '@/lib/constants';
import { centsToDecimal, formatMoney, type Cents } from '@/lib/money';
import type { LotteryType, PlayGroup } from '@/lib/api/types';
import type { LotteryOrderBody } from '@/contract/lottery/schemas';
import * as t from '@/lib/text/zh-CN';
import { amountToCents, isBlankAmount, sanitizeAmountInput } from '@/lib/wallet/amount';

/** One button of a group: an option (大, 小 …) or a number of a special group's grid. */
export interface BetCell {
  optionId: number;
  /** What the button shows: the playtitle, or the number. */
  label: string;
  /** Exact decimal text from the server ("1.98"). */
  odds: string;
  /** order[].data: '' for plain options, the number (as text) for special groups. */
  data: string;
}

/** The grid of a special group with a single child (docs/LOTTERY.md): 1–49 (type 1) or 0–27 (type 2). */
const GRID: Record<LotteryType, readonly [number, number]> = { 1: [1, 49], 2: [0, 27] };

/**
 * The buttons of a play group (docs/LOTTERY.md):
 * - plain group: one per child, data '';
 * - special group with one child per number: the children are the grid, data = playtitle;
 * - special group with a single child: the lottery's number range at that child's odds, data = number.
 */
export function cellsOf(group: PlayGroup, type: LotteryType): BetCell[] {
  if (!group.special) return group.options.map((o) => ({ optionId: o.id, label: o.title, odds: o.odds, data: '' }));
  if (group.options.length !== 1)
    return group.options.map((o) => ({ optionId: o.id, label: o.title, odds: o.odds, data: o.title }));
  const [only] = group.options;
  const [from, to] = GRID[type];
  return Array.from({ length: to - from + 1 }, (_, i) => {
    const n = String(from + i);
    return { optionId: only.id, label: n, odds: only.odds, data: n };
  });
}

export interface BetPick {
  key: string;
  groupId: number;
  groupName: string;
  optionId: number;
  label: string;
  odds: string;
  data: string;
  /** The stake as typed (yuan, at most two decimals). */
  amount: string;
}

export interface BetSlip {
  /** The quick amount in force: new picks start with it. */
  stake: number;
  picks: BetPick[];
}

export const emptySlip = (): BetSlip => ({ stake: DEFAULT_QUICK_BET, picks: [] });

export const pickKey = (groupId: number, cell: BetCell) => `${groupId}:${cell.optionId}:${cell.data}`;

export type SlipAction =
  | { type: 'toggle'; group: PlayGroup; cell: BetCell }
  /** A quick amount: the stake of new picks and of every pick already made. */
  | { type: 'quick'; amount: number }
  | { type: 'amount'; key: string; text: string }
  | { type: 'remove'; key: string }
  | { type: 'clear' };

export function slipReducer(slip: BetSlip, action: SlipAction): BetSlip {
  switch (action.type) {
    case 'toggle': {
      const key = pickKey(action.group.id, action.cell);
      if (slip.picks.some((p) => p.key === key)) return { ...slip, picks: slip.picks.filter((p) => p.key !== key) };
      const { optionId, label, odds, data } = action.cell;
      return {
        ...slip,
        picks: [
          ...slip.picks,
          {
            key,
            groupId: action.group.id,
            groupName: action.group.name,
            optionId,
            label,
            odds,
            data,
            amount: String(slip.stake),
          },
        ],
      };
    }
    case 'quick':
      return { stake: action.amount, picks: slip.picks.map((p) => ({ ...p, amount: String(action.amount) })) };
    case 'amount':
      return {
        ...slip,
        picks: slip.picks.map((p) => (p.key === action.key ? { ...p, amount: sanitizeAmountInput(action.text) } : p)),
      };
    case 'remove':
      return { ...slip, picks: slip.picks.filter((p) => p.key !== action.key) };
    case 'clear':
      // The quick amount the player chose stays: only the picks go.
      return { ...slip, picks: [] };
  }
}

/** The room's stake limits, when the server says (GET /api/lotteryRoom min_bet / max_bet). */
export interface StakeLimits {
  min: Cents | null;
  max: Cents | null;
}

export interface CheckedOrder {
  pick: BetPick;
  cents: Cents;
}

export type SlipCheck =
  | { ok: true; orders: CheckedOrder[]; total: Cents }
  /** `key`: the pick whose amount is wrong (the preview points at it). */
  | { ok: false; message: string; key?: string };

const yuan = (c: Cents) => formatMoney(c).replace(/\.00$/, '');

/** The message for a stake outside the room's limits, or null when it is inside. */
function limitMessage(cents: Cents, { min, max }: StakeLimits): string | null {
  const below = min !== null && cents < min;
  const above = max !== null && max > 0 && cents > max;
  if (!below && !above) return null;
  if (min !== null && max !== null && max > 0) return t.bet.amountRange(yuan(min), yuan(max));
  return below ? t.bet.amountMin(yuan(min!)) : t.bet.amountMax(yuan(max!));
}

/**
 * docs/SCREENS.md#lottery: at least one option; then every stake a positive amount of whole cents within the
 * room's limits, checked in the order the picks were made.
 */
export function checkSlip(picks: readonly BetPick[], limits: StakeLimits): SlipCheck {
  if (picks.length === 0) return { ok: false, message: t.bet.pickRequired };
  const orders: CheckedOrder[] = [];
  for (const pick of picks) {
    if (isBlankAmount(pick.amount)) return { ok: false, message: t.bet.amountRequired, key: pick.key };
    const cents = amountToCents(pick.amount);
    if (cents === null || cents <= 0) return { ok: false, message: t.bet.amountPositive, key: pick.key };
    const outside = limitMessage(cents, limits);
    if (outside) return { ok: false, message: outside, key: pick.key };
    orders.push({ pick, cents });
  }
  return { ok: true, orders, total: orders.reduce((sum, o) => sum + o.cents, 0) as Cents };
}

/** The running total of the preview: stakes not (yet) valid count as nothing. */
export function slipTotal(picks: readonly BetPick[]): Cents {
  return picks.reduce((sum, p) => sum + Math.max(0, amountToCents(p.amount) ?? 0), 0) as Cents;
}

/**
 * POST /api/lotteryOrder body (docs/API.md#lotteryorder): the round bet on is the open one (nextexpect);
 * each total is the stake in yuan as a JSON number read from its exact two-place decimal.
 */
export function orderBody(roomId: number, expect: string, orders: readonly CheckedOrder[]): LotteryOrderBody {
  return {
    room_id: roomId,
    expect,
    order: orders.map(({ pick, cents }) => ({
      id: pick.optionId,
      total: Number(centsToDecimal(cents)),
      data: pick.data,
    })),
  };
}
