/**
 * Money on the front end is an integer number of cents (fen). The wire sends
 * decimals as strings or numbers ("1234.50", 0, 35.5); they are parsed exactly,
 * on their digits, never through float arithmetic. Parsing and formatting need no
 * decimal library (every page loads this file); the screens that compute with
 * decimals use big.js themselves.
 */
export type Cents = number & { readonly __cents: unique symbol };

// A decimal as big.js reads one: sign, digits with an optional point, an optional exponent.
const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Parse a wire decimal into cents; unparseable or missing values become 0. */
export function toCents(value: unknown): Cents {
  if (value === null || value === undefined || value === '') return 0 as Cents;
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '0') : String(value).trim().replace(/,/g, '');
  const m = DECIMAL.exec(text);
  if (!m || !(m[2] || m[3])) return 0 as Cents;
  // The digits with the point moved two places right (times 100), then by the exponent.
  const digits = m[2] + (m[3] ?? '');
  const point = m[2].length + 2 + Number(m[4] ?? 0);
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  // Round half up (away from zero) at the cent: float noise beyond it is dropped.
  const next = point < 0 ? '0' : (digits[point] ?? '0');
  const cents = Number(whole) + (next >= '5' ? 1 : 0);
  return (m[1] === '-' && cents !== 0 ? -cents : cents) as Cents;
}

/** A decimal string with exactly two places, as the wire expects ("12.30"). */
export function centsToDecimal(cents: Cents | number): string {
  // A fraction of a cent rounds half away from zero, as toFixed did on a decimal.
  const abs = Math.round(Math.abs(cents));
  const text = String(abs).padStart(3, '0');
  const sign = cents < 0 && abs !== 0 ? '-' : '';
  return `${sign}${text.slice(0, -2)}.${text.slice(-2)}`;
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
