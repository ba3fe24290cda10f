/**
 * The seeded lotteries (docs/LOTTERY.md, docs/LOTTERY.md#plays): two of each type, three rooms each,
 * their play groups (help text in Chinese html) and options with the judge's rule keys. Ids are
 * fixed so the draw messages (which include the lottery id) and the docs' test vector line up.
 * Odds are not listed: the seed computes them from the exact probabilities (odds.ts).
 */
import { sumRule, type LotteryType } from '../domain/lottery/rules.ts';

export interface OptionSeed {
  playtitle: string;
  rule: string;
}

export interface GroupSeed {
  name: string;
  description: string;
  special: 0 | 1;
  options: OptionSeed[];
}

export interface RoomSeed {
  title: string;
  /** Cents. */
  minBet: bigint;
  maxBet: bigint;
}

export interface LotterySeed {
  id: number;
  title: string;
  type: LotteryType;
  platformType: string;
  periodS: number;
  ftimeS: number;
  marginBp: number;
  firstExpect: bigint;
  logo: string;
}

/** 3 % house margin. */
export const DEFAULT_MARGIN_BP = 300;
/** docs/LOTTERY.md: 210 s rounds for the sum game, 300 s for the 1–49 game. */
export const DIGITS_PERIOD_S = 210;
export const BALLS_PERIOD_S = 300;

export const LOTTERIES: readonly LotterySeed[] = [
  {
    id: 1,
    title: '加拿大28',
    type: 2,
    platformType: 'pc28',
    periodS: DIGITS_PERIOD_S,
    ftimeS: 30,
    marginBp: DEFAULT_MARGIN_BP,
    firstExpect: 3_100_001n,
    logo: 'games/pc28.svg',
  },
  {
    id: 2,
    title: '北京28',
    type: 2,
    platformType: 'bj28',
    periodS: DIGITS_PERIOD_S,
    ftimeS: 30,
    marginBp: DEFAULT_MARGIN_BP,
    firstExpect: 1_200_001n,
    logo: 'games/bj28.svg',
  },
  {
    id: 3,
    title: '香港六合彩',
    type: 1,
    platformType: 'hk6',
    periodS: BALLS_PERIOD_S,
    ftimeS: 45,
    marginBp: DEFAULT_MARGIN_BP,
    firstExpect: 2_024_001n,
    logo: 'games/hk6.svg',
  },
  {
    id: 4,
    title: '澳门六合彩',
    type: 1,
    platformType: 'am6',
    periodS: BALLS_PERIOD_S,
    ftimeS: 45,
    marginBp: DEFAULT_MARGIN_BP,
    firstExpect: 2_024_001n,
    logo: 'games/am6.svg',
  },
];

const yuan = (n: number): bigint => BigInt(n) * 100n;

export const ROOMS: readonly RoomSeed[] = [
  { title: '初级房', minBet: yuan(10), maxBet: yuan(5_000) },
  { title: '中级房', minBet: yuan(50), maxBet: yuan(20_000) },
  { title: '高级房', minBet: yuan(100), maxBet: yuan(50_000) },
];

/** Room ids: 11, 12, 13 for lottery 1; 21, 22, 23 for lottery 2 … */
export function roomId(lotteryId: number, index: number): number {
  return lotteryId * 10 + index + 1;
}

/** Group ids: 101, 102 … for lottery 1; option ids: 1001, 1002 … for lottery 1. */
export function groupId(lotteryId: number, index: number): number {
  return lotteryId * 100 + index + 1;
}
export function optionId(lotteryId: number, index: number): number {
  return lotteryId * 1000 + index + 1;
}

const DIGIT_GROUPS: GroupSeed[] = [
  {
    name: '混合',
    special: 0,
    description:
      '<p>开奖号码为三个0-9的数字，三数之和为和值（0-27）。</p>' +
      '<p><b>大</b>：和值14-27；<b>小</b>：和值0-13；<b>单</b>：和值为奇数；<b>双</b>：和值为偶数。</p>' +
      '<p><b>大单 大双 小单 小双</b>：大小与单双同时猜中。</p>' +
      '<p><b>极大</b>：和值22-27；<b>极小</b>：和值0-5。</p>',
    options: [
      { playtitle: '大', rule: 'big' },
      { playtitle: '小', rule: 'small' },
      { playtitle: '单', rule: 'odd' },
      { playtitle: '双', rule: 'even' },
      { playtitle: '大单', rule: 'big_odd' },
      { playtitle: '大双', rule: 'big_even' },
      { playtitle: '小单', rule: 'small_odd' },
      { playtitle: '小双', rule: 'small_even' },
      { playtitle: '极大', rule: 'extreme_big' },
      { playtitle: '极小', rule: 'extreme_small' },
    ],
  },
  {
    name: '形态',
    special: 0,
    description:
      '<p><b>豹子</b>：三个号码相同，如 5,5,5。</p>' +
      '<p><b>顺子</b>：三个号码相连（不分顺序），如 3,1,2；0与9不相连。</p>' +
      '<p><b>对子</b>：恰有两个号码相同（豹子不算对子），如 6,6,1。</p>',
    options: [
      { playtitle: '豹子', rule: 'triple' },
      { playtitle: '顺子', rule: 'straight' },
      { playtitle: '对子', rule: 'pair' },
    ],
  },
  {
    name: '特码',
    special: 1,
    description: '<p>猜中开奖和值（0-27）即中奖，每个和值赔率不同，出现机会越少赔率越高。</p>',
    options: Array.from({ length: 28 }, (_, sum) => ({ playtitle: String(sum), rule: sumRule(sum) })),
  },
];

const BALL_GROUPS: GroupSeed[] = [
  {
    name: '特码',
    special: 1,
    description: '<p>从1-49中选择一个号码，与开奖的特码（第七个号码）相同即中奖。</p>',
    options: [{ playtitle: '特码', rule: 'special_number' }],
  },
  {
    name: '特码两面',
    special: 0,
    description:
      '<p>以特码判断：<b>特大</b> 25-49，<b>特小</b> 1-24；<b>特单</b> 为奇数，<b>特双</b> 为偶数。</p>' +
      '<p>49计为大、单，赔率按真实概率计算。</p>',
    options: [
      { playtitle: '特大', rule: 'special_big' },
      { playtitle: '特小', rule: 'special_small' },
      { playtitle: '特单', rule: 'special_odd' },
      { playtitle: '特双', rule: 'special_even' },
    ],
  },
  {
    name: '正码',
    special: 1,
    description: '<p>从1-49中选择一个号码，出现在六个正码之中即中奖（特码不算）。</p>',
    options: [{ playtitle: '正码', rule: 'normal_number' }],
  },
  {
    name: '色波',
    special: 0,
    description:
      '<p>以特码的颜色判断：</p>' +
      '<p><b>红波</b>：01 02 07 08 12 13 18 19 23 24 29 30 34 35 40 45 46</p>' +
      '<p><b>蓝波</b>：03 04 09 10 14 15 20 25 26 31 36 37 41 42 47 48</p>' +
      '<p><b>绿波</b>：05 06 11 16 17 21 22 27 28 32 33 38 39 43 44 49</p>',
    options: [
      { playtitle: '红波', rule: 'wave_red' },
      { playtitle: '蓝波', rule: 'wave_blue' },
      { playtitle: '绿波', rule: 'wave_green' },
    ],
  },
];

export function groupsOf(type: LotteryType): readonly GroupSeed[] {
  return type === 2 ? DIGIT_GROUPS : BALL_GROUPS;
}
