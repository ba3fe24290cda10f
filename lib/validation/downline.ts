/**
 * 下级转账 checks before sending (docs/SCREENS.md#downlinetransfer), in the server's order
 * (docs/API.md#downlinetransfer) and with its words (contract/downline/rules.ts): the member, the
 * amount, then the pay password. The balance is checked here only when it is known; the server
 * checks it again under its lock.
 */
import type { Refusal } from '@/contract/common/rules';
import type { Cents } from '@/lib/money';
import * as t from '@/lib/text/zh-CN';
import { amountToCents, isBlankAmount } from '@/lib/wallet/amount';

/** "0", "00", "0.", "0.00", "0.000": zero however it is written. */
const ZERO = /^0*\.?0*$/;

export type DownlineField = 'member' | 'amount' | 'password';

export interface DownlineInput {
  /** The chosen member's name; '' when none is chosen. */
  member: string;
  /** As typed (sanitised by the amount field). */
  amount: string;
  password: string;
  /** The agent's main wallet, when loaded. */
  balance?: Cents;
}

/** The first refusal, or null: then `amountToCents(amount)` is the amount to send. */
export function validateDownlineTransfer(input: DownlineInput): Refusal<DownlineField> | null {
  const D = t.downline;
  if (!input.member.trim()) return { field: 'member', message: D.memberRequired };
  if (isBlankAmount(input.amount)) return { field: 'amount', message: D.amountRequired };
  const text = input.amount.trim();
  // As the server reads it: zero however written first, then anything that is not a plain amount
  // with at most two places (the amount field keeps two, but a caller may hand in anything).
  if (ZERO.test(text) && text !== '.') return { field: 'amount', message: D.amountZero };
  const cents = amountToCents(text);
  if (cents === null || /\.\d{3,}$/.test(text)) return { field: 'amount', message: D.amountInvalid };
  if (input.balance !== undefined && cents > input.balance) return { field: 'amount', message: D.insufficient };
  if (!input.password) return { field: 'password', message: D.passwordRequired };
  return null;
}
