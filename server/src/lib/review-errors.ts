/**
 * Refusals of the operator review of deposits and withdrawals (real HTTP status on /admin).
 */
import { BizError } from './errors.ts';

export const REVIEW_MESSAGES = {
  notFound: '订单不存在',
  processed: '订单已处理',
} as const;

export function notFound(): BizError {
  return new BizError(404, REVIEW_MESSAGES.notFound, { status: 404 });
}

/** The order is no longer pending; `state` says how it ended. */
export function alreadyProcessed(state: number): BizError {
  return new BizError(409, REVIEW_MESSAGES.processed, { status: 409, data: { state } });
}
