/**
 * Exact decimal arithmetic for rates and fees ("7.2", "7.30", "0.5"): a decimal string becomes
 * an integer and a power of ten, never a float. USDT conversions use it (docs/API.md#withdraw,
 * payinfo; docs/SCREENS.md#withdrawal: floor(amount / rate, 2)).
 */

/** A non-negative decimal string with at most `maxScale` decimals, as units / 10^scale. */
export interface Decimal {
  units: bigint;
  scale: number;
}

const MAX_SCALE = 8;
const DECIMAL_RE = /^(\d{1,12})(?:\.(\d{1,8}))?$/;

export function parseDecimal(text: unknown, maxScale = MAX_SCALE): Decimal | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const match = DECIMAL_RE.exec(String(text).trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > maxScale) return null;
  return { units: BigInt(match[1]! + fraction), scale: fraction.length };
}

/** A decimal as cents (2 decimals), truncated: "1" → 100n, "0.555" → 55n. */
export function decimalToCents(d: Decimal): bigint {
  if (d.scale <= 2) return d.units * 10n ** BigInt(2 - d.scale);
  return d.units / 10n ** BigInt(d.scale - 2);
}

/** cents ÷ rate, in cents of the other currency, rounded down. Rate must be positive. */
export function divideFloor(cents: bigint, rate: Decimal): bigint {
  if (rate.units <= 0n) throw new RangeError('rate must be positive');
  return (cents * 10n ** BigInt(rate.scale)) / rate.units;
}

/** cents ÷ rate, in cents of the other currency, rounded half up (the legacy PHP round()). */
export function divideRound(cents: bigint, rate: Decimal): bigint {
  if (rate.units <= 0n) throw new RangeError('rate must be positive');
  const numerator = cents * 10n ** BigInt(rate.scale);
  return (numerator * 2n + rate.units) / (rate.units * 2n);
}

/** cents × multiple (a decimal), rounded down: turnover = deposit × withdraw_turnover_multiple. */
export function multiplyFloor(cents: bigint, multiple: Decimal): bigint {
  return (cents * multiple.units) / 10n ** BigInt(multiple.scale);
}

/** "7.20" → "7.2", "1.00" → "1": how the settings print a multiple in a message. */
export function formatDecimal(d: Decimal): string {
  if (d.scale === 0) return d.units.toString();
  const text = d.units.toString().padStart(d.scale + 1, '0');
  const whole = text.slice(0, -d.scale);
  const fraction = text.slice(-d.scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
