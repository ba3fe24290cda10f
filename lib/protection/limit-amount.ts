/**
 * The limit editor's rules (docs/SCREENS.md#responsible): the amount check the server makes too
 * (yuan, up to 2 decimals, '' removes the limit) and which way a change goes, so the screen can
 * say before saving whether it applies at once or only after the 24-hour wait and a confirmation.
 */
import type { Refusal } from '@/contract/common/rules';
import { LIMIT_AMOUNT_PATTERN, LIMIT_MESSAGES } from '@/contract/protection/rules';
import type { Cents } from '@/lib/money';
import { amountToCents } from '@/lib/wallet/amount';

const AMOUNT = new RegExp(LIMIT_AMOUNT_PATTERN);

/** The server's own check (LimitSetBody's pattern): blank, or digits with at most 2 decimals. */
export function checkLimitAmount(text: string): Refusal<'amount'> | null {
  return AMOUNT.test(text.trim()) ? null : { field: 'amount', message: LIMIT_MESSAGES.amountInvalid };
}

/**
 * What saving `text` over the limit in force would do: `lower` (or a first limit) applies at once,
 * `raise` and `remove` wait 24 hours and a confirmation, `same` changes nothing; null while the
 * text is not a valid amount.
 */
export type LimitChange = 'lower' | 'raise' | 'remove' | 'same';

export function limitChange(current: Cents | null, text: string): LimitChange | null {
  if (checkLimitAmount(text)) return null;
  if (text.trim() === '') return current === null ? 'same' : 'remove';
  const next = amountToCents(text);
  if (next === null) return null;
  if (current === null || next < current) return 'lower';
  return next === current ? 'same' : 'raise';
}
