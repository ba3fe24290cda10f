/**
 * Transfer rules (docs/SCREENS.md#transfer). The main wallet is the
 * platname 'userbalance'; direction 1 moves money from it into a venue, direction 2 back.
 */
import * as t from '@/lib/text/zh-CN';
import { centsToDecimal, centsToWholeYuan, type Cents } from '@/lib/money';
import type { Refusal } from '@/contract/common/rules';
import { MAIN_WALLET } from '@/contract/money/rules';
import { amountToCents, isBlankAmount } from './amount';

export { MAIN_WALLET };

export type TransferDirection = 1 | 2;
export const INTO_VENUE: TransferDirection = 1;
export const OUT_OF_VENUE: TransferDirection = 2;

export interface TransferSides {
  source: string;
  target: string;
}

/** The source and target of a transfer between the main wallet and `venue`. */
export function sidesOf(direction: TransferDirection, venue: string): TransferSides {
  return direction === INTO_VENUE ? { source: MAIN_WALLET, target: venue } : { source: venue, target: MAIN_WALLET };
}

/** The amount typed, or the venue (chosen, or the side a caller handed in). */
export type TransferField = 'amount' | 'venue';

/**
 * The checks of docs/SCREENS.md#transfer in their order: amount given, amount not zero, whole
 * yuan where the back end takes no cents (`decimals` false: a legacy server truncates the amount
 * with intval, so a fraction is refused here rather than moved short), one side the main wallet.
 * Venue-to-venue cannot be built by the direction toggle, but a caller handing in its own sides
 * (the game page's popup) is held to the same rule. Null: `amountToCents(amount)` is what moves.
 */
export function checkTransfer(amount: string, sides: TransferSides, decimals = true): Refusal<TransferField> | null {
  if (isBlankAmount(amount)) return { field: 'amount', message: t.transfer.amountRequired };
  const cents = amountToCents(amount);
  if (cents === null) return { field: 'amount', message: t.transfer.amountRequired };
  if (cents === 0) return { field: 'amount', message: t.transfer.amountZero };
  if (!decimals && centsToWholeYuan(cents) === null) return { field: 'amount', message: t.transfer.wholeYuanOnly };
  if (sides.source !== MAIN_WALLET && sides.target !== MAIN_WALLET)
    return { field: 'venue', message: t.transfer.venueToVenue };
  if (!sides.source || !sides.target) return { field: 'venue', message: t.transfer.chooseVenue };
  return null;
}

/**
 * The wire amount: a two-place decimal string where the back end takes cents (decimalTransfer),
 * else the whole-yuan number a legacy server reads (checkTransfer has refused any fraction).
 */
export function transferAmount(cents: Cents, decimals: boolean): string | number {
  return decimals ? centsToDecimal(cents) : (centsToWholeYuan(cents) ?? 0);
}
