/**
 * Amounts typed by the player. They stay strings until they are checked, then become exact
 * integer cents through big.js: a float never touches money.
 */
import Big from 'big.js';
import type { Cents } from '@/lib/money';

/** At most this many decimals are kept while typing (the wire carries cents). */
const MAX_DECIMALS = 2;
const AMOUNT_TEXT = /^\d+(?:\.\d*)?$/;

/**
 * Keep what an amount input may hold: digits and one decimal point with at most two places.
 * Full-width digits and the Chinese full stop are folded in (Chinese IMEs produce them).
 */
export function sanitizeAmountInput(raw: string): string {
  const folded = raw.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[。．]/g, '.');
  let out = '';
  let dot = false;
  let decimals = 0;
  for (const ch of folded) {
    if (ch >= '0' && ch <= '9') {
      if (dot) {
        if (decimals >= MAX_DECIMALS) continue;
        decimals += 1;
      }
      out += ch;
    } else if (ch === '.' && !dot) {
      dot = true;
      out += out === '' ? '0.' : '.';
    }
  }
  return out;
}

/** '12', '12.5', '0.00', '0.000' → cents (rounded down past the cent); null when not a number. */
export function amountToCents(text: string): Cents | null {
  const trimmed = text.trim();
  if (!AMOUNT_TEXT.test(trimmed)) return null;
  return Number(new Big(trimmed).times(100).round(0, Big.roundDown)) as Cents;
}

/** True for '' and blanks: the 'please enter' case, distinct from a zero. */
export const isBlankAmount = (text: string): boolean => text.trim() === '';
