/**
 * The house margin of each rebate category, and the rule that a VIP rebate rate stays below it:
 * a rate at or above the margin pays a player to bet (the rebate returns at least what the bets
 * are expected to lose). docs/MONEY.md#rebate-rates.
 * - lottery: from the odds, the smallest edge over every option of every lottery, 1 − odds × p
 *   with p exact (odds.ts), in basis points rounded down. Rebates count the net exposure, which is
 *   never more than the stakes, so a rate below every option's edge stays below the expected loss.
 * - venue categories: the declared margin of the lowest-edge game the category offers
 *   (VENUE_MARGIN_BP; the sandbox venues' games, venue-games/games.ts, a test pins them).
 * A rate of 0 (no rebate) is always allowed.
 */
import type { Queryable } from '../../db/types.ts';
import { refused } from '../../lib/errors.ts';
import { BASIS_POINTS, probabilityOf } from '../lottery/odds.ts';
import { ruleSpec, type LotteryType } from '../lottery/rules.ts';
import type { RateColumn } from './categories.ts';
import { formatRate } from './rates.ts';

/** Declared margins (basis points) of the venue categories, by their rate column. */
export const VENUE_MARGIN_BP: Readonly<Record<Exclude<RateColumn, 'lottery'>, number>> = {
  // 真人 and 棋牌: 骰宝 大/小, 2.78 % on either side.
  realperson: 277,
  joker: 277,
  // 电子 and 捕鱼: the fruit machine pays back 97.6 %.
  electron: 240,
  fish: 240,
  // 体育 and 电竞: 主胜 and 平局 keep 5.5 %, 客胜 6.2 %.
  sport: 550,
  e_sport: 550,
};

export type Margins = Record<RateColumn, number>;

/** The smallest edge (basis points, rounded down, not below 0) over the lotteries' options. */
export async function lotteryMarginBp(q: Queryable): Promise<number> {
  const rows = await q.query<{ type: number; rule: string; odds: number }>(
    'SELECT DISTINCT l.type, o.rule, o.odds FROM lottery_play_options o JOIN lotteries l ON l.id = o.lottery_id',
  );
  let margin: bigint | null = null;
  for (const row of rows) {
    if (ruleSpec(row.rule)?.type !== row.type) continue;
    const p = probabilityOf(row.type as LotteryType, row.rule);
    // 1 − (odds / 100) × (num / den), in basis points.
    const edge = (BASIS_POINTS * (100n * p.den - BigInt(row.odds) * p.num)) / (100n * p.den);
    if (margin === null || edge < margin) margin = edge;
  }
  return margin === null || margin < 0n ? 0 : Number(margin);
}

export async function categoryMargins(q: Queryable): Promise<Margins> {
  return { ...VENUE_MARGIN_BP, lottery: await lotteryMarginBp(q) };
}

export interface RateViolation {
  level: number;
  column: RateColumn;
  rateBp: number;
  marginBp: number;
}

/** The rates (of the levels given) at or above their category's margin. */
export function rateViolations(
  levels: readonly { level: number; rates: Partial<Record<RateColumn, number>> }[],
  margins: Margins,
): RateViolation[] {
  const found: RateViolation[] = [];
  for (const { level, rates } of levels)
    for (const [column, rateBp] of Object.entries(rates) as [RateColumn, number | undefined][])
      if (rateBp !== undefined && rateBp > 0 && rateBp >= margins[column])
        found.push({ level, column, rateBp, marginBp: margins[column] });
  return found;
}

/** The operator's refusal of a rate at or above its margin. */
export function rateRefusalMessage(v: RateViolation): string {
  return `${v.column} 返水比例应低于该类别的庄家优势 ${formatRate(v.marginBp)}%（现为 ${formatRate(v.rateBp)}%）`;
}

/** Refuses (400) a level's new rates when one is at or above its margin. */
export async function refuseRatesAtMargin(
  q: Queryable,
  level: number,
  rates: Partial<Record<RateColumn, number>>,
): Promise<void> {
  if (Object.values(rates).every((bp) => !bp)) return;
  const [violation] = rateViolations([{ level, rates }], await categoryMargins(q));
  if (violation) throw refused(rateRefusalMessage(violation));
}

/** The live start's refusal while a stored rate is at or above its margin (null: none). */
export function rebateRateRefusal(found: readonly RateViolation[]): string | null {
  if (found.length === 0) return null;
  const list = found.map((v) => `VIP${v.level} ${v.column} ${formatRate(v.rateBp)}% ≥ ${formatRate(v.marginBp)}%`);
  return `VIP rebate rates at or above their category's house margin pay players to bet (docs/MONEY.md#rebate-rates): ${list.join('; ')}. Set each below its margin on the database (UPDATE vip_levels SET <column>_bp = <basis points> WHERE level = <level>), then start again.`;
}
