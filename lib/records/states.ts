/**
 * The state labels (docs/SCREENS.md#transrecord) of an account-detail row, by transaction type:
 * deposits and withdrawals (1, 2) are reviewed: 0 未定义, 1 待审核, 2 审核通过, 3 审核拒绝;
 * transfers, gifts and rebates (3–6): 0 失败, 1 成功, 2 待结算, 3 未定义.
 * A state outside the table reads as 'undefined' in that type's own words.
 */
import { BET_STATUS } from '@/contract/records/rules';
import * as t from '@/lib/text/zh-CN';
import type { TransType } from './trans-filters';

export type StateTone = 'pending' | 'good' | 'bad' | 'neutral';

const isReviewed = (type: TransType) => type === 1 || type === 2;

export function stateLabel(type: TransType, state: number): string {
  if (isReviewed(type)) {
    const labels = t.records.reviewStates;
    return labels[state] ?? labels[0];
  }
  const labels = t.records.transferStates;
  return labels[state] ?? labels[3];
}

/** How a state is coloured: waiting amber, done green, refused or failed red. */
export function stateTone(type: TransType, state: number): StateTone {
  if (isReviewed(type)) return state === 1 ? 'pending' : state === 2 ? 'good' : state === 3 ? 'bad' : 'neutral';
  return state === 0 ? 'bad' : state === 1 ? 'good' : state === 2 ? 'pending' : 'neutral';
}

/** docs/SCREENS.md#betrecord: 0 无效注单, 1 已结算, 2 未结算. */
export type BetStatus = (typeof BET_STATUS)[keyof typeof BET_STATUS];

export function betStatusLabel(status: number): string {
  return t.records.betStates[status as BetStatus] ?? t.records.betStateUnknown;
}

/** Settled green, unsettled amber (still running), void grey. */
export function betStatusTone(status: number): StateTone {
  return status === BET_STATUS.settled ? 'good' : status === BET_STATUS.unsettled ? 'pending' : 'neutral';
}
