/**
 * The one mapping of a thrown refusal to its envelope answer. The error handler sends it for
 * any request; idempotent money calls store it as the answer a retry replays.
 */
import { BizError, LedgerError } from './errors.ts';
import { CODE_INSUFFICIENT, COMMON_MESSAGES } from '../../../contract/common/rules.ts';

/** The envelope `{code, message[, data]}` of an answer (success or refusal). */
export interface Answer {
  code: number;
  message: string;
  data?: unknown;
}

export interface Refusal {
  /** HTTP status: 200 for business refusals, a real status for the few HTTP errors. */
  status: number;
  answer: Answer;
}

/**
 * A refusal domain code may throw (BizError, or a ledger movement refused for lack of funds),
 * as the answer it becomes. Anything else is a real failure: null.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof BizError) {
    const answer: Answer =
      error.data === undefined
        ? { code: error.code, message: error.message }
        : { code: error.code, message: error.message, data: error.data };
    return { status: error.status, answer };
  }
  if (error instanceof LedgerError && error.reason === 'INSUFFICIENT_FUNDS')
    return { status: 200, answer: { code: CODE_INSUFFICIENT, message: COMMON_MESSAGES.insufficient, data: [] } };
  return null;
}
