/**
 * Refusals of the operator review of deposits and withdrawals (real HTTP status on /admin).
 */
import { OPS_REFUSALS } from '../../../contract/ops/messages.ts';
import { BizError } from './errors.ts';

export function notFound(): BizError {
  return new BizError(404, OPS_REFUSALS.orderNotFound, { status: 404 });
}

/** The order is no longer pending; `state` says how it ended. */
export function alreadyProcessed(state: number): BizError {
  return new BizError(409, OPS_REFUSALS.orderProcessed, { status: 409, data: { state } });
}
