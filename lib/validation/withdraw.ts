/** Withdrawal rules (docs/SCREENS.md#withdrawal), in the order the messages are checked. */
import type { Refusal } from '@/contract/common/rules';
import { WITHDRAW_DEFAULT_MIN_YUAN } from '@/contract/money/rules';
import type { Cents } from '@/lib/money';
import type { CardKind } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';

export type WithdrawField = 'card' | 'amount' | 'password';

export interface WithdrawInput {
  kind: CardKind;
  cardId: number | null;
  /** null when nothing is typed. */
  amount: Cents | null;
  password: string;
}

const MIN_CENTS = WITHDRAW_DEFAULT_MIN_YUAN * 100;

export function validateWithdraw(input: WithdrawInput): Refusal<WithdrawField> | null {
  if (input.cardId === null)
    return { field: 'card', message: input.kind === 'bank' ? t.withdraw.chooseBankCard : t.withdraw.chooseUsdt };
  if (input.amount === null || input.amount < MIN_CENTS) return { field: 'amount', message: t.withdraw.amountMin };
  if (!input.password) return { field: 'password', message: t.withdraw.payPasswordRequired };
  return null;
}

/** docs/SCREENS.md#withdrawal: a real name must be bound; the saved realname equal to the username means none is. */
export function needsRealname(user: { username: string; realname: string } | null): boolean {
  if (!user) return false;
  const realname = user.realname.trim();
  return realname === '' || realname === user.username;
}

/** The real-name popup's one rule: non-empty. */
export function validateRealname({ name }: { name: string }): Refusal<'name'> | null {
  return name.trim() ? null : { field: 'name', message: t.withdraw.realname.required };
}
