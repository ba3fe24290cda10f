/**
 * 下级转账 checks before sending (docs/SCREENS.md#downlinetransfer), in the server's order
 * (docs/API.md#downlinetransfer) and with its words (contract/downline/rules.ts): the member, the
 * amount, then the pay password. The balance is checked here only when it is known; the server
 * checks it again under its lock.
 */
import type { Cents } from '@/lib/money';
import * as t from '@/lib/text/zh-CN';
import { amountToCents, isBlankAmount } from '@/lib/wallet/amount';

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

export type DownlineCheck = { ok: true; cents: Cents } | { ok: false; field: DownlineField; message: string };

export function validateDownlineTransfer(input: DownlineInput): DownlineCheck {
  const D = t.downline;
  if (!input.member.trim()) return { ok: false, field: 'member', message: D.memberRequired };
  if (isBlankAmount(input.amount)) return { ok: false, field: 'amount', message: D.amountRequired };
  const cents = amountToCents(input.amount);
  // The amount field keeps two places, but a caller may hand in anything: the server refuses a third.
  if (cents === null || /\.\d{3,}$/.test(input.amount.trim()))
    return { ok: false, field: 'amount', message: D.amountInvalid };
  if (cents === 0) return { ok: false, field: 'amount', message: D.amountZero };
  if (input.balance !== undefined && cents > input.balance)
    return { ok: false, field: 'amount', message: D.insufficient };
  if (!input.password) return { ok: false, field: 'password', message: D.passwordRequired };
  return { ok: true, cents };
}
