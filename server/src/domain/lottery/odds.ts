/**
 * Odds from exact probabilities: odds = floor_2dp((1 − margin) / p), in integer hundredths, with
 * p an exact fraction. Type 2 enumerates the 1000 equally likely digit triples through the same
 * judge the settlement uses; type 1 counts specials 1–49 (each equally likely) and, for the
 * normal numbers, uses symmetry: a given number is among the six normals with p = 6/49.
 */
import { BALL_MAX, BALL_MIN, ballsExtend, digitsExtend, ruleSpec, winnersOf, wins, type LotteryType } from './rules.ts';

export interface Probability {
  /** Winning outcomes … */
  num: bigint;
  /** … out of equally likely outcomes. */
  den: bigint;
}

/** 10,000 basis points = 100 %. */
export const BASIS_POINTS = 10_000n;

function digitProbability(rule: string): Probability {
  let num = 0n;
  for (let a = 0; a < 10; a++) {
    for (let b = 0; b < 10; b++) {
      for (let c = 0; c < 10; c++) {
        if (wins(rule, '', winnersOf(digitsExtend([a, b, c])))) num++;
      }
    }
  }
  return { num, den: 1000n };
}

/** Normals that avoid the special and each other: only the special matters to these rules. */
function normalsAvoiding(special: number): number[] {
  return [1, 2, 3, 4, 5, 6, 7].filter((n) => n !== special).slice(0, 6);
}

function ballProbability(rule: string): Probability {
  if (rule === 'normal_number') return { num: 6n, den: BigInt(BALL_MAX) };
  if (rule === 'special_number') return { num: 1n, den: BigInt(BALL_MAX) };
  let num = 0n;
  for (let special = BALL_MIN; special <= BALL_MAX; special++) {
    if (wins(rule, '', winnersOf(ballsExtend({ normals: normalsAvoiding(special), special })))) num++;
  }
  return { num, den: BigInt(BALL_MAX) };
}

/** The exact probability that one bet on `rule` wins (for number rules: any one chosen number). */
export function probabilityOf(type: LotteryType, rule: string): Probability {
  const spec = ruleSpec(rule);
  if (!spec || spec.type !== type) throw new Error(`rule ${rule} does not belong to lottery type ${type}`);
  const p = type === 2 ? digitProbability(rule) : ballProbability(rule);
  if (p.num === 0n) throw new Error(`rule ${rule} can never win`);
  return p;
}

/** floor(100 · (1 − m) / p) in hundredths, exactly: 100 · (B − m) · den / (B · num). */
export function oddsFor(p: Probability, marginBp: number): number {
  const margin = BigInt(marginBp);
  return Number((100n * (BASIS_POINTS - margin) * p.den) / (BASIS_POINTS * p.num));
}

/** Hundredths as the wire's 2-decimal string: 194 → "1.94". */
export function formatOdds(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
