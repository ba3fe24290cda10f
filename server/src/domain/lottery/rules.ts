/**
 * What a draw means and which plays it pays: the extended fields of a result (docs/LOTTERY.md,
 * docs/LOTTERY.md#plays) and the judge's rule keys stored on each play option. The same functions feed
 * the odds (every outcome is judged by them) and the settlement, so the two cannot disagree.
 */
import type { BallsDraw } from './fair-draw.ts';
import { LOTTERY_TYPE } from '../../../../contract/lottery/rules.ts';

export type LotteryType = (typeof LOTTERY_TYPE)[keyof typeof LOTTERY_TYPE];

/** Type 2 (sum of three digits). */
export const BIG_MIN_SUM = 14;
export const EXTREME_BIG_MIN_SUM = 22;
export const EXTREME_SMALL_MAX_SUM = 5;
export const MAX_SUM = 27;
/** Type 1 (1–49): the special is big from 25 on. */
export const BALL_BIG_MIN = 25;
export const BALL_MIN = 1;
export const BALL_MAX = 49;

export interface DigitsExtend {
  numbers: number[];
  sum: number;
  big_small: '大' | '小';
  odd_even: '单' | '双';
  combo: string;
  extreme: '极大' | '极小' | null;
  shape: '豹子' | '顺子' | '对子' | '杂六';
  /** The sum's colour wave (docs/API.md#lotteryroom `color`); 0, 13, 14 and 27 have none. A label, not a play. */
  color: Wave | null;
}

export interface BallsExtend {
  normals: number[];
  special: number;
  special_big_small: '大' | '小';
  special_odd_even: '单' | '双';
  special_color: Wave;
}

export type DrawExtend = DigitsExtend | BallsExtend;

export type Wave = '红' | '蓝' | '绿';

/** The standard colour table of the 1–49 game. */
const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];

export function waveOf(n: number): Wave {
  if (RED.includes(n)) return '红';
  if (BLUE.includes(n)) return '蓝';
  return '绿';
}

/** The usual sum-colour table of sum-of-three games: 0, 13, 14 and 27 are uncoloured. */
const SUM_RED = [3, 6, 9, 12, 15, 18, 21, 24];
const SUM_GREEN = [1, 4, 7, 10, 16, 19, 22, 25];
const SUM_BLUE = [2, 5, 8, 11, 17, 20, 23, 26];

export function sumWaveOf(sum: number): Wave | null {
  if (SUM_RED.includes(sum)) return '红';
  if (SUM_GREEN.includes(sum)) return '绿';
  if (SUM_BLUE.includes(sum)) return '蓝';
  return null;
}

function shapeOf(numbers: number[]): DigitsExtend['shape'] {
  const [a, b, c] = [...numbers].sort((x, y) => x - y) as [number, number, number];
  if (a === c) return '豹子';
  // Consecutive digits in any order (0-1-2 … 7-8-9; 9-0-1 does not wrap).
  if (b === a + 1 && c === b + 1) return '顺子';
  if (a === b || b === c) return '对子';
  return '杂六';
}

export function digitsExtend(numbers: number[]): DigitsExtend {
  const sum = numbers.reduce((s, n) => s + n, 0);
  const big_small = sum >= BIG_MIN_SUM ? '大' : '小';
  const odd_even = sum % 2 === 1 ? '单' : '双';
  return {
    numbers: [...numbers],
    sum,
    big_small,
    odd_even,
    combo: `${big_small}${odd_even}`,
    extreme: sum >= EXTREME_BIG_MIN_SUM ? '极大' : sum <= EXTREME_SMALL_MAX_SUM ? '极小' : null,
    shape: shapeOf(numbers),
    color: sumWaveOf(sum),
  };
}

export function ballsExtend(draw: BallsDraw): BallsExtend {
  return {
    normals: [...draw.normals],
    special: draw.special,
    special_big_small: draw.special >= BALL_BIG_MIN ? '大' : '小',
    special_odd_even: draw.special % 2 === 1 ? '单' : '双',
    special_color: waveOf(draw.special),
  };
}

const two = (n: number): string => String(n).padStart(2, '0');

/** The wire's `number`: "3,8,5" or "05,12,19,23,37,41+08". */
export function resultNumber(extend: DrawExtend): string {
  if ('numbers' in extend) return extend.numbers.join(',');
  return `${extend.normals.map(two).join(',')}+${two(extend.special)}`;
}

