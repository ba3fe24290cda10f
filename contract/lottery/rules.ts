/** Lottery rooms: bet limits and the messages of placing an order. */

/** 1 = six numbers plus a special (1–49); 2 = sum of three digits 0–9 (PC28 style). */
export const LOTTERY_TYPE = { balls: 1, digits: 2 } as const;

/** One order holds at most this many bets: every option of a room fits (type 1: 49 + 49 + 7). */
export const MAX_ORDER_ITEMS = 120;

/**
 * The words of a draw's extended fields (/api/lotteryRoom `extend`, docs/API.md#lotteryroom) as the
 * server writes them: size, parity, their combination, extremes, the digits' shape, the colour
 * wave. The English build shows them through the message sink (contract/i18n/en/lottery.ts).
 */
export const DRAW_WORDS = {
  big: '大',
  small: '小',
  odd: '单',
  even: '双',
  bigOdd: '大单',
  smallOdd: '小单',
  bigEven: '大双',
  smallEven: '小双',
  extremeBig: '极大',
  extremeSmall: '极小',
  triple: '豹子',
  straight: '顺子',
  pair: '对子',
  mixed: '杂六',
  red: '红',
  blue: '蓝',
  green: '绿',
} as const;

export const ORDER_TEXT = {
  noRoom: '房间不存在',
  staleExpect: '当前期号已过期，请刷新',
  closed: '封盘中禁止投注',
  unknownOption: '投注项不存在',
  badAmount: '请输入正确的投注金额',
  badChoice: '投注号码无效',
  empty: '请选择投注项',
  done: '投注成功',
} as const;

/** "请输入金额在10-5000之间！" from yuan texts. */
export function orderRangeMessage(minText: string, maxText: string): string {
  return `请输入金额在${minText}-${maxText}之间！`;
}
export function orderNumberMessage(min: number, max: number): string {
  return `请选择${min}-${max}之间的号码`;
}
export function orderTooManyMessage(n: number): string {
  return `单次投注最多${n}项`;
}
