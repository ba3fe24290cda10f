/**
 * Transfer rules (docs/SCREENS.md#transfer). The main wallet is the
 * platname 'userbalance'; direction 1 moves money from it into a venue, direction 2 back.
 */
import * as t from '@/lib/text/zh-CN';
import { centsToDecimal, centsToWholeYuan, type Cents } from '@/lib/money';
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

export type TransferCheck = { ok: true; cents: Cents } | { ok: false; message: string };

/**
 * The checks of docs/SCREENS.md#transfer in their order: amount given, amount not zero, whole
 * yuan where the back end takes no cents (`decimals` false: a legacy server truncates the amount
 * with intval, so a fraction is refused here rather than moved short), one side the main wallet.
 * Venue-to-venue cannot be built by the direction toggle, but a caller handing in its own sides
 * (the game page's popup) is held to the same rule.
 */
export function checkTransfer(amount: string, sides: TransferSides, decimals = true): TransferCheck {
  if (isBlankAmount(amount)) return { ok: false, message: t.transfer.amountRequired };
  const cents = amountToCents(amount);
  if (cents === null) return { ok: false, message: t.transfer.amountRequired };
  if (cents === 0) return { ok: false, message: t.transfer.amountZero };
  if (!decimals && centsToWholeYuan(cents) === null) return { ok: false, message: t.transfer.wholeYuanOnly };
  if (sides.source !== MAIN_WALLET && sides.target !== MAIN_WALLET)
    return { ok: false, message: t.transfer.venueToVenue };
  if (!sides.source || !sides.target) return { ok: false, message: t.transfer.chooseVenue };
  return { ok: true, cents };
}

/**
 * The wire amount: a two-place decimal string where the back end takes cents (decimalTransfer),
 * else the whole-yuan number a legacy server reads (checkTransfer has refused any fraction).
 */
export function transferAmount(cents: Cents, decimals: boolean): string | number {
  return decimals ? centsToDecimal(cents) : (centsToWholeYuan(cents) ?? 0);
}
