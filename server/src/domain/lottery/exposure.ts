/**
 * A player's exposure in one round: stakes − the smallest total payout over every result the round
 * could have drawn. That is the turnover (打码量) the round counts: covering bets (大单+大双+小单+小双,
 * all 28 sums, 特大+特小, the three 波 …) pay back nearly their stakes whatever is drawn, so they
 * count almost nothing; a single 大 can lose in full, so it counts its whole stake. Every result is
 * judged by winningKeys (judge.ts), the settlement's own judge, so the figure cannot drift from
 * what the settlement pays. Integer cents; never below 0.
 *
 * The result spaces are small. Type 2: the 1000 digit triples, kept once per distinct set of
 * winners. Type 1: the special (49 values) decides every rule but the 正码 numbers; the six normals
 * only add, each drawn number on its own, the 正码 bets on that number. So the cheapest result for
 * a special is it plus the six other numbers whose 正码 bets pay least, exact without walking the
 * 49 × C(48, 6) draws.
 */
import { LOTTERY_TYPE } from '../../../../contract/lottery/rules.ts';
import type { PlayOption } from './catalog.ts';
import { NORMAL_COUNT } from './fair-draw.ts';
import { betWins, keySet, winningKeys } from './judge.ts';
import { BALL_MAX, BALL_MIN, ballsExtend, digitsExtend, type LotteryType } from './rules.ts';

/** A player's bets of a round on one option and number, summed. */
export interface RoundBet {
  optionId: number;
  data: string;
  stake: bigint;
  /** What these bets pay if they win (each bet's total × odds floored to the cent, summed). */
  payout: bigint;
}

interface BaseOutcome {
  wins: Set<string>;
  /** The number this outcome takes out of the extra draws (type 1: the special). */
  excludes: number | null;
}

export interface ExposureTable {
  bases: BaseOutcome[];
  /** Type 1: `pick` distinct numbers drawn on top of a base, each adding its own winners. */
  extras: { pick: number; pool: Map<number, Set<string>> } | null;
}

function digitsTable(options: readonly PlayOption[]): ExposureTable {
  const seen = new Map<string, Set<string>>();
  for (let a = 0; a < 10; a++)
    for (let b = 0; b < 10; b++)
      for (let c = 0; c < 10; c++) {
        const wins = keySet(winningKeys(options, digitsExtend([a, b, c])));
        seen.set([...wins].sort().join(','), wins);
      }
  return { bases: [...seen.values()].map((wins) => ({ wins, excludes: null })), extras: null };
}

function ballsTable(options: readonly PlayOption[]): ExposureTable {
  const bases: BaseOutcome[] = [];
  for (let special = BALL_MIN; special <= BALL_MAX; special++)
    bases.push({ wins: keySet(winningKeys(options, ballsExtend({ normals: [], special }))), excludes: special });
  const pool = new Map<number, Set<string>>();
  for (let n = BALL_MIN; n <= BALL_MAX; n++) {
    // What drawing n as a normal adds to some special other than n.
    const base = bases.find((b) => b.excludes !== n)!;
    const withN = keySet(winningKeys(options, ballsExtend({ normals: [n], special: base.excludes! })));
    pool.set(n, new Set([...withN].filter((key) => !base.wins.has(key))));
  }
  return { bases, extras: { pick: NORMAL_COUNT, pool } };
}

/** Every result of a lottery of `type` with these options, as the settlement would judge it. */
export function exposureTable(type: LotteryType, options: readonly PlayOption[]): ExposureTable {
  return type === LOTTERY_TYPE.digits ? digitsTable(options) : ballsTable(options);
}

function paidUnder(wins: ReadonlySet<string>, bets: readonly RoundBet[]): bigint {
  let paid = 0n;
  for (const bet of bets) if (betWins(wins, bet.optionId, bet.data)) paid += bet.payout;
  return paid;
}

/** The smallest total the bets are paid over every result. */
export function minPayout(table: ExposureTable, bets: readonly RoundBet[]): bigint {
  // Extra numbers, cheapest first: a base takes the first `pick` of them that it does not exclude.
  const extras = table.extras
    ? [...table.extras.pool]
        .map(([n, wins]) => ({ n, paid: paidUnder(wins, bets) }))
        .sort((x, y) => (x.paid < y.paid ? -1 : x.paid > y.paid ? 1 : 0))
    : [];
  const pick = table.extras?.pick ?? 0;
  let min: bigint | null = null;
  for (const base of table.bases) {
    let paid = paidUnder(base.wins, bets);
    let taken = 0;
    for (const extra of extras) {
      if (taken === pick) break;
      if (extra.n === base.excludes) continue;
      paid += extra.paid;
      taken++;
    }
    if (min === null || paid < min) min = paid;
  }
  return min ?? 0n;
}

/** The turnover the bets count: stakes − the smallest payout, never below 0. */
export function netExposure(table: ExposureTable, bets: readonly RoundBet[]): { stakes: bigint; net: bigint } {
  const stakes = bets.reduce((sum, bet) => sum + bet.stake, 0n);
  const net = stakes - minPayout(table, bets);
  return { stakes, net: net > 0n ? net : 0n };
}
