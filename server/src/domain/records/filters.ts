/**
 * The record screens' filters: date 1 today, 2 last 7 days, 3 last 15 days, 4 last 30 days
 * (default 4), counted in whole Beijing days up to now; type 1–7 of 账户明细 (default 1).
 */
import { beijingDayStart } from '../../lib/time.ts';
import { DATE_WINDOW_DAYS } from '../../../../contract/common/rules.ts';
import { DOWNLINE_RECORD_TYPE } from '../../../../contract/downline/rules.ts';

const DAYS: Record<number, number> = DATE_WINDOW_DAYS;

export type DateFilter = 1 | 2 | 3 | 4;

/** 00:00 Beijing of the first day the filter covers. */
export function windowStart(filter: DateFilter, now: Date = new Date()): Date {
  return beijingDayStart(now, DAYS[filter]! - 1);
}

export const RECORD_TYPE = {
  deposit: 1,
  withdrawal: 2,
  transferIn: 3,
  transferOut: 4,
  gift: 5,
  rebate: 6,
  downline: DOWNLINE_RECORD_TYPE,
} as const;
export type RecordType = (typeof RECORD_TYPE)[keyof typeof RECORD_TYPE];

/** The legacy server answered 500 to an unknown type; we read it as the default, deposits. */
