/** Lottery rooms: bet limits and the messages of placing an order. */

/** 1 = six numbers plus a special (1–49); 2 = sum of three digits 0–9 (PC28 style). */
export const LOTTERY_TYPE = { balls: 1, digits: 2 } as const;

/** One order holds at most this many bets: every option of a room fits (type 1: 49 + 49 + 7). */
export const MAX_ORDER_ITEMS = 120;

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
