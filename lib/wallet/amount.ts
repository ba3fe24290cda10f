/**
 * Amounts typed by the player. They stay strings until they are checked, then become exact
 * integer cents from their digits: a float never touches money.
 */
import type { Cents } from '@/lib/money';

/** At most this many decimals are kept while typing (the wire carries cents). */
const MAX_DECIMALS = 2;
const AMOUNT_TEXT = /^(\d+)(?:\.(\d*))?$/;

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
  const m = AMOUNT_TEXT.exec(text.trim());
  if (!m) return null;
  // The point moved two places right; the digits past the cent are dropped.
  return Number(m[1] + (m[2] ?? '').padEnd(2, '0').slice(0, 2)) as Cents;
}

/** True for '' and blanks: the 'please enter' case, distinct from a zero. */
export const isBlankAmount = (text: string): boolean => text.trim() === '';
