import Big from 'big.js';

/**
 * Money on the front end is an integer number of cents (fen). The wire sends
 * decimals as strings or numbers ("1234.50", 0, 35.5); they are parsed exactly
 * with big.js, never through float arithmetic.
 */
export type Cents = number & { readonly __cents: unique symbol };

const HUNDRED = new Big(100);

/** Parse a wire decimal into cents; unparseable or missing values become 0. */
export function toCents(value: unknown): Cents {
  if (value === null || value === undefined || value === '') return 0 as Cents;
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '0') : String(value).trim().replace(/,/g, '');
  try {
    // Round half up at the cent: wire values have at most 2 decimals, float noise beyond is dropped.
    return Number(new Big(text).times(HUNDRED).round(0, Big.roundHalfUp)) as Cents;
  } catch {
    return 0 as Cents;
  }
}

/** A decimal string with exactly two places, as the wire expects ("12.30"). */
export function centsToDecimal(cents: Cents | number): string {
  return new Big(cents).div(HUNDRED).toFixed(2);
}

/** Whole yuan, for back ends that take only integers (null when the cents hold a fraction). */
export function centsToWholeYuan(cents: Cents | number): number | null {
  return Number.isSafeInteger(cents) && cents % 100 === 0 ? cents / 100 : null;
}

/** The whole-yuan part of an amount, in cents (1520.35 → 1520.00). */
export function wholeYuanCents(cents: Cents | number): Cents {
  return (cents - (cents % 100)) as Cents;
}

/** Display form with thousands separators: 1234567 → "12,345.67". */
export function formatMoney(cents: Cents | number): string {
  const fixed = centsToDecimal(cents);
  const negative = fixed.startsWith('-');
  const [whole, frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${frac}`;
}

export function addCents(...values: (Cents | number)[]): Cents {
  return values.reduce<number>((sum, v) => sum + v, 0) as Cents;
}