/** The text of the draw message after 开奖结果: "3+8+5=16 大双" or "05,12,19,23,37,41+08". */
export function resultSummary(extend: DrawExtend): string {
  if ('numbers' in extend) return `${extend.numbers.join('+')}=${extend.sum} ${extend.combo}`;
  return resultNumber(extend);
}

/* ---- The judge ---- */

/** Rules of type 2. `sum:N` (N = 0…27) is the special sum, one option per number. */
export const DIGIT_RULES = [
  'big',
  'small',
  'odd',
  'even',
  'big_odd',
  'big_even',
  'small_odd',
  'small_even',
  'extreme_big',
  'extreme_small',
  'triple',
  'straight',
  'pair',
] as const;
/** Rules of type 1. The two `*_number` rules take the chosen number from the order's data. */
export const BALL_RULES = [
  'special_number',
  'special_big',
  'special_small',
  'special_odd',
  'special_even',
  'normal_number',
  'wave_red',
  'wave_blue',
  'wave_green',
] as const;

export interface RuleSpec {
  type: LotteryType;
  /** The rule needs a number in `order[].data`, within [min, max]. */
  data: { min: number; max: number } | null;
}

const SUM_RULE = /^sum:(\d{1,2})$/;
const DATA_RULES = new Set<string>(['special_number', 'normal_number']);

export function sumRule(sum: number): string {
  return `sum:${sum}`;
}

/** What a stored rule key means, or null for a key this server does not know. */
export function ruleSpec(rule: string): RuleSpec | null {
  const sum = SUM_RULE.exec(rule);
  if (sum) return Number(sum[1]) <= MAX_SUM ? { type: LOTTERY_TYPE.digits, data: null } : null;
  if ((DIGIT_RULES as readonly string[]).includes(rule)) return { type: LOTTERY_TYPE.digits, data: null };
  if (DATA_RULES.has(rule)) return { type: LOTTERY_TYPE.balls, data: { min: BALL_MIN, max: BALL_MAX } };
  if ((BALL_RULES as readonly string[]).includes(rule)) return { type: LOTTERY_TYPE.balls, data: null };
  return null;
}

/** The winning side of a result: rules that pay, and for number rules the numbers that pay. */
export interface Winners {
  rules: Set<string>;
  numbers: Map<string, Set<string>>;
}

function digitWinners(e: DigitsExtend): Winners {
  const big = e.big_small === '大';
  const odd = e.odd_even === '单';
  const rules = new Set<string>([
    big ? 'big' : 'small',
    odd ? 'odd' : 'even',
    `${big ? 'big' : 'small'}_${odd ? 'odd' : 'even'}`,
    sumRule(e.sum),
  ]);
  if (e.extreme === '极大') rules.add('extreme_big');
  if (e.extreme === '极小') rules.add('extreme_small');
  if (e.shape === '豹子') rules.add('triple');
  if (e.shape === '顺子') rules.add('straight');
  if (e.shape === '对子') rules.add('pair');
  return { rules, numbers: new Map() };
}

const WAVE_RULE: Record<Wave, string> = { 红: 'wave_red', 蓝: 'wave_blue', 绿: 'wave_green' };

function ballWinners(e: BallsExtend): Winners {
  const rules = new Set<string>([
    e.special_big_small === '大' ? 'special_big' : 'special_small',
    e.special_odd_even === '单' ? 'special_odd' : 'special_even',
    WAVE_RULE[e.special_color],
  ]);
  const numbers = new Map<string, Set<string>>([
    ['special_number', new Set([String(e.special)])],
    ['normal_number', new Set(e.normals.map(String))],
  ]);
  return { rules, numbers };
}

export function winnersOf(extend: DrawExtend): Winners {
  return 'numbers' in extend ? digitWinners(extend) : ballWinners(extend);
}

/** Does a bet on `rule` (with its canonical `data`) win against `winners`? */
export function wins(rule: string, data: string, winners: Winners): boolean {
  const numbers = winners.numbers.get(rule);
  if (numbers) return numbers.has(data);
  return winners.rules.has(rule);
}

/**
 * The canonical form of a chosen number ("08" → "8"), or null when it is not a whole number in
 * [min, max]. Stored canonical, so the settlement compares strings.
 */
export function canonicalNumber(value: unknown, min: number, max: number): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,2}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? String(n) : null;
}
